import type { ReactNode } from 'react'
import { formatMoney, useViewCurrency } from '../lib/format'
import { useTexts } from '../lib/i18n'
import { useOperator } from '../shell/operator-context'
import type { CalendarDraw } from './lottery.api'
import { LOTTERY } from './lottery.texts'

type Status = 'open' | 'closed' | 'awaitingResult' | 'awaitingConfirmation' | 'drawn' | 'settled' | 'void'

const BADGE: Record<Status, string> = {
  open: 'badge lot-badge-info',
  closed: 'badge lot-badge-neutral',
  awaitingResult: 'badge badge-pending',
  awaitingConfirmation: 'badge badge-pending',
  drawn: 'badge lot-badge-neutral',
  settled: 'badge badge-ok',
  void: 'badge badge-disabled',
}

/** The desk's word for a draw's state: a closed official draw waits for an operator, an in-house one for the house. */
export function statusOf(draw: Pick<CalendarDraw, 'state' | 'seedHash'>, official: boolean): Status {
  if (draw.state === 'closed') return official ? 'awaitingResult' : 'closed'
  if (draw.state === 'entered') return 'awaitingConfirmation'
  return draw.state
}

/** Whether a draw waits for this operator's desk: a result to enter, a sheet or a void to decide. */
export function needsAction(draw: CalendarDraw, official: boolean): boolean {
  const status = statusOf(draw, official)
  return status === 'awaitingResult' || status === 'awaitingConfirmation' || draw.voidRequestedBy !== null
}

export function StatusBadge({ draw, official }: { draw: CalendarDraw; official: boolean }) {
  const { t } = useTexts(LOTTERY)
  const status = statusOf(draw, official)
  return (
    <span className="lot-badges">
      <span className={BADGE[status]}>{t(`status.${status}`)}</span>
      {draw.voidRequestedBy !== null && draw.state !== 'void' ? (
        <span className="badge badge-disabled">{t('status.voidRequested')}</span>
      ) : null}
    </span>
  )
}

const SETTLEMENT_BADGE: Record<CalendarDraw['settlement']['status'], string> = {
  waiting: 'badge lot-badge-neutral',
  settling: 'badge badge-pending',
  settled: 'badge badge-ok',
  refunding: 'badge badge-pending',
  refunded: 'badge badge-disabled',
}

export function SettlementBadge({ settlement }: { settlement: CalendarDraw['settlement'] }) {
  const { t } = useTexts(LOTTERY)
  return <span className={SETTLEMENT_BADGE[settlement.status]}>{t(`settlement.${settlement.status}`)}</span>
}

/** An operator by id: the console cannot list operators for every role, so others show by number. */
export function useOperatorName(): (id: number | null) => string {
  const { t } = useTexts(LOTTERY)
  const { me } = useOperator()
  return (id) => (id === null ? '' : id === me.id ? t('draw.you') : t('draw.operator', { id }))
}

/**
 * A draw's amounts: the server adds every brand in view, so with brands of several currencies in
 * view the sum means nothing and the cell says so instead of showing it.
 */
export function useDrawMoney(): (amount: string) => ReactNode {
  const { t } = useTexts(LOTTERY)
  const currency = useViewCurrency()
  return (amount) => {
    if (!currency)
      return (
        <span className="muted" title={t('calendar.mixedCurrencies')}>
          —
        </span>
      )
    return <span className={amount.startsWith('-') ? 'amount-out' : undefined}>{formatMoney(amount)}</span>
  }
}
