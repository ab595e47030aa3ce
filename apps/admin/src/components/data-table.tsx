import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  type SortingState,
  useReactTable,
  type VisibilityState,
} from '@tanstack/react-table'
import { type ReactNode, useState } from 'react'
import { useTexts } from '../lib/i18n'
import { formatCount } from '../lib/format'
import { ErrorAlert } from './common'
import { COMMON } from './components.texts'
import { ColumnChooser } from './popover'

/** One page of a server-paged list, as the contract's `Page(...)` answers it. */
export interface PageOf<T> {
  content: T[]
  pageNum: number
  totalPages: number
  totalElements: number
}

/**
 * A dense table over one page of a server-paged list: headers sort the page shown, a menu hides
 * columns, the pager asks the server for another page. Filters and searches live in `toolbar`,
 * above the rows, and belong to the calling page (they are query parameters).
 */
export function DataTable<T>({
  columns,
  page,
  loading,
  error,
  onPage,
  toolbar,
  empty,
  rowKey,
  rowClassName,
  onRowClick,
  label,
}: {
  columns: ColumnDef<T>[]
  page: PageOf<T> | T[] | undefined
  loading: boolean
  error?: unknown
  /** Asked for another page; left out for a list that is not paged. */
  onPage?: (pageNum: number) => void
  toolbar?: ReactNode
  empty?: string
  rowKey: (row: T) => string | number
  rowClassName?: (row: T) => string | undefined
  onRowClick?: (row: T) => void
  /** The table's accessible name. */
  label: string
}) {
  const { t } = useTexts(COMMON)
  const [sorting, setSorting] = useState<SortingState>([])
  const [visibility, setVisibility] = useState<VisibilityState>({})
  const rows = Array.isArray(page) ? page : (page?.content ?? [])
  // TanStack Table keeps its own state and hands out fresh functions; React Compiler skips it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    state: { sorting, columnVisibility: visibility },
    onSortingChange: setSorting,
    onColumnVisibilityChange: setVisibility,
    getRowId: (row) => String(rowKey(row)),
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  })
  const firstColumn = table.getAllLeafColumns()[0]?.id
  const total = Array.isArray(page) ? page.length : (page?.totalElements ?? 0)
  return (
    <section className="card">
      <div className="toolbar">
        {toolbar}
        <span className="muted toolbar-count">{t('total', { count: total, formatted: formatCount(total) })}</span>
        <ColumnChooser
          label={t('columns')}
          locked={firstColumn}
          columns={table.getAllLeafColumns().map((column) => ({
            id: column.id,
            label: typeof column.columnDef.header === 'string' ? column.columnDef.header : column.id,
            visible: column.getIsVisible(),
            toggle: () => column.toggleVisibility(),
          }))}
        />
      </div>
      {error ? (
        <div className="card-body">
          <ErrorAlert error={error} />
        </div>
      ) : null}
      <div className="table-wrap">
        <table className="table" aria-label={label} aria-busy={loading}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted()
                  const align = (header.column.columnDef.meta as { align?: 'end' } | undefined)?.align
                  return (
                    <th
                      key={header.id}
                      className={align === 'end' ? 'th-end' : undefined}
                      aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : 'none'}
                    >
                      {header.column.getCanSort() ? (
                        <button type="button" className="th-sort" onClick={header.column.getToggleSortingHandler()}>
                          {flexRender(header.column.columnDef.header, header.getContext())}
                          <span className="sort-mark" aria-hidden="true">
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : ''}
                          </span>
                        </button>
                      ) : (
                        flexRender(header.column.columnDef.header, header.getContext())
                      )}
                    </th>
                  )
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr
                key={row.id}
                className={[rowClassName?.(row.original), onRowClick ? 'row-link' : undefined]
                  .filter(Boolean)
                  .join(' ')}
                onClick={onRowClick ? () => onRowClick(row.original) : undefined}
              >
                {row.getVisibleCells().map((cell) => {
                  const align = (cell.column.columnDef.meta as { align?: 'end' } | undefined)?.align
                  return (
                    <td key={cell.id} className={align === 'end' ? 'td-end num' : undefined}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  )
                })}
              </tr>
            ))}
            {rows.length === 0 ? (
              <tr>
                <td className="td-empty" colSpan={table.getVisibleLeafColumns().length}>
                  {loading ? t('loading') : (empty ?? t('empty'))}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      {onPage && !Array.isArray(page) && page && page.totalPages > 1 ? <Pager page={page} onPage={onPage} /> : null}
    </section>
  )
}

function Pager({ page, onPage }: { page: PageOf<unknown>; onPage: (pageNum: number) => void }) {
  const { t } = useTexts(COMMON)
  return (
    <nav className="pager" aria-label={t('page', { page: page.pageNum, pages: page.totalPages })}>
      <button
        className="button button-secondary button-small"
        type="button"
        disabled={page.pageNum <= 1}
        onClick={() => onPage(page.pageNum - 1)}
      >
        {t('previous')}
      </button>
      <span className="muted">{t('page', { page: page.pageNum, pages: page.totalPages })}</span>
      <button
        className="button button-secondary button-small"
        type="button"
        disabled={page.pageNum >= page.totalPages}
        onClick={() => onPage(page.pageNum + 1)}
      >
        {t('next')}
      </button>
    </nav>
  )
}
