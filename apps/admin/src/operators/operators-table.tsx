import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  type SortingState,
  useReactTable,
  type VisibilityState,
} from '@tanstack/react-table'
import { useMemo, useState } from 'react'
import { ColumnChooser, usePopover } from '../components/popover'
import { currentLanguage, HTML_LANG, useTexts } from '../lib/i18n'
import { useOperator } from '../shell/operator-context'
import type { RowAction } from './operator-dialogs'
import type { OperatorAccount } from './operator-form'
import { OPERATORS } from './operators.texts'

type Action = RowAction | 'edit'

/**
 * The operators as a dense, sortable table with a choice of columns. Paging is left out: an
 * installation has tens of operators, not thousands; later lists page on the server.
 */
export function OperatorsTable({
  operators,
  loading,
  onAction,
}: {
  operators: OperatorAccount[]
  loading: boolean
  onAction: ((action: Action, operator: OperatorAccount) => void) | null
}) {
  const { t } = useTexts(OPERATORS)
  const { me } = useOperator()
  const [sorting, setSorting] = useState<SortingState>([{ id: 'username', desc: false }])
  const [visibility, setVisibility] = useState<VisibilityState>({})
  const [filter, setFilter] = useState('')
  const brandNames = useMemo(() => new Map(me.brands.map((brand) => [brand.id, brand.name])), [me.brands])
  const language = currentLanguage()
  const columns = useMemo<ColumnDef<OperatorAccount>[]>(() => {
    const dateFormat = new Intl.DateTimeFormat(HTML_LANG[language], { dateStyle: 'medium', timeStyle: 'short' })
    return [
      {
        id: 'username',
        accessorKey: 'username',
        header: t('col.username'),
        cell: (info) => <span className="strong">{info.row.original.username}</span>,
      },
      {
        id: 'roles',
        accessorFn: (row) => row.roles.join(','),
        header: t('col.roles'),
        cell: (info) => (
          <span className="chips">
            {info.row.original.roles.map((role) => (
              <span key={role} className={`chip chip-${role}`}>
                {t(`roles.${role}`)}
              </span>
            ))}
          </span>
        ),
      },
      {
        id: 'brands',
        accessorFn: (row) =>
          row.merchantIds === null ? '' : row.merchantIds.map((id) => brandNames.get(id) ?? `#${id}`).join(', '),
        header: t('col.brands'),
        cell: (info) =>
          info.row.original.merchantIds === null ? (
            <span className="muted">{t('allBrands')}</span>
          ) : (
            <span className="cell-clip" title={info.getValue<string>()}>
              {info.getValue<string>()}
            </span>
          ),
      },
      {
        id: 'status',
        accessorKey: 'status',
        header: t('col.status'),
        cell: (info) => (
          <span className={`badge badge-${info.row.original.status}`}>{t(`status.${info.row.original.status}`)}</span>
        ),
      },
      {
        id: 'enrolled',
        accessorKey: 'enrolled',
        header: t('col.enrolled'),
        cell: (info) => (
          <span className={info.row.original.enrolled ? 'badge badge-ok' : 'badge badge-pending'}>
            {t(info.row.original.enrolled ? 'enrolled.yes' : 'enrolled.no')}
          </span>
        ),
      },
      {
        id: 'lastLogin',
        accessorFn: (row) => row.lastLoginAt ?? '',
        header: t('col.lastLogin'),
        cell: (info) => {
          const at = info.row.original.lastLoginAt
          return at ? (
            <span className="num">{dateFormat.format(new Date(at))}</span>
          ) : (
            <span className="muted">{t('never')}</span>
          )
        },
      },
    ]
  }, [t, brandNames, language])
  // TanStack Table keeps its own state and hands out fresh functions; React Compiler skips it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: operators,
    columns,
    state: { sorting, columnVisibility: visibility, globalFilter: filter },
    onSortingChange: setSorting,
    onColumnVisibilityChange: setVisibility,
    onGlobalFilterChange: setFilter,
    globalFilterFn: (row, _column, value: string) =>
      row.original.username.toLowerCase().includes(value.trim().toLowerCase()),
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
  })
  const rows = table.getRowModel().rows
  return (
    <section className="card">
      <div className="toolbar">
        <input
          className="input input-search"
          type="search"
          placeholder={t('search')}
          aria-label={t('search')}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
        <span className="muted toolbar-count">{t('count', { count: rows.length })}</span>
        <ColumnChooser
          columns={table.getAllLeafColumns().map((column) => ({
            id: column.id,
            label: String(column.columnDef.header),
            visible: column.getIsVisible(),
            toggle: () => column.toggleVisibility(),
          }))}
          label={t('columns')}
          locked="username"
        />
      </div>
      <div className="table-wrap">
        <table className="table">
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted()
                  return (
                    <th key={header.id} aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : 'none'}>
                      <button type="button" className="th-sort" onClick={header.column.getToggleSortingHandler()}>
                        {flexRender(header.column.columnDef.header, header.getContext())}
                        <span className="sort-mark" aria-hidden="true">
                          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : ''}
                        </span>
                      </button>
                    </th>
                  )
                })}
                {onAction ? <th className="th-actions">{t('col.actions')}</th> : null}
              </tr>
            ))}
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className={row.original.status === 'disabled' ? 'row-muted' : undefined}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                ))}
                {onAction ? (
                  <td className="td-actions">
                    {/* The server refuses changes to one's own account: another operator makes them. */}
                    {row.original.id === me.id ? null : <RowMenu operator={row.original} onAction={onAction} />}
                  </td>
                ) : null}
              </tr>
            ))}
            {rows.length === 0 && !loading ? (
              <tr>
                <td className="td-empty" colSpan={table.getVisibleLeafColumns().length + (onAction ? 1 : 0)}>
                  {t('empty')}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
    </section>
  )
}

function RowMenu({
  operator,
  onAction,
}: {
  operator: OperatorAccount
  onAction: (action: Action, operator: OperatorAccount) => void
}) {
  const { t } = useTexts(OPERATORS)
  const { open, setOpen, ref } = usePopover()
  const actions: Action[] = [
    'edit',
    operator.status === 'active' ? 'disable' : 'enable',
    'resetAuthenticator',
    'resetPassword',
  ]
  return (
    <div className="popover" ref={ref}>
      <button
        className="icon-button"
        type="button"
        aria-label={t('actions.menu', { username: operator.username })}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
          <circle cx="3" cy="8" r="1.5" fill="currentColor" />
          <circle cx="8" cy="8" r="1.5" fill="currentColor" />
          <circle cx="13" cy="8" r="1.5" fill="currentColor" />
        </svg>
      </button>
      {open ? (
        <div className="menu menu-right" role="menu">
          {actions.map((action) => (
            <button
              key={action}
              className={action === 'disable' ? 'menu-item menu-item-danger' : 'menu-item'}
              role="menuitem"
              type="button"
              onClick={() => {
                setOpen(false)
                onAction(action, operator)
              }}
            >
              {t(`actions.${action}`)}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  )
}
