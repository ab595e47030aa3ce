import { useState, type ReactNode } from 'react'
import { DataTable, type TableColumn } from '../../../components/ui/data-table'
import { EmptyState, Pagination, QueryView, type PagedQueryState } from '../../../components/ui/states'
import type { IconName } from '../../../components/ui/icon'
import type { DatePreset } from '../date-range'
import { useRecordRange } from '../use-record-range'
import { DateRangeFilter } from './date-range-filter'
import './records.css'

/** A record page's period and page; a change of period or filter goes back to the first page. */
export function useRecordList(initial: DatePreset) {
  const range = useRecordRange(initial)
  const [page, setPage] = useState(1)
  const refilter = (change: () => void) => {
    change()
    setPage(1)
  }
  return { range, page, setPage, refilter }
}

export type RecordListState = ReturnType<typeof useRecordList>

/** One column: its header, the cell's classes and content. */
export type RecordColumn<Row> = TableColumn<Row> & {
  cellClass: string | ((row: Row) => string)
}

type Paged<Row> = { content: Row[]; pageNum: number; totalPages: number; totalElements: number }

export type RecordListProps<Row, Data extends Paged<Row>> = {
  list: RecordListState
  /** Filters beside the period. */
  filters?: ReactNode
  /** Shown between the filters and the list (a period total). */
  above?: ReactNode
  query: PagedQueryState<Data>
  /** Placeholder rows while the first page loads. */
  loadingRows: number
  empty: { icon: IconName; title: string; body: ReactNode }
  /** Shown above the count (the period's totals from the page's data). */
  summary?: (data: Data) => ReactNode
  count: (count: number) => string
  /** Whether the count is announced when it changes. */
  announceCount?: boolean
  tableClass?: string
  columns: readonly RecordColumn<Row>[]
  rowKey: (row: Row) => string
  /** Shown after the list (a detail modal). */
  children?: ReactNode
}

/** A member record page: period and filters, loading, error and empty states, the count, a table and paging. */
export function RecordList<Row, Data extends Paged<Row>>(props: RecordListProps<Row, Data>) {
  const {
    list,
    filters,
    above,
    query,
    loadingRows,
    empty,
    summary,
    count,
    announceCount = true,
    tableClass,
    columns,
    rowKey,
    children,
  } = props
  const { range, setPage, refilter } = list
  return (
    <div className="centre-panel">
      <DateRangeFilter
        choice={range.choice}
        timeZone={range.timeZone}
        onChange={(choice) => refilter(() => range.setChoice(choice))}
      >
        {filters}
      </DateRangeFilter>
      {above}
      <QueryView
        query={query}
        rows={loadingRows}
        isEmpty={(data) => data.content.length === 0}
        empty={
          <div className="centre-panel__empty">
            <EmptyState icon={empty.icon} title={empty.title}>
              {empty.body}
            </EmptyState>
          </div>
        }
      >
        {(data) => (
          <>
            {summary?.(data)}
            <div className="centre-panel__meta" aria-live={announceCount ? 'polite' : undefined}>
              <span>{count(data.totalElements)}</span>
            </div>
            <DataTable
              className={tableClass ? `records-table ${tableClass}` : 'records-table'}
              busy={query.isPlaceholderData}
              columns={columns}
              rows={data.content}
              rowKey={rowKey}
              cellClass={(column, row) =>
                typeof column.cellClass === 'string' ? column.cellClass : column.cellClass(row)
              }
            />
            <Pagination page={data.pageNum} totalPages={data.totalPages} onChange={setPage} />
          </>
        )}
      </QueryView>
      {children}
    </div>
  )
}
