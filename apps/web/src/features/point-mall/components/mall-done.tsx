import type { ReactNode } from 'react'
import { ResultPanel } from '../../../components/ui/cashier'
import { useTexts } from '../../../lib/i18n'
import { POINT_FORMS } from '../point-forms-texts'

/** What came of spending points, in place of the dialog's form; focus moves to its title. */
export function MallDone({
  tone = 'success',
  title,
  body,
  onClose,
}: {
  tone?: 'success' | 'pending'
  title: string
  body: ReactNode
  onClose: () => void
}) {
  const { t } = useTexts(POINT_FORMS)
  return (
    <ResultPanel tone={tone} icon={tone === 'success' ? 'check' : 'clock'} title={title} body={body}>
      <div className="cashier-actions">
        <button type="button" className="button button--cta" onClick={onClose}>
          {t('redeem.finish')}
        </button>
      </div>
    </ResultPanel>
  )
}
