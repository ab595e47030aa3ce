import { EmptyState } from '../../../components/ui/states'
import { useDateTime } from '../../../lib/format'
import { useTexts } from '../../../lib/i18n'
import { PAGE_SIZE, useDownlineTransactions } from '../api'
import { TEAM } from '../team-texts'
import { FilteredReport, useReportFilters, type ReportColumn } from './filtered-report'
import { Money } from './parts'

type Row = NonNullable<ReturnType<typeof useDownlineTransactions>['data']>['content'][number]

/** A movement type as words: "upline_transfer" -> "Upline transfer" (the server's types are open-ended). */
const typeLabel = (type: string) => type.charAt(0).toUpperCase() + type.slice(1).replaceAll('_', ' ')

/** downlineTransactions: one team member's wallet movements (the ledger) in a period. */
export default function DownlineTransactions({ params }: { params: Readonly<Record<string, string>> }) {
  const { t } = useTexts(TEAM)
  const dateTime = useDateTime()
  const filters = useReportFilters(params.username ?? '')
  const query = useDownlineTransactions({
    ...filters.period.range,
    username: filters.username,
    pageNum: filters.page,
    pageSize: PAGE_SIZE,
  })
  const columns: ReportColumn<Row, never>[] = [
    {
      header: t('tx.type'),
      cell: (row) => (
        <span className="ag-who">
          <span className="ag-who__name">{typeLabel(row.type)}</span>
          <span className="ag-who__sub">{row.wallet}</span>
        </span>
      ),
    },
    { header: t('tx.amount'), num: true, cell: (row) => <Money value={row.amount} signed /> },
    { header: t('tx.balanceAfter'), num: true, cell: (row) => <Money value={row.balanceAfter} /> },
    { header: t('tx.time'), muted: true, cell: (row) => dateTime(row.time) },
  ]
  return (
    <FilteredReport
      filters={filters}
      search={{ label: t('tx.account'), submit: t('tx.show') }}
      query={query}
      columns={columns}
      rowKey={(row) => row.id}
      empty={{ icon: 'transfer', title: t('tx.empty') }}
      idle={filters.username === '' ? <EmptyState icon="transfer" title={t('tx.hint')} /> : null}
    />
  )
}
