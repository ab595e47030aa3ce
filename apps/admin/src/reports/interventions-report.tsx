import { INTERVENTION_CATEGORIES, type Intervention, type InterventionCategory } from '@sea/contract'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router'
import { call } from '../lib/api'
import { formatCount } from '../lib/format'
import { useTexts } from '../lib/i18n'
import { useInterventionColumns } from '../protection/intervention-text'
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
  const columns = useInterventionColumns(
    (row) => brands.currency(row.merchantId),
    [
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
    ],
  )
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
