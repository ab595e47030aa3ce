import type { ReactNode } from 'react'

/** What a table needs of a column: its header (also the phone layout's `data-label`) and its cell. */
export type TableColumn<Row> = {
  header: string
  /** A right-aligned figure (the header's class). */
  num?: boolean
  cell: (row: Row) => ReactNode
}

/**
 * A page of rows as a table that the phone layout turns into cards: each cell carries its
 * column's header as `data-label`, except the lead cell when it is the card's title.
 */
export function DataTable<Row, Column extends TableColumn<Row>>({
  className,
  busy,
  columns,
  rows,
  rowKey,
  cellClass,
  unlabelledLead = false,
  children,
}: {
  className: string
  /** The rows are a placeholder while the next page loads. */
  busy: boolean
  columns: readonly Column[]
  rows: readonly Row[]
  rowKey: (row: Row) => string
  cellClass: (column: Column, row: Row, index: number) => string | undefined
  unlabelledLead?: boolean
  /** After the body: a totals row. */
  children?: ReactNode
}) {
  return (
    <table className={className} aria-busy={busy}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col" className={column.num ? 'num' : undefined}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column, index) => (
              <td
                key={column.header}
                className={cellClass(column, row, index)}
                data-label={unlabelledLead && index === 0 ? undefined : column.header}
              >
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      {children}
    </table>
  )
}
