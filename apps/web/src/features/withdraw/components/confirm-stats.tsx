import { Money } from '../../../components/ui/cashier'
import { Icon } from '../../../components/ui/icon'
import { useDateTime } from '../../../lib/format'
import { useTexts } from '../../../lib/i18n'
import { WITHDRAW } from '../withdraw-texts'
import type { Confirmation } from './use-withdrawal-confirm'

/** The payout's amount, what was received and what remains, and the deadline before it counts as received. */
export function ConfirmStats({
  view,
  currency,
  minutesLeft,
}: {
  view: Confirmation
  currency: string
  minutesLeft: number | null
}) {
  const dateTime = useDateTime()
  const { t } = useTexts(WITHDRAW)
  return (
    <>
      <dl className="confirm__stats">
        <div>
          <dt>{t('fields.amount')}</dt>
          <dd>
            <Money amount={view.amount} currency={currency} />
          </dd>
        </div>
        <div>
          <dt>{t('fields.received')}</dt>
          <dd className="confirm__received">
            <Money amount={view.receivedAmount} currency={currency} />
          </dd>
        </div>
        <div>
          <dt>{t('fields.remaining')}</dt>
          <dd className="confirm__remaining">
            <Money amount={view.remainingAmount} currency={currency} />
          </dd>
        </div>
      </dl>
      {view.status === 'disputed' ? (
        <p className="cashier-note">
          <Icon name="info" size={16} />
          <span>{t('confirm.disputed')}</span>
        </p>
      ) : view.autoReceiveAt && minutesLeft !== null ? (
        <p className="cashier-note">
          <Icon name="clock" size={16} />
          <span>
            {minutesLeft > 0
              ? t('confirm.deadline', { time: dateTime(view.autoReceiveAt, 'clock'), minutes: minutesLeft })
              : t('confirm.deadlinePassed')}
          </span>
        </p>
      ) : null}
    </>
  )
}
