import { useState, type FormEvent, type ReactNode } from 'react'
import { Icon, type IconName } from '../../../components/ui/icon'
import { DataTable, type TableColumn } from '../../../components/ui/data-table'
import { EmptyState, Pagination, QueryView, type PagedQueryState } from '../../../components/ui/states'
import { usePeriod } from '../period'
import { PeriodChips } from './parts'
import './agent.css'

/**
 * A report's filters: the period (last 7 days first), the account searched for (`draft` while
 * typed, `username` once sent) and the page. Any filter change goes back to the first page.
 */
export function useReportFilters(initialUsername = '') {
  const period = usePeriod('last7')
  const [draft, setDraft] = useState(initialUsername)
  const [username, setUsername] = useState(initialUsername)
  const [page, setPage] = useState(1)
  const refilter = (change: () => void) => {
    change()
    setPage(1)
  }
  const search = (event: FormEvent) => {
    event.preventDefault()
    refilter(() => setUsername(draft.trim()))
  }
  return { period, draft, setDraft, username, page, setPage, refilter, search }
}

export type ReportFilters = ReturnType<typeof useReportFilters>

/**
 * One column of a report. The first column leads the row (the phone layout's card title); the
 * others carry their header as `data-label` for the phone layout.
 */
export type ReportColumn<Row, Totals> = TableColumn<Row> & {
  /** Shown dimmed (times). */
  muted?: boolean
  /** The column's figure in the totals row; columns without one stay empty there. */
  total?: (totals: Totals) => ReactNode
}

type Paged<Row> = { content: Row[]; totalPages: number }

export type FilteredReportProps<Row, Totals, Data extends Paged<Row>> = {
  filters: ReportFilters
  /** The account search: its label, and a submit button's text when the report has one. */
  search: { label: string; submit?: string }
  /** Filters after the account search (selects, chips). */
  more?: ReactNode
  query: PagedQueryState<Data>
  columns: readonly ReportColumn<Row, Totals>[]
  rowKey: (row: Row) => string
  empty: { icon: IconName; title: string }
  /** Shown instead of the results while the report waits for an account to be named. */
  idle?: ReactNode
  /** The totals row: its label and the totals from a page of data. */
  totals?: { label: string; of: (data: Data) => Totals }
}

/** An agent-centre report: period chips and filters, the query's states, a paged table and its totals. */
export function FilteredReport<Row, Totals, Data extends Paged<Row>>({
  filters,
  search,
  more,
  query,
  columns,
  rowKey,
  empty,
  idle,
  totals,
}: FilteredReportProps<Row, Totals, Data>) {
  const { period, draft, setDraft, page, setPage, refilter } = filters
  const cellClass = (column: ReportColumn<Row, Totals>, index: number) =>
    index === 0 ? 'lead' : column.num ? 'num' : column.muted ? 'muted' : undefined
  return (
    <div className="centre-panel ag">
      <PeriodChips
        value={period.preset}
        days={period.days}
        onChange={(preset) => refilter(() => period.setPreset(preset))}
      >
        <form
          className={search.submit ? 'ag-search ag-search--submit' : 'ag-search'}
          onSubmit={filters.search}
          role="search"
        >
          <Icon name="search" size={16} />
          <input
            className="panel-input"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder={search.label}
            aria-label={search.label}
            maxLength={64}
          />
          {search.submit ? (
            <button type="submit" className="ag-mini ag-mini--accent">
              {search.submit}
            </button>
          ) : null}
        </form>
        {more}
      </PeriodChips>
      {idle ?? (
        <QueryView query={query} rows={5}>
          {(data) =>
            data.content.length === 0 ? (
              <EmptyState icon={empty.icon} title={empty.title} />
            ) : (
              <>
                <DataTable
                  className="ag-table"
                  busy={query.isPlaceholderData}
                  columns={columns}
                  rows={data.content}
                  rowKey={rowKey}
                  cellClass={(column, _row, index) => cellClass(column, index)}
                  unlabelledLead
                >
                  {totals ? <TotalsRow columns={columns} label={totals.label} totals={totals.of(data)} /> : null}
                </DataTable>
                <Pagination page={page} totalPages={data.totalPages} onChange={setPage} />
              </>
            )
          }
        </QueryView>
      )}
    </div>
  )
}

function TotalsRow<Row, Totals>({
  columns,
  label,
  totals,
}: {
  columns: readonly ReportColumn<Row, Totals>[]
  label: string
  totals: Totals
}) {
  return (
    <tfoot>
      <tr>
        {columns.map((column, index) =>
          index === 0 ? (
            <td key={column.header} className="lead">
              {label}
            </td>
          ) : column.total ? (
            <td key={column.header} className="num" data-label={column.header}>
              {column.total(totals)}
            </td>
          ) : (
            <td key={column.header} />
          ),
        )}
      </tr>
    </tfoot>
  )
}
