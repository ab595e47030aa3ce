import { useTexts } from '../lib/i18n'
import { SectionIcon } from './icons'
import type { SectionId } from './sections'
import { SHELL } from './shell.texts'

/** A section whose slice is not built yet: a calm page that says so, not a broken one. */
export function ComingSoon({ section }: { section: SectionId }) {
  const { t } = useTexts(SHELL)
  const name = t(`sections.${section}`)
  return (
    <div className="page">
      <header className="page-header">
        <h1 className="page-title">{name}</h1>
      </header>
      <div className="empty-state">
        <div className="empty-icon">
          <SectionIcon id={section} />
        </div>
        <h2>{t('comingTitle', { section: name })}</h2>
        <p>{t('comingBody')}</p>
      </div>
    </div>
  )
}
