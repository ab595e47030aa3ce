import { PROFIT_LOSS_GROUPS } from '@sea/contract'
import type { ColumnDef } from '@tanstack/react-table'
import { useState } from 'react'
import type { CallValue } from '../lib/api'
import { useTexts } from '../lib/i18n'
import { PRODUCTS } from '../dashboard/products.texts'
import { ReportBar } from './report-bar'
import { amountColumn, countColumn, type ReportProps, ReportTable, useBrands, useReportPage } from './report-view'
import { reportsApi } from './reports.api'
import { REPORTS } from './reports.texts'

type Group = (typeof PROFIT_LOSS_GROUPS)[number]
type Row = CallValue<NonNullable<(typeof reportsApi.profitLoss)['__route']>>['content'][number]

/** Daily profit and loss per brand, product, vendor or game. */
export function ProfitLossReport({ range, onRange }: ReportProps) {
  const { t } = useTexts(REPORTS)
  const products = useTexts(PRODUCTS).t
  const brands = useBrands()
  const [groupBy, setGroupBy] = useState<Group>('brand')
  const report = useReportPage(reportsApi.profitLoss, { ...range, groupBy })
  const depth = PROFIT_LOSS_GROUPS.indexOf(groupBy)
  const columns: ColumnDef<Row>[] = [
    {
      id: 'day',
      accessorKey: 'day',
      header: t('col.day'),
      cell: (info) => <span className="num">{info.row.original.day}</span>,
    },
    ...brands.column<Row>(t('col.brand')),
    ...(depth >= 1
      ? [
          {
            id: 'product',
            accessorFn: (row: Row) => row.product ?? '',
            header: t('col.product'),
            cell: ({ row }: { row: { original: Row } }) =>
              row.original.product ? products(row.original.product, { defaultValue: row.original.product }) : '',
          },
        ]
      : []),
    ...(depth >= 2 ? [{ id: 'vendor', accessorFn: (row: Row) => row.vendorCode ?? '', header: t('col.vendor') }] : []),
    ...(depth >= 3
      ? [
          {
            id: 'game',
            accessorFn: (row: Row) => row.gameCode ?? '',
            header: t('col.game'),
            cell: ({ row }: { row: { original: Row } }) => <code className="code">{row.original.gameCode}</code>,
          },
        ]
      : []),
    countColumn<Row>('players', t('col.players'), (row) => row.players),
    countColumn<Row>('bets', t('col.bets'), (row) => row.betCount),
    amountColumn<Row>('stake', t('col.stake'), (row) => row.stake),
    amountColumn<Row>('validBet', t('col.validBet'), (row) => row.validBet),
    amountColumn<Row>('wins', t('col.wins'), (row) => row.wins),
    amountColumn<Row>('ggr', t('col.ggr'), (row) => row.ggr, true),
  ]
  return (
    <>
      <ReportBar
        range={range}
        onRange={onRange}
        csv={reportsApi.profitLossCsv}
        csvQuery={report.selection}
        csvName={`profitLoss_${range.from}_${range.to}.csv`}
      >
        <label className="report-field">
          <span>{t('groupBy.label')}</span>
          <select className="select" value={groupBy} onChange={(event) => setGroupBy(event.target.value as Group)}>
            {PROFIT_LOSS_GROUPS.map((group) => (
              <option key={group} value={group}>
                {t(`groupBy.${group}`)}
              </option>
            ))}
          </select>
        </label>
      </ReportBar>
      <ReportTable<Row>
        report={report}
        label={t('tabs.profitLoss')}
        columns={columns}
        rowKey={(row) => [row.day, row.merchantId, row.product, row.vendorCode, row.gameCode].join('|')}
        totals={[
          { label: t('col.bets'), count: (row) => row.betCount },
          { label: t('col.stake'), amount: (row) => row.stake },
          { label: t('col.validBet'), amount: (row) => row.validBet },
          { label: t('col.wins'), amount: (row) => row.wins },
          { label: t('col.ggr'), amount: (row) => row.ggr, signed: true },
        ]}
      />
    </>
  )
}
