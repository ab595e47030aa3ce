import type { Withdrawal } from '@sea/contract'
import { Money, Pill, ResultPanel, Summary } from '../../../components/ui/cashier'
import { Icon } from '../../../components/ui/icon'
import { useDateTime } from '../../../lib/format'
import { useTexts } from '../../../lib/i18n'
import { WITHDRAW } from '../withdraw-texts'

/** A requested withdrawal: what was asked, when it counts as received, and the ways on. */
export function WithdrawRequested({
  done,
  currency,
  autoReceiveMinutes,
  onShowRecords,
  onAnother,
}: {
  done: Withdrawal
  currency: string
  autoReceiveMinutes: number
  onShowRecords: () => void
  onAnother: () => void
}) {
  const dateTime = useDateTime()
  const { t } = useTexts(WITHDRAW)
  return (
    <ResultPanel tone="pending" icon="clock" title={t('requested.title')} body={t('requested.body')}>
      <Summary
        rows={[
          { label: t('fields.id'), value: `#${done.id}` },
          { label: t('fields.account'), value: `${done.bankName} ${done.accountNumber}` },
          { label: t('fields.time'), value: dateTime(done.requestedAt) },
          { label: t('fields.status'), value: <Pill tone="warning">{t('statuses.pending')}</Pill> },
          { label: t('fields.amount'), value: <Money amount={done.amount} currency={currency} />, strong: true },
        ]}
      />
      <p className="cashier-note">
        <Icon name="info" size={16} />
        <span>{t('autoReceive', { count: autoReceiveMinutes })}</span>
      </p>
      <div className="cashier-actions">
        <button type="button" className="button button--ghost" onClick={onShowRecords}>
          {t('requested.records')}
        </button>
        <button type="button" className="button button--primary" onClick={onAnother}>
          {t('requested.another')}
        </button>
      </div>
    </ResultPanel>
  )
}
