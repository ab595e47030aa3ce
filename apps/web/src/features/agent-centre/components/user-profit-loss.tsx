import { useState } from 'react'
import { useTexts } from '../../../lib/i18n'
import { useSession } from '../../../lib/session-store'
import { PAGE_SIZE, useUserProfitLoss } from '../api'
import { formatCount } from '../figures'
import { TEAM } from '../team-texts'
import { FilteredReport, useReportFilters, type ReportColumn } from './filtered-report'
import { Badge, Money } from './parts'
import '../../../components/ui/chip.css'

type Row = NonNullable<ReturnType<typeof useUserProfitLoss>['data']>['content'][number]

/** userProfitLoss: each team account's bets, payouts, result, deposits and withdrawals in a period. */
export default function UserProfitLoss() {
  const { t } = useTexts(TEAM)
  const me = useSession()?.userName
  const filters = useReportFilters()
  const [scope, setScope] = useState<'direct' | 'all'>('all')
  const query = useUserProfitLoss({
    ...filters.period.range,
    scope,
    username: filters.username || undefined,
    pageNum: filters.page,
    pageSize: PAGE_SIZE,
  })
  const columns: ReportColumn<Row, never>[] = [
    {
      header: t('pl.account'),
      cell: (row) => (
        <span className="ag-who__name">
          {row.username}
          {row.username === me ? (
            <Badge tone="info">{t('pl.you')}</Badge>
          ) : (
            <Badge tone="muted">{t('members.levelN', { level: row.level })}</Badge>
          )}
        </span>
      ),
    },
    { header: t('pl.betCount'), num: true, cell: (row) => formatCount(row.betCount) },
    { header: t('pl.validBet'), num: true, cell: (row) => <Money value={row.validBet} /> },
    { header: t('pl.payout'), num: true, cell: (row) => <Money value={row.payout} /> },
    { header: t('pl.profitLoss'), num: true, cell: (row) => <Money value={row.profitLoss} signed /> },
    { header: t('pl.deposits'), num: true, cell: (row) => <Money value={row.deposits} /> },
    { header: t('pl.withdrawals'), num: true, cell: (row) => <Money value={row.withdrawals} /> },
  ]
  return (
    <FilteredReport
      filters={filters}
      search={{ label: t('pl.account') }}
      more={
        <div className="panel-chips" role="group">
          {(['all', 'direct'] as const).map((value) => (
            <button
              key={value}
              type="button"
              className="filter-chip"
              aria-pressed={scope === value}
              onClick={() => filters.refilter(() => setScope(value))}
            >
              {t(`members.${value}`)}
            </button>
          ))}
        </div>
      }
      query={query}
      columns={columns}
      rowKey={(row) => row.username}
      empty={{ icon: 'coins', title: t('pl.empty') }}
    />
  )
}
