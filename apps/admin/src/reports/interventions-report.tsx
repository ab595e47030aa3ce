import { INTERVENTION_CATEGORIES, type Intervention, type InterventionCategory } from '@sea/contract'
import { useQuery } from '@tanstack/react-query'
import type { ColumnDef } from '@tanstack/react-table'
import { useState } from 'react'
import { Link } from 'react-router'
import { call } from '../lib/api'
import { formatCount, useDateTime } from '../lib/format'
import { useTexts } from '../lib/i18n'
import { CategoryBadge, useInterventionText } from '../protection/intervention-text'
import { PROTECTION } from '../protection/protection.texts'
import { ReportBar } from './report-bar'
import { rangeProblem } from './report-range'
import { type ReportProps, ReportTable, useBrands, useReportPage } from './report-view'
import { reportsApi } from './reports.api'
import { REPORTS } from './reports.texts'

/**
 * Interventions over the range (decision 060): breaks and limits members chose, identity and risk
 * decisions, newest first; one kind at a time through the chips, each with its count.
 */
export function InterventionsReport({ range, onRange }: ReportProps) {
  const { t } = useTexts(PROTECTION)
  const reports = useTexts(REPORTS).t
  const brands = useBrands()
  const when = useDateTime()
  const describe = useInterventionText()
  const [category, setCategory] = useState<InterventionCategory | undefined>()
  const report = useReportPage(reportsApi.interventions, { ...range, category })
  const counts = useQuery({
    queryKey: ['report', 'intervention-counts', report.selection.merchantId, range.from, range.to],
    queryFn: ({ signal }) =>
      call(reportsApi.interventionCounts, {
        query: { from: range.from, to: range.to, merchantId: report.selection.merchantId as number | undefined },
        signal,
      }),
    enabled: rangeProblem(range) === null,
  })
  const countOf = (kind?: InterventionCategory) =>
    (counts.data?.counts ?? []).filter((c) => !kind || c.category === kind).reduce((sum, c) => sum + c.count, 0)
  const columns: ColumnDef<Intervention>[] = [
    {
      id: 'time',
      accessorKey: 'at',
      header: t('col.time'),
      cell: ({ row }) => <span className="num">{when(row.original.at)}</span>,
    },
    {
      id: 'member',
      accessorKey: 'username',
      header: t('col.member'),
      cell: ({ row }) => (
        <Link className="strong report-link" to={`/members/${row.original.memberId}/protection`}>
          {row.original.username}
        </Link>
      ),
    },
    ...brands.column<Intervention>(t('col.brand')),
    {
      id: 'category',
      accessorKey: 'category',
      header: t('col.category'),
      cell: ({ row }) => <CategoryBadge category={row.original.category} />,
    },
    {
      id: 'what',
      header: t('col.what'),
      enableSorting: false,
      cell: ({ row }) => describe(row.original, brands.currency(row.original.merchantId)),
    },
    {
      id: 'by',
      accessorFn: (row) => row.operator ?? '',
      header: t('col.by'),
      cell: ({ row }) => row.original.operator ?? <span className="muted">{t('byMember')}</span>,
    },
  ]
  const chip = (kind: InterventionCategory | undefined, label: string) => (
    <button
      key={kind ?? 'all'}
      type="button"
      className={category === kind ? 'chip chip-button active' : 'chip chip-button'}
      aria-pressed={category === kind}
      onClick={() => setCategory(kind)}
    >
      {label}
      {counts.data ? <span className="chip-count num">{formatCount(countOf(kind))}</span> : null}
    </button>
  )
  return (
    <>
      <ReportBar
        range={range}
        onRange={onRange}
        csv={reportsApi.interventionsCsv}
        csvQuery={report.selection}
        csvName={`interventions_${range.from}_${range.to}.csv`}
      />
      <div className="report-categories" role="group" aria-label={t('col.category')}>
        {chip(undefined, t('report.all'))}
        {INTERVENTION_CATEGORIES.map((kind) => chip(kind, t(`category.${kind}`)))}
        <p className="muted report-categories-note">{t('report.note')}</p>
      </div>
      <ReportTable<Intervention>
        report={report}
        label={reports('tabs.interventions')}
        columns={columns}
        rowKey={(row) => row.id}
        totals={[]}
      />
    </>
  )
}
