import { useQuery } from '@tanstack/react-query'
import { ErrorAlert } from '../components/common'
import { call } from '../lib/api'
import { useTexts } from '../lib/i18n'
import { useOperator } from '../shell/operator-context'
import { dashboardApi } from './dashboard.api'
import { DASHBOARD } from './dashboard.texts'
import { type PendingCounts, PendingWork } from './pending-work'
import { cashierApi } from '../cashier/cashier.api'

// A brand's pending requests are counted from one page; a queue longer than that is not a brand's day.
const REQUESTS_PAGE = 200

/**
 * The home of an operator without `reports.read`: no figures, only the counters of the queues its
 * roles may read, each from the queue's own route (the dashboard route asks `reports.read`).
 */
export function Welcome() {
  const { t } = useTexts(DASHBOARD)
  const { me, can, brandId } = useOperator()
  const merchantId = brandId ?? undefined
  const cashier = useQuery({
    queryKey: ['cashier-summary', brandId],
    enabled: can('deposits.read'),
    queryFn: ({ signal }) => call(cashierApi.summary, { query: { merchantId }, signal }),
  })
  const requests = useQuery({
    queryKey: ['money-requests', 'pending', brandId],
    enabled: can('money.read'),
    queryFn: ({ signal }) =>
      call(cashierApi.moneyRequests, { query: { status: 'pending', pageSize: REQUESTS_PAGE }, signal }),
  })
  // The draw desk is installation-wide: a brand's operator is refused it whatever its roles.
  const draws = useQuery({
    queryKey: ['lottery-draws', 'entered'],
    enabled: can('lottery.draws.read') && me.installationWide,
    queryFn: ({ signal }) => call(dashboardApi.draws, { query: { state: 'entered', pageSize: 1 }, signal }),
  })
  const counts: PendingCounts = {}
  if (cashier.data) {
    const total = (list: { count: number }[]) => list.reduce((sum, counter) => sum + counter.count, 0)
    counts.deposits = total(cashier.data.pendingDeposits)
    counts.withdrawals = total(cashier.data.pendingWithdrawals)
    counts.disputes = total(cashier.data.disputes)
  }
  if (requests.data) {
    counts.adjustments =
      brandId === null
        ? requests.data.totalElements
        : requests.data.content.filter((request) => request.merchantId === brandId).length
  }
  if (draws.data) counts.lotteryResults = draws.data.totalElements
  const readsAny = can('deposits.read') || can('money.read') || (can('lottery.draws.read') && me.installationWide)
  return (
    <div className="page dashboard">
      <header className="page-header">
        <div>
          <h1 className="page-title">{t('title')}</h1>
          <p className="page-subtitle">
            <span className="strong">{t('welcome', { name: me.username })}</span> ·{' '}
            {readsAny ? t('welcomeNote') : t('nothingToDo')}
          </p>
        </div>
      </header>
      <ErrorAlert error={cashier.error ?? requests.error ?? draws.error} />
      {readsAny ? <PendingWork counts={counts} loading={false} /> : null}
    </div>
  )
}
