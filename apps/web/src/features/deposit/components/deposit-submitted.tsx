import { Money, Pill, ResultPanel, Summary } from '../../../components/ui/cashier'
import { useDateTime } from '../../../lib/format'
import { useTexts } from '../../../lib/i18n'
import { DEPOSIT } from '../deposit-texts'
import type { Submitted } from './use-deposit-form'

/** A reported bank transfer: what was sent, and the ways on (the records, or another deposit). */
export function DepositSubmitted({
  submitted,
  onShowRecords,
  onAnother,
}: {
  submitted: Submitted
  onShowRecords: () => void
  onAnother: () => void
}) {
  const dateTime = useDateTime()
  const { t } = useTexts(DEPOSIT)
  return (
    <ResultPanel tone="success" icon="check" title={t('submitted.title')} body={t('submitted.body')}>
      <Summary
        rows={[
          { label: t('fields.id'), value: `#${submitted.id}` },
          { label: t('fields.method'), value: submitted.method },
          { label: t('fields.time'), value: dateTime(submitted.createdAt) },
          { label: t('fields.status'), value: <Pill tone="warning">{t('statuses.pending')}</Pill> },
          {
            label: t('fields.amount'),
            value: <Money amount={submitted.amount} currency={submitted.currency} />,
            strong: true,
          },
        ]}
      />
      <div className="cashier-actions">
        <button type="button" className="button button--ghost" onClick={onShowRecords}>
          {t('submitted.records')}
        </button>
        <button type="button" className="button button--primary" onClick={onAnother}>
          {t('submitted.another')}
        </button>
      </div>
    </ResultPanel>
  )
}
