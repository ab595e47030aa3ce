import type { ColumnDef } from '@tanstack/react-table'
import type { CallValue } from '../lib/api'
import { useDateTime } from '../lib/format'
import { useTexts } from '../lib/i18n'
import { ReportBar } from './report-bar'
import { amountColumn, type ReportProps, ReportTable, useBrands, useReportPage } from './report-view'
import { reportsApi } from './reports.api'
import { REPORTS } from './reports.texts'

type Row = CallValue<NonNullable<(typeof reportsApi.agentCommissions)['__route']>>['content'][number]

const STATUS_BADGE: Record<string, string> = {
  paid: 'badge badge-ok',
  pending: 'badge badge-pending',
  insufficient_funds: 'badge badge-disabled',
}

/** Agents' salary and dividend bills whose period starts in the range. */
export function AgentCommissionsReport({ range, onRange }: ReportProps) {
  const { t } = useTexts(REPORTS)
  const brands = useBrands()
  const dateTime = useDateTime()
  const report = useReportPage(reportsApi.agentCommissions, range)
  const columns: ColumnDef<Row>[] = [
    {
      id: 'agent',
      accessorKey: 'agentUsername',
      header: t('col.agent'),
      cell: (info) => <span className="strong">{info.row.original.agentUsername}</span>,
    },
    ...brands.column<Row>(t('col.brand')),
    {
      id: 'kind',
      accessorKey: 'kind',
      header: t('col.kind'),
      cell: (info) => (
        <span className="chip">{t(`kind.${info.row.original.kind}`, { defaultValue: info.row.original.kind })}</span>
      ),
    },
    {
      id: 'period',
      accessorKey: 'periodStart',
      header: t('col.period'),
      cell: (info) => (
        <span className="num">
          {dateTime(info.row.original.periodStart)} → {dateTime(info.row.original.periodEnd)}
        </span>
      ),
    },
    amountColumn<Row>('amount', t('col.amount'), (row) => row.amount),
    {
      id: 'status',
      accessorKey: 'status',
      header: t('col.status'),
      cell: (info) => (
        <span className={STATUS_BADGE[info.row.original.status] ?? 'badge'}>
          {t(`status.${info.row.original.status}`, { defaultValue: info.row.original.status })}
        </span>
      ),
    },
    {
      id: 'paidAt',
      accessorFn: (row) => row.paidAt ?? '',
      header: t('col.paidAt'),
      cell: (info) => <span className="num">{dateTime(info.row.original.paidAt)}</span>,
    },
  ]
  return (
    <>
      <ReportBar
        range={range}
        onRange={onRange}
        csv={reportsApi.agentCommissionsCsv}
        csvQuery={report.selection}
        csvName={`agentCommissions_${range.from}_${range.to}.csv`}
      />
      <ReportTable<Row>
        report={report}
        label={t('tabs.agentCommissions')}
        columns={columns}
        rowKey={(row) => row.billId}
        totals={[{ label: t('col.amount'), amount: (row) => row.amount }]}
      />
    </>
  )
}
