import { addDays } from '@sea/rules'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { ColumnDef } from '@tanstack/react-table'
import { type ReactNode, useMemo, useState } from 'react'
import type { TFunction } from 'i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { DataTable } from '../components/data-table'
import { call } from '../lib/api'
import { formatCount, formatDateTime, useDateTime, useTimeZone } from '../lib/format'
import { useTexts } from '../lib/i18n'
import { useOperator } from '../shell/operator-context'
import { needsAction, SettlementBadge, StatusBadge, useDrawMoney } from './draw-status'
import { gameName } from './games'
import { type CalendarDraw, type DeskGame, lotteryApi } from './lottery.api'
import { LOTTERY } from './lottery.texts'

const WEEK = 7
const OFFICIAL = 'official'
const ALL = 'all'

/**
 * The draw calendar: a week of draws, soonest first, official ones by default (the fast in-house
 * games draw every minute and would bury them). The week, game and page live in the address.
 */
export function CalendarPage() {
  const { t } = useTexts(LOTTERY)
  const { brandId } = useOperator()
  const zone = useTimeZone()
  const at = useDateTime()
  const navigate = useNavigate()
  const [search, setSearch] = useSearchParams()
  // The default week starts yesterday, so that last night's draws still waiting for a result show.
  const [start] = useState(() => addDays(formatDateTime(Date.now(), zone, 'day'), -1))
  const from = /^\d{4}-\d{2}-\d{2}$/.test(search.get('from') ?? '') ? (search.get('from') as string) : start
  const game = search.get('game') ?? OFFICIAL
  const pageNum = Number(search.get('page') ?? 1) || 1
  const set = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(search)
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key)
      else next.set(key, value)
    }
    if (!('page' in changes)) next.delete('page')
    setSearch(next, { replace: true })
  }
  const query = {
    from,
    to: addDays(from, WEEK - 1),
    pageNum,
    pageSize: 100,
    ...(game === OFFICIAL ? { official: true } : game === ALL ? {} : { gameCode: game }),
    ...(brandId === null ? {} : { merchantId: brandId }),
  }
  const calendar = useQuery({
    queryKey: ['lottery', 'calendar', query],
    queryFn: () => call(lotteryApi.calendar, { query }),
    placeholderData: keepPreviousData,
  })
  const games = useMemo(() => new Map((calendar.data?.games ?? []).map((g) => [g.gameCode, g])), [calendar.data?.games])
  const isOfficial = (draw: CalendarDraw) => games.get(draw.gameCode)?.inHouse === false
  const waiting = (calendar.data?.content ?? []).filter((draw) => needsAction(draw, isOfficial(draw))).length
  const money = useDrawMoney()
  const columns = columnsOf(t, at, games, money)
  return (
    <>
      <DataTable
        label={t('calendar.label')}
        columns={columns}
        page={calendar.data}
        loading={calendar.isPending}
        error={calendar.error}
        empty={t('calendar.empty')}
        rowKey={(draw) => draw.drawId}
        rowClassName={(draw) => (needsAction(draw, isOfficial(draw)) ? 'lot-row-action' : undefined)}
        onRowClick={(draw) => void navigate(`/lottery/draws/${draw.drawId}`)}
        onPage={(page) => set({ page: String(page) })}
        toolbar={
          <div className="filters">
            <select
              className="select"
              aria-label={t('calendar.game')}
              value={game}
              onChange={(event) => set({ game: event.target.value === OFFICIAL ? null : event.target.value })}
            >
              <option value={OFFICIAL}>{t('calendar.official')}</option>
              <option value={ALL}>{t('calendar.all')}</option>
              {(calendar.data?.games ?? []).map((g: DeskGame) => (
                <option key={g.gameCode} value={g.gameCode}>
                  {gameName(g)}
                </option>
              ))}
            </select>
            <div className="lot-week">
              <button
                className="button button-secondary button-small"
                type="button"
                aria-label={t('calendar.previous')}
                onClick={() => set({ from: addDays(from, -WEEK) })}
              >
                ‹
              </button>
              <input
                className="input lot-date"
                type="date"
                aria-label={t('calendar.from')}
                value={from}
                onChange={(event) => event.target.value && set({ from: event.target.value })}
              />
              <span className="muted">– {addDays(from, WEEK - 1)}</span>
              <button
                className="button button-secondary button-small"
                type="button"
                aria-label={t('calendar.next')}
                onClick={() => set({ from: addDays(from, WEEK) })}
              >
                ›
              </button>
              {from !== start ? (
                <button
                  className="button button-secondary button-small"
                  type="button"
                  onClick={() => set({ from: null })}
                >
                  {t('calendar.thisWeek')}
                </button>
              ) : null}
            </div>
            {waiting > 0 ? (
              <span className="badge badge-pending">{t('calendar.waiting', { count: waiting })}</span>
            ) : null}
          </div>
        }
      />
      <p className="muted lot-footnote">{t('calendar.zone', { zone: calendar.data?.timezone ?? zone })}</p>
    </>
  )
}

function columnsOf(
  t: TFunction,
  at: ReturnType<typeof useDateTime>,
  byCode: Map<string, DeskGame>,
  money: (amount: string) => ReactNode,
): ColumnDef<CalendarDraw>[] {
  return [
    {
      id: 'drawAt',
      accessorKey: 'drawAt',
      header: t('col.drawAt'),
      cell: (info) => <span className="num lot-nowrap">{at(info.row.original.drawAt)}</span>,
    },
    {
      id: 'game',
      accessorFn: (draw) => gameName(byCode.get(draw.gameCode), draw.gameCode),
      header: t('col.game'),
      cell: (info) => (
        <span className="lot-game">
          <span className="strong">{info.getValue<string>()}</span>
          {info.row.original.stations.length ? (
            <span className="muted">{info.row.original.stations.map((s) => s.code).join(' · ')}</span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'issue',
      accessorKey: 'issueNo',
      header: t('col.issue'),
      cell: (info) => <span className="num">{info.row.original.issueNo}</span>,
    },
    {
      id: 'status',
      accessorKey: 'state',
      header: t('col.status'),
      cell: (info) => (
        <StatusBadge draw={info.row.original} official={byCode.get(info.row.original.gameCode)?.inHouse === false} />
      ),
    },
    {
      id: 'settlement',
      accessorFn: (draw) => draw.settlement.status,
      header: t('col.settlement'),
      cell: (info) => <SettlementBadge settlement={info.row.original.settlement} />,
    },
    {
      id: 'bets',
      accessorKey: 'betCount',
      header: t('col.bets'),
      meta: { align: 'end' },
      cell: (info) => formatCount(info.row.original.betCount),
    },
    {
      id: 'stakes',
      accessorFn: (draw) => Number(draw.stakes),
      header: t('col.stakes'),
      meta: { align: 'end' },
      cell: (info) => money(info.row.original.stakes),
    },
    {
      id: 'payouts',
      accessorFn: (draw) => Number(draw.payouts),
      header: t('col.payouts'),
      meta: { align: 'end' },
      cell: (info) => money(info.row.original.payouts),
    },
    {
      id: 'house',
      accessorFn: (draw) => Number(draw.houseResult),
      header: t('col.house'),
      meta: { align: 'end' },
      cell: (info) => money(info.row.original.houseResult),
    },
  ]
}
