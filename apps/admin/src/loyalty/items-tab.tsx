import { POINT_ITEM_STATES, type PointItemState } from '@sea/contract'
import { useQuery } from '@tanstack/react-query'
import type { ColumnDef } from '@tanstack/react-table'
import { useMemo, useState } from 'react'
import { DataTable } from '../components/data-table'
import { call } from '../lib/api'
import { formatCount, formatMoney } from '../lib/format'
import { currentLanguage, useTexts } from '../lib/i18n'
import { titleOf } from '../promotions/promotions.api'
import { useOperator } from '../shell/operator-context'
import { ItemForm } from './item-form'
import { StateFilter } from './loyalty-fields'
import { type Item, loyaltyApi, loyaltyKey } from './loyalty.api'
import { LOYALTY } from './loyalty.texts'
import { ITEMS } from './items.texts'

export const STATE_BADGE: Record<string, string> = {
  draft: 'badge badge-draft',
  live: 'badge badge-ok',
  hidden: 'badge badge-disabled',
  paused: 'badge badge-pending',
  ended: 'badge badge-disabled',
}

/** The brand's mall items in display order, every state; loyalty.manage adds and edits them. */
export function ItemsTab({ merchantId }: { merchantId: number }) {
  const { t } = useTexts(ITEMS)
  const shared = useTexts(LOYALTY).t
  const { can } = useOperator()
  const language = currentLanguage()
  const [pageNum, setPageNum] = useState(1)
  const [state, setState] = useState<PointItemState | ''>('')
  const [editing, setEditing] = useState<Item | 'new' | null>(null)
  const manage = can('loyalty.manage')
  const list = useQuery({
    queryKey: loyaltyKey(merchantId, 'items', state, pageNum),
    queryFn: ({ signal }) =>
      call(loyaltyApi.items, {
        params: { merchantId: String(merchantId) },
        query: { pageNum, pageSize: 20, ...(state ? { state } : {}) },
        signal,
      }),
  })
  const columns = useMemo<ColumnDef<Item>[]>(
    () => [
      {
        id: 'title',
        header: t('item.title'),
        cell: ({ row }) => <span className="strong">{titleOf(row.original.titles, language)}</span>,
      },
      {
        id: 'kind',
        header: t('item.kind'),
        cell: ({ row }) => <span className="chip">{shared(`itemKind.${row.original.kind}`)}</span>,
      },
      {
        id: 'points',
        header: t('item.points'),
        meta: { align: 'end' },
        cell: ({ row }) => formatCount(row.original.points),
      },
      {
        id: 'value',
        header: t('item.value'),
        meta: { align: 'end' },
        cell: ({ row }) =>
          row.original.value !== null
            ? formatMoney(row.original.value)
            : row.original.rounds !== null
              ? t('item.roundsOf', { rounds: row.original.rounds, game: row.original.gameCode ?? '' })
              : '—',
      },
      {
        id: 'stock',
        header: t('item.stock'),
        meta: { align: 'end' },
        cell: ({ row }) => (row.original.stock === null ? t('item.unlimited') : formatCount(row.original.stock)),
      },
      {
        id: 'redeemed',
        header: t('item.redeemed'),
        meta: { align: 'end' },
        cell: ({ row }) => formatCount(row.original.redeemed),
      },
      {
        id: 'state',
        header: t('item.state'),
        cell: ({ row }) => (
          <span className={STATE_BADGE[row.original.state]}>{t(`itemState.${row.original.state}`)}</span>
        ),
      },
      ...(manage
        ? [
            {
              id: 'actions',
              header: '',
              cell: ({ row }) => (
                <button
                  type="button"
                  className="button button-secondary button-small"
                  aria-label={`${shared('edit')} ${titleOf(row.original.titles, language)}`}
                  onClick={() => setEditing(row.original)}
                >
                  {shared('edit')}
                </button>
              ),
            } satisfies ColumnDef<Item>,
          ]
        : []),
    ],
    [t, shared, language, manage],
  )
  return (
    <>
      <DataTable
        label={t('item.table')}
        columns={columns}
        page={list.data}
        loading={list.isPending}
        error={list.error}
        onPage={setPageNum}
        rowKey={(row) => row.id}
        empty={t('item.empty')}
        toolbar={
          <>
            <StateFilter
              label={t('item.state')}
              every={shared('allStates')}
              value={state}
              options={POINT_ITEM_STATES}
              labelOf={(option) => t(`itemState.${option}`)}
              onChange={(value) => {
                setState(value)
                setPageNum(1)
              }}
            />
            {manage ? (
              <button type="button" className="button button-primary" onClick={() => setEditing('new')}>
                {t('item.create')}
              </button>
            ) : null}
          </>
        }
      />
      {editing ? (
        <ItemForm
          merchantId={merchantId}
          item={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  )
}
