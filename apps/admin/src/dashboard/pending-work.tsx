import { Link } from 'react-router'
import { formatCount } from '../lib/format'
import { useTexts } from '../lib/i18n'
import { DASHBOARD } from './dashboard.texts'

export type PendingKey = 'deposits' | 'withdrawals' | 'disputes' | 'adjustments' | 'lotteryResults'
/** A queue's count; a queue left out is one the operator may not read, and gets no tile. */
export type PendingCounts = Partial<Record<PendingKey, number>>

const QUEUES: readonly { key: PendingKey; to: string }[] = [
  { key: 'deposits', to: '/cashier/deposits' },
  { key: 'withdrawals', to: '/cashier/withdrawals' },
  { key: 'disputes', to: '/cashier/disputes' },
  { key: 'adjustments', to: '/cashier/approvals' },
  { key: 'lotteryResults', to: '/lottery' },
]

/** The queues' counters, each a link to its queue; a queue with work stands out. */
export function PendingWork({ counts, loading }: { counts: PendingCounts; loading: boolean }) {
  const { t } = useTexts(DASHBOARD)
  const shown = QUEUES.filter((queue) => counts[queue.key] !== undefined || loading)
  if (shown.length === 0) return null
  return (
    <section className="pending" aria-label={t('pending.title')} aria-busy={loading}>
      {shown.map(({ key, to }) => {
        const count = counts[key]
        const due = count !== undefined && count > 0
        return (
          <Link key={key} to={to} className={due ? 'pending-tile pending-due' : 'pending-tile'}>
            <span className="pending-count num">{count === undefined ? '–' : formatCount(count)}</span>
            <span className="pending-label">{t(`pending.${key}`)}</span>
            <span className="pending-state">{due ? `${t('pending.open')} →` : t('pending.clear')}</span>
          </Link>
        )
      })}
    </section>
  )
}
