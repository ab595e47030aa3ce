import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { ColumnDef } from '@tanstack/react-table'
import { useState } from 'react'
import { DataTable } from '../components/data-table'
import { call } from '../lib/api'
import { formatMoney, useDateTime } from '../lib/format'
import { useTexts } from '../lib/i18n'
import { useOperator } from '../shell/operator-context'
import { type GameTerms, lotteryApi } from './lottery.api'
import { TermsDialog } from './terms-dialog'
import { TERMS } from './terms.texts'

/**
 * Each brand's lottery terms: a row per game with its limits and what differs from the platform.
 * Terms are a brand's, so "all brands" in the top bar shows one brand at a time, chosen here.
 */
export function TermsPage() {
  const { t } = useTexts(TERMS)
  const { me, brandId, can } = useOperator()
  const at = useDateTime()
  const queryClient = useQueryClient()
  const [chosen, setChosen] = useState<number | null>(null)
  const merchantId = brandId ?? chosen ?? me.brands[0]?.id ?? 0
  const brand = me.brands.find((b) => b.id === merchantId)
  const list = useQuery({
    queryKey: ['lottery', 'terms', merchantId],
    queryFn: () => call(lotteryApi.games, { query: { merchantId } }),
  })
  const [editing, setEditing] = useState<GameTerms | null>(null)
  const columns: ColumnDef<GameTerms>[] = [
    {
      id: 'game',
      accessorKey: 'name',
      header: t('col.game'),
      cell: (i) => (
        <span className="lot-game">
          <span className="strong">{i.row.original.name}</span>
          <span className="muted">{i.row.original.gameCode}</span>
        </span>
      ),
    },
    {
      id: 'offered',
      accessorKey: 'enabled',
      header: t('col.offered'),
      cell: (i) => (
        <span className={i.row.original.enabled ? 'badge badge-ok' : 'badge badge-disabled'}>
          {t(i.row.original.enabled ? 'yes' : 'no')}
        </span>
      ),
    },
    {
      id: 'stake',
      accessorFn: (row) => Number(row.limits.maxStake),
      header: t('col.stake'),
      meta: { align: 'end' },
      cell: (i) => (
        <span className="lot-nowrap">
          {formatMoney(i.row.original.limits.minStake)} – {formatMoney(i.row.original.limits.maxStake)}
        </span>
      ),
    },
    ...(['maxPerNumber', 'maxPerIssue'] as const).map((key): ColumnDef<GameTerms> => ({
      id: key,
      accessorFn: (row) => Number(row.limits[key]),
      header: t(`col.${key}`),
      meta: { align: 'end' },
      cell: (i) => formatMoney(i.row.original.limits[key]),
    })),
    {
      id: 'liabilityCap',
      accessorFn: (row) => Number(row.liabilityCap),
      header: t('col.liabilityCap'),
      meta: { align: 'end' },
      cell: (i) => formatMoney(i.row.original.liabilityCap),
    },
    {
      id: 'changes',
      accessorFn: (row) => Object.keys(row.overrides.odds ?? {}).length + (row.overrides.disabled ?? []).length,
      header: t('col.changes'),
      cell: (i) => {
        const odds = Object.keys(i.row.original.overrides.odds ?? {}).length
        const off = i.row.original.overrides.disabled ?? []
        if (!odds && !off.length) return <span className="muted">{t('defaults')}</span>
        return (
          <span className="chips">
            {odds ? <span className="chip chip-owner">{t('oddsChanged', { count: odds })}</span> : null}
            {off.map((type) => (
              <span key={type} className="chip lot-chip-off" title={t('playTypeOff')}>
                {type}
              </span>
            ))}
          </span>
        )
      },
    },
    {
      id: 'updatedAt',
      accessorFn: (row) => row.updatedAt ?? '',
      header: t('col.updatedAt'),
      cell: (i) => <span className="num muted">{at(i.row.original.updatedAt)}</span>,
    },
    ...(can('lottery.settings')
      ? [
          {
            id: 'actions',
            header: t('col.actions'),
            enableSorting: false,
            cell: (i) => (
              <button
                className="button button-secondary button-small"
                type="button"
                aria-label={t('editFor', { game: i.row.original.name })}
                onClick={() => setEditing(i.row.original)}
              >
                {t('edit')}
              </button>
            ),
          } satisfies ColumnDef<GameTerms>,
        ]
      : []),
  ]
  return (
    <div className="lot-stack lot-terms">
      <DataTable
        label={t('label')}
        columns={columns}
        page={list.data}
        loading={list.isPending}
        error={list.error}
        empty={t('empty')}
        rowKey={(row) => row.gameCode}
        rowClassName={(row) => (row.enabled ? undefined : 'row-muted')}
        // The edit button sits in the last column, off a narrow screen: the whole row opens it too.
        onRowClick={can('lottery.settings') ? (row) => setEditing(row) : undefined}
        toolbar={
          <div className="filters">
            {brandId === null && me.brands.length > 1 ? (
              <select
                className="select"
                aria-label={t('brand')}
                value={merchantId}
                onChange={(event) => setChosen(Number(event.target.value))}
              >
                {me.brands.map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.name}
                  </option>
                ))}
              </select>
            ) : (
              <span className="strong">{brand?.name}</span>
            )}
            {/* Amounts are in the brand's currency, named once here rather than in every cell. */}
            <span className="chip">{brand?.currency}</span>
          </div>
        }
      />
      <p className="muted lot-footnote">{t('note')}</p>
      {editing ? (
        <TermsDialog
          game={editing}
          merchantId={merchantId}
          brandName={brand?.name ?? ''}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null)
            void queryClient.invalidateQueries({ queryKey: ['lottery', 'terms'] })
          }}
        />
      ) : null}
    </div>
  )
}
