import type { ColumnDef } from '@tanstack/react-table'
import { Link } from 'react-router'
import type { CallValue } from '../lib/api'
import { useTexts } from '../lib/i18n'
import { ReportBar } from './report-bar'
import { amountColumn, countColumn, type ReportProps, ReportTable, useBrands, useReportPage } from './report-view'
import { reportsApi } from './reports.api'
import { REPORTS } from './reports.texts'

type Row = CallValue<NonNullable<(typeof reportsApi.memberActivity)['__route']>>['content'][number]

/** Each member's play and money over the range, biggest stake first (the server's order). */
export function MemberActivityReport({ range, onRange }: ReportProps) {
  const { t } = useTexts(REPORTS)
  const brands = useBrands()
  const report = useReportPage(reportsApi.memberActivity, range)
  const columns: ColumnDef<Row>[] = [
    {
      id: 'member',
      accessorKey: 'username',
      header: t('col.member'),
      cell: (info) => (
        <Link className="strong report-link" to={`/members/${info.row.original.memberId}`}>
          {info.row.original.username}
        </Link>
      ),
    },
    ...brands.column<Row>(t('col.brand')),
    countColumn<Row>('bets', t('col.bets'), (row) => row.betCount),
    amountColumn<Row>('stake', t('col.stake'), (row) => row.stake),
    amountColumn<Row>('validBet', t('col.validBet'), (row) => row.validBet),
    amountColumn<Row>('wins', t('col.wins'), (row) => row.wins),
    amountColumn<Row>('ggr', t('col.ggr'), (row) => row.ggr, true),
    countColumn<Row>('depositCount', t('col.depositCount'), (row) => row.depositCount),
    amountColumn<Row>('deposits', t('col.deposits'), (row) => row.deposits),
    countColumn<Row>('withdrawalCount', t('col.withdrawalCount'), (row) => row.withdrawalCount),
    amountColumn<Row>('withdrawals', t('col.withdrawals'), (row) => row.withdrawals),
  ]
  return (
    <>
      <ReportBar
        range={range}
        onRange={onRange}
        csv={reportsApi.memberActivityCsv}
        csvQuery={report.selection}
        csvName={`memberActivity_${range.from}_${range.to}.csv`}
      />
      <ReportTable<Row>
        report={report}
        label={t('tabs.memberActivity')}
        columns={columns}
        rowKey={(row) => row.memberId}
        totals={[
          { label: t('col.stake'), amount: (row) => row.stake },
          { label: t('col.wins'), amount: (row) => row.wins },
          { label: t('col.ggr'), amount: (row) => row.ggr, signed: true },
          { label: t('col.deposits'), amount: (row) => row.deposits },
          { label: t('col.withdrawals'), amount: (row) => row.withdrawals },
        ]}
      />
    </>
  )
}
