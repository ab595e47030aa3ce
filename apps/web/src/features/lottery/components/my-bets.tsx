import type { LotteryBet } from '@sea/contract'
import { useState } from 'react'
import { EmptyState, Pagination, QueryView } from '../../../components/ui/states'
import { fromMinor, toMinor } from '../../../lib/amount'
import { useErrorText } from '../../../lib/error-text'
import { formatMoney, useDateTime } from '../../../lib/format'
import { useTexts } from '../../../lib/i18n'
import { openModal } from '../../../lib/modals'
import { isTrial, useSession } from '../../../lib/session-store'
import { useCancelChase, useMyBets } from '../api'
import { LOTTERY } from '../lottery-texts'
import { betDetail } from '../bet-detail'
import { oddsLabel } from '../play-names'
import { RadioChip } from './radio-chip'

const STATUSES = ['open', 'won', 'lost', 'void', 'cancelled'] as const
type Status = (typeof STATUSES)[number]

/** My bets on this game: status, cost and payout, totals over the filter, and stopping a chase. */
export function MyBets({ gameCode }: { gameCode: string }) {
  const { t } = useTexts(LOTTERY)
  const session = useSession()
  const [status, setStatus] = useState<Status | undefined>(undefined)
  const [page, setPage] = useState(1)
  const query = useMyBets(gameCode, status, page)
  if (!session) {
    return (
      <EmptyState icon="lock" title={t('bets.login')}>
        <button type="button" className="button button--primary" onClick={() => openModal('loginPopup')}>
          {t('slip.login')}
        </button>
      </EmptyState>
    )
  }
  if (isTrial(session)) return <EmptyState icon="info" title={t('bets.trial')} />
  const choose = (next: Status | undefined) => {
    setStatus(next)
    setPage(1)
  }
  return (
    <div className="bets">
      <div className="bets__filters" role="radiogroup" aria-label={t('tabs.bets')}>
        <RadioChip checked={status === undefined} onClick={() => choose(undefined)}>
          {t('bets.all')}
        </RadioChip>
        {STATUSES.map((value) => (
          <RadioChip key={value} checked={status === value} onClick={() => choose(value)}>
            {t(`bets.status.${value}`)}
          </RadioChip>
        ))}
      </div>
      <QueryView
        query={query}
        rows={4}
        isEmpty={(data) => data.content.length === 0}
        empty={<EmptyState icon="ticket" title={t('bets.empty')} />}
      >
        {(data) => (
          <>
            <p className="bets__totals">
              {t('bets.totals', { cost: formatMoney(data.totals.cost), payout: formatMoney(data.totals.payout) })}
            </p>
            <ul className="bets__list">
              {data.content.map((bet) => (
                <BetRow key={bet.betId} bet={bet} />
              ))}
            </ul>
            <Pagination page={page} totalPages={data.totalPages} onChange={setPage} />
          </>
        )}
      </QueryView>
    </div>
  )
}

function BetRow({ bet }: { bet: LotteryBet }) {
  const dateTime = useDateTime()
  const { t } = useTexts(LOTTERY)
  const errorText = useErrorText()
  const cancel = useCancelChase()
  const won = bet.status === 'won'
  const detail = betDetail(bet, t)
  return (
    <li className={`bet bet--${bet.status}`}>
      <div className="bet__main">
        <span className="bet__title">
          {bet.playTypeName}
          {bet.position ? ` · P${bet.position}` : ''}
          {bet.form ? ` · ${t(`picker.forms.${bet.form}`)}` : ''}
          {bet.stationNames.length ? ` · ${bet.stationNames.join(', ')}` : ''}
        </span>
        <span className="bet__numbers">{bet.numbers.join(' ')}</span>
        <small className="bet__meta">
          {t('issue.label', { issueNo: bet.issueNo })} · {dateTime(bet.placedAt)} ·{' '}
          {oddsLabel(bet.oddsDisplay, bet.points !== null)}
          {detail ? ` · ${detail}` : ''}
        </small>
      </div>
      <div className="bet__money">
        <span className={`lotto-tag lotto-tag--${bet.status}`}>{t(`bets.status.${bet.status}`)}</span>
        <span className="bet__cost">-{formatMoney(bet.cost)}</span>
        {bet.payout && toMinor(bet.payout) > 0n ? (
          <span className={won ? 'bet__payout' : 'bet__refund'}>+{formatMoney(bet.payout)}</span>
        ) : null}
        {bet.chaseId && bet.status === 'open' ? (
          <button
            type="button"
            className="slip__link"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(bet.chaseId ?? '')}
          >
            {t('bets.stopChase')}
          </button>
        ) : null}
        {cancel.data ? (
          <small>
            {t('bets.stopped', {
              count: cancel.data.cancelled,
              amount: formatMoney(fromMinor(toMinor(cancel.data.refunded))),
            })}
          </small>
        ) : null}
        {cancel.error ? <small role="alert">{errorText(cancel.error)}</small> : null}
      </div>
    </li>
  )
}
