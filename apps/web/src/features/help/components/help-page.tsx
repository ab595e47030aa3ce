import { PageHead } from '../../../components/ui/page-head'
import { useTexts } from '../../../lib/i18n'
import { HELP } from '../help-texts'
import { HelpCentre } from './help-centre'

/** /help: the help centre inside the site (the terms live at /help#term). */
export function HelpPage() {
  const { t } = useTexts(HELP)
  return (
    <main>
      <PageHead icon="info" eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className="container help-page__body">
        <HelpCentre />
      </div>
    </main>
  )
}
