import type { RouteDescriptor } from '@sea/contract'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { ColumnDef } from '@tanstack/react-table'
import { useState } from 'react'
import { DataTable, type PageOf } from '../components/data-table'
import { call, type CallInput, type Endpoint } from '../lib/api'
import { formatCount, formatMoney } from '../lib/format'
import { useTexts } from '../lib/i18n'
import { useOperator } from '../shell/operator-context'
import { sumAmounts, toMinor } from '../dashboard/amounts'
import { type DayRange, rangeProblem } from './report-range'
import { REPORTS } from './reports.texts'

export const PAGE_SIZE = 100

/** What every report tab is given: the days, shared by the tabs, and the way to change them. */
export interface ReportProps {
  range: DayRange
  onRange: (range: DayRange) => void
}

/** A report's selection and the page of it shown. */
export interface ReportState {
  /** The query the page and the CSV share: the days, the brand, the report's own choices. */
  selection: Record<string, string | number | undefined>
  page: PageOf<unknown> | undefined
  loading: boolean
  stale: boolean
  error: unknown
  onPage: (pageNum: number) => void
}

/**
 * One page of a report for the chosen brand (or all in scope) over the range. A new selection
 * starts again at page 1; while the next answer comes, the previous rows stay (dimmed).
 */
export function useReportPage<R extends RouteDescriptor>(
  endpoint: Endpoint<R>,
  query: DayRange & { groupBy?: string; category?: string | undefined },
): ReportState {
  const { brandId } = useOperator()
  const selection = { ...query, merchantId: brandId ?? undefined }
  const key = JSON.stringify(selection)
  const [page, setPage] = useState({ key, num: 1 })
  const pageNum = page.key === key ? page.num : 1
  const valid = rangeProblem(query) === null
  const answer = useQuery({
    queryKey: ['report', endpoint.url, key, pageNum],
    queryFn: ({ signal }) =>
      call(endpoint, { query: { ...selection, pageNum, pageSize: PAGE_SIZE } as CallInput<R>['query'], signal }),
    enabled: valid,
    placeholderData: keepPreviousData,
  })
  return {
    selection,
    page: answer.data as PageOf<unknown> | undefined,
    loading: valid && answer.isPending,
    stale: answer.isPlaceholderData,
    error: answer.error,
    onPage: (num: number) => setPage({ key, num }),
  }
}

/**
 * Brand names and currencies by id, from the operator's own scope, and the brand column: only
 * when the rows can be of more than one brand, since a column of one name says nothing.
 */
export function useBrands() {
  const { me, brandId } = useOperator()
  const byId = new Map(me.brands.map((brand) => [brand.id, brand]))
  const name = (id: number) => byId.get(id)?.name ?? `#${id}`
  const several = brandId === null && me.brands.length > 1
  return {
    name,
    currency: (id: number) => byId.get(id)?.currency ?? '',
    column: <T extends { merchantId: number }>(header: string): ColumnDef<T>[] =>
      several ? [{ id: 'brand', accessorFn: (row) => name(row.merchantId), header }] : [],
  }
}

/** A figure to total over the rows shown: an amount (added exactly) or a count. */
export type TotalSpec<T> =
  { label: string; amount: (row: T) => string; signed?: boolean } | { label: string; count: (row: T) => number }

/**
 * The totals of the rows shown, one line per currency (brands of different currencies never add
 * up). The API pages and has no totals of its own, so a paged report totals its page and says so.
 */
export function Totals<T extends { merchantId: number }>({
  rows,
  specs,
  paged,
}: {
  rows: T[]
  specs: TotalSpec<T>[]
  paged: boolean
}) {
  const { t } = useTexts(REPORTS)
  const brands = useBrands()
  if (rows.length === 0 || specs.length === 0) return null
  const currencies = [...new Set(rows.map((row) => brands.currency(row.merchantId)))]
  return (
    <section className="card report-totals" aria-label={paged ? t('pageTotals') : t('totals')}>
      {currencies.map((currency) => {
        const mine = rows.filter((row) => brands.currency(row.merchantId) === currency)
        return (
          <div key={currency} className="totals-line">
            <span className="totals-title">
              {paged ? t('pageTotals') : t('totals')} <span className="kpi-currency">{currency}</span>
            </span>
            {specs.map((spec) => {
              const value =
                'amount' in spec
                  ? sumAmounts(mine.map(spec.amount))
                  : formatCount(mine.reduce((sum, row) => sum + spec.count(row), 0))
              const negative = 'amount' in spec && spec.signed === true && toMinor(value) < 0n
              return (
                <span key={spec.label} className="totals-figure" role="group" aria-label={spec.label}>
                  <span className="totals-label">{spec.label}</span>
                  <span className={negative ? 'num strong amount-out' : 'num strong'}>
                    {'amount' in spec ? formatMoney(value) : value}
                  </span>
                </span>
              )
            })}
          </div>
        )
      })}
    </section>
  )
}

/** The rows of a report as a dense table, with its totals above. */
export function ReportTable<T extends { merchantId: number }>({
  report,
  columns,
  rowKey,
  totals,
  label,
}: {
  report: ReportState
  columns: ColumnDef<T>[]
  rowKey: (row: T) => string
  totals: TotalSpec<T>[]
  label: string
}) {
  const { t } = useTexts(REPORTS)
  const page = report.page as PageOf<T> | undefined
  return (
    <div className={report.stale ? 'report-body report-stale' : 'report-body'}>
      <Totals rows={page?.content ?? []} specs={totals} paged={(page?.totalPages ?? 0) > 1} />
      <DataTable
        label={label}
        columns={columns}
        page={page}
        loading={report.loading}
        error={report.error}
        onPage={report.onPage}
        rowKey={rowKey}
        empty={t('empty')}
      />
    </div>
  )
}

/** An amount cell's shared definition: right-aligned, exact, red when below zero if signed. */
export function amountColumn<T>(id: string, header: string, read: (row: T) => string, signed = false): ColumnDef<T> {
  return {
    id,
    header,
    accessorFn: (row) => Number(read(row)),
    meta: { align: 'end' },
    cell: (info) => {
      const value = read(info.row.original)
      return <span className={signed && toMinor(value) < 0n ? 'amount-out' : undefined}>{formatMoney(value)}</span>
    },
  }
}

export function countColumn<T>(id: string, header: string, read: (row: T) => number): ColumnDef<T> {
  return { id, header, accessorFn: read, meta: { align: 'end' }, cell: (info) => formatCount(read(info.row.original)) }
}
