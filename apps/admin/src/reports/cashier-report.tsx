import type { ColumnDef } from '@tanstack/react-table'
import type { CallValue } from '../lib/api'
import { formatMoney } from '../lib/format'
import { useTexts } from '../lib/i18n'
import { ReportBar } from './report-bar'
import { countColumn, type ReportProps, ReportTable, useBrands, useReportPage } from './report-view'
import { reportsApi } from './reports.api'
import { REPORTS } from './reports.texts'

type Row = CallValue<NonNullable<(typeof reportsApi.cashier)['__route']>>['content'][number]

/** Approved deposits and paid-out withdrawals per day and channel (or bank, for withdrawals). */
export function CashierReport({ range, onRange }: ReportProps) {
  const { t } = useTexts(REPORTS)
  const brands = useBrands()
  const report = useReportPage(reportsApi.cashier, range)
  const columns: ColumnDef<Row>[] = [
    {
      id: 'day',
      accessorKey: 'day',
      header: t('col.day'),
      cell: (info) => <span className="num">{info.row.original.day}</span>,
    },
    ...brands.column<Row>(t('col.brand')),
    {
      id: 'direction',
      accessorKey: 'direction',
      header: t('col.direction'),
      cell: (info) => (
        <span className={info.row.original.direction === 'deposit' ? 'badge badge-ok' : 'badge badge-pending'}>
          {t(`direction.${info.row.original.direction}`)}
        </span>
      ),
    },
    {
      id: 'channel',
      accessorKey: 'channel',
      header: t('col.channel'),
      cell: (info) => <code className="code">{info.row.original.channel}</code>,
    },
    countColumn<Row>('count', t('col.count'), (row) => row.count),
    {
      id: 'amount',
      header: t('col.amount'),
      accessorFn: (row) => Number(row.amount),
      meta: { align: 'end' },
      cell: (info) => (
        <span className={info.row.original.direction === 'deposit' ? 'amount-in' : 'amount-out'}>
          {formatMoney(info.row.original.amount)}
        </span>
      ),
    },
  ]
  const deposit = (row: Row) => row.direction === 'deposit'
  return (
    <>
      <ReportBar
        range={range}
        onRange={onRange}
        csv={reportsApi.cashierCsv}
        csvQuery={report.selection}
        csvName={`cashier_${range.from}_${range.to}.csv`}
      />
      <ReportTable<Row>
        report={report}
        label={t('tabs.cashier')}
        columns={columns}
        rowKey={(row) => [row.day, row.merchantId, row.direction, row.channel].join('|')}
        totals={[
          { label: t('col.depositCount'), count: (row) => (deposit(row) ? row.count : 0) },
          { label: t('col.deposits'), amount: (row) => (deposit(row) ? row.amount : '0.00') },
          { label: t('col.withdrawalCount'), count: (row) => (deposit(row) ? 0 : row.count) },
          { label: t('col.withdrawals'), amount: (row) => (deposit(row) ? '0.00' : row.amount) },
        ]}
      />
    </>
  )
}
