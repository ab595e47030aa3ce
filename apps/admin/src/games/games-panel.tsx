import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ColumnDef } from '@tanstack/react-table'
import { useState } from 'react'
import { DataTable } from '../components/data-table'
import { ErrorAlert } from '../components/common'
import { call } from '../lib/api'
import { useTexts } from '../lib/i18n'
import { useOperator } from '../shell/operator-context'
import { type BrandGame, gamesApi } from './games.api'
import { GAMES } from './games.texts'
import { ImportDialog } from './import-dialog'

const PAGE_SIZE = 20
type Flag = 'enabled' | 'isHot' | 'isNew'

/** The platform's games as the brand shows them, a page at a time; each switch saves at once. */
export function GamesPanel({ merchantId }: { merchantId: number }) {
  const { t } = useTexts(GAMES)
  const { me, can } = useOperator()
  const manage = can('games.manage')
  const queryClient = useQueryClient()
  const [vendorCode, setVendorCode] = useState('')
  const [search, setSearch] = useState('')
  const [pageNum, setPageNum] = useState(1)
  const [importing, setImporting] = useState(false)
  const vendors = useQuery({
    queryKey: ['games', 'vendors', merchantId],
    queryFn: () => call(gamesApi.vendors, { params: { merchantId } }),
  })
  const query = {
    ...(vendorCode ? { vendorCode } : {}),
    ...(search.trim() ? { search: search.trim() } : {}),
    pageNum,
    pageSize: PAGE_SIZE,
  }
  const key = ['games', 'list', merchantId, query]
  const games = useQuery({
    queryKey: key,
    queryFn: () => call(gamesApi.games, { params: { merchantId }, query }),
    placeholderData: keepPreviousData,
  })
  const save = useMutation({
    mutationFn: ({ game, flag }: { game: BrandGame; flag: Flag }) =>
      call(gamesApi.saveGame, {
        params: { merchantId, gameId: game.id },
        body: {
          enabled: game.enabled,
          isHot: game.isHot,
          isNew: game.isNew,
          sortOrder: game.sortOrder,
          [flag]: !game[flag],
        },
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['games'] }),
  })
  const flagColumn = (flag: Flag, header: string): ColumnDef<BrandGame> => ({
    id: flag,
    header,
    cell: ({ row }) => (
      <input
        type="checkbox"
        checked={row.original[flag]}
        disabled={!manage || save.isPending}
        aria-label={t('games.toggle', { field: header, name: row.original.name })}
        onChange={() => save.mutate({ game: row.original, flag })}
      />
    ),
  })
  const columns: ColumnDef<BrandGame>[] = [
    {
      id: 'name',
      accessorKey: 'name',
      header: t('games.col.name'),
      cell: ({ row }) => (
        <span className="games-game">
          <strong>{row.original.name}</strong>
          {row.original.overridden ? <span className="chip">{t('games.own')}</span> : null}
        </span>
      ),
    },
    { id: 'code', accessorKey: 'code', header: t('games.col.code') },
    { id: 'category', accessorKey: 'category', header: t('games.col.category') },
    { id: 'rtp', header: t('games.col.rtp'), cell: ({ row }) => (row.original.rtp ? `${row.original.rtp}%` : '—') },
    flagColumn('enabled', t('games.col.enabled')),
    flagColumn('isHot', t('games.col.hot')),
    flagColumn('isNew', t('games.col.new')),
    { id: 'sortOrder', accessorKey: 'sortOrder', header: t('games.col.order') },
  ]
  const toolbar = (
    <>
      <select
        className="select"
        aria-label={t('games.vendor')}
        value={vendorCode}
        onChange={(event) => {
          setVendorCode(event.target.value)
          setPageNum(1)
        }}
      >
        <option value="">{t('games.allVendors')}</option>
        {(vendors.data ?? []).map((v) => (
          <option key={v.vendorCode} value={v.vendorCode}>
            {v.displayName}
          </option>
        ))}
      </select>
      <input
        className="input input-search"
        type="search"
        aria-label={t('games.search')}
        placeholder={t('games.search')}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value)
          setPageNum(1)
        }}
      />
      {manage && me.installationWide && vendorCode ? (
        <button className="button button-secondary" type="button" onClick={() => setImporting(true)}>
          {t('games.import')}
        </button>
      ) : null}
    </>
  )
  return (
    <>
      <ErrorAlert error={save.error} />
      <DataTable
        columns={columns}
        page={games.data}
        loading={games.isFetching}
        error={games.error}
        onPage={setPageNum}
        toolbar={toolbar}
        empty={t('games.empty')}
        rowKey={(game) => game.id}
        rowClassName={(game) => (game.enabled && game.platformEnabled ? undefined : 'row-muted')}
        label={t('games.label')}
      />
      {importing ? (
        <ImportDialog
          vendorCode={vendorCode}
          onClose={() => setImporting(false)}
          onImported={() => void queryClient.invalidateQueries({ queryKey: ['games'] })}
        />
      ) : null}
    </>
  )
}
