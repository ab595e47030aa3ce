import type { LotteryResult } from '@sea/contract'
import { addDays, startOfDay, utcMidnight } from '@sea/rules'
import type { Db } from '../../../db/database'
import type { Principal } from '../../../http/access'
import { AppError } from '../../../lib/app-error'
import { pageOf } from '../../../lib/paging'
import { fromMinor } from '../../../lib/money'
import { brandsOf, canSee } from '../../operator/operator.service'
import * as draws from '../lottery-draw/draw.repository'
import { operatorViews, sheetHashOf } from '../lottery-draw/result.service'
import * as repo from './desk.repository'
import { type EntryRow, entriesOf } from '../lottery-draw/result-entry.repository'
import { sheetDifferences } from './sheet-diff'

/** A calendar spans at most a month: a fast game draws over a thousand times a day. */
const MAX_CALENDAR_DAYS = 31

interface Page {
  pageNum?: number | undefined
  pageSize?: number | undefined
}
const windowOf = (query: Page) => {
  const pageSize = query.pageSize ?? 50
  const pageNum = query.pageNum ?? 1
  return { pageNum, pageSize, offset: (pageNum - 1) * pageSize }
}

/**
 * The brands whose bets an answer counts: the one asked for (outside the scope: not found), else
 * every brand in scope. The zone is the asked brand's, else the first brand's, else UTC.
 */
async function brandsAndZone(db: Db, principal: Principal, merchantId: number | undefined) {
  const scope = brandsOf(principal)
  const named = merchantId ?? scope?.[0]
  if (named === undefined) return { brands: null, timezone: 'UTC' }
  const merchant = canSee(principal, named) ? await repo.merchantZone(db, named) : undefined
  if (!merchant) throw new AppError('not_found', 'No such merchant')
  return { brands: merchantId === undefined ? scope : [merchantId], timezone: merchant.timezone }
}

function dayRange(from: string, to: string, timezone: string) {
  const start = utcMidnight(from)
  const end = utcMidnight(to)
  const bad = (path: string, message: string) =>
    new AppError('validation_failed', 'Name the days of the calendar', [{ path, message }])
  if (start === null) throw bad('/querystring/from', 'not a day')
  if (end === null) throw bad('/querystring/to', 'not a day')
  if (end < start) throw bad('/querystring/to', 'before from')
  if ((end - start) / 86_400_000 >= MAX_CALENDAR_DAYS) throw bad('/querystring/to', `at most ${MAX_CALENDAR_DAYS} days`)
  return { from: startOfDay(from, timezone), to: startOfDay(addDays(to, 1), timezone) }
}

/**
 * The draw calendar: every draw whose draw time falls on the asked days of a brand's zone (draws
 * are shared, decision 036; the days are the brand's), with the bets of the brands counted.
 */
export async function calendar(
  db: Db,
  principal: Principal,
  query: { from: string; to: string; gameCode?: string; official?: boolean; merchantId?: number } & Page,
  now: Date,
) {
  const { brands, timezone } = await brandsAndZone(db, principal, query.merchantId)
  const range = { ...dayRange(query.from, query.to, timezone), gameCode: query.gameCode, official: query.official }
  const { pageNum, pageSize, offset } = windowOf(query)
  const [rows, total, games] = await Promise.all([
    repo.calendarDraws(db, { ...range, limit: pageSize, offset }),
    repo.countCalendar(db, range),
    repo.deskGames(db),
  ])
  const content = await operatorViews(db, principal, rows, now, brands)
  return { timezone, games: games.map(toDeskGame), ...pageOf(content, pageNum, pageSize, total) }
}

function toDeskGame(game: Awaited<ReturnType<typeof repo.deskGames>>[number]) {
  const names = Object.fromEntries(Object.entries(game.names).filter((pair): pair is [string, string] => !!pair[1]))
  return { gameCode: game.code, names, engine: game.engine, region: game.region, inHouse: game.inHouse }
}

function toEntry(row: EntryRow) {
  return {
    entryId: String(row.id),
    sheet: row.sheet as LotteryResult,
    sheetHash: row.sheetHash ?? sheetHashOf(row.sheet),
    enteredBy: row.enteredBy,
    enteredAt: row.enteredAt.toISOString(),
    outcome: row.outcome,
    decidedBy: row.decidedBy,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    reason: row.reason,
  }
}

/**
 * One draw for the desk: its totals and settlement, and every sheet entered for it. The current
 * sheet is the one waiting for confirmation, else the confirmed one; the differences compare it
 * with the latest sheet before it, so a confirming operator sees what a re-entry changed.
 */
export async function drawDetail(db: Db, principal: Principal, drawId: bigint, now: Date) {
  brandsOf(principal)
  const row = await draws.findDraw(db, drawId)
  if (!row) throw new AppError('not_found', 'No such draw')
  const [[view], entries, games] = await Promise.all([
    operatorViews(db, principal, [row], now),
    entriesOf(db, drawId),
    repo.deskGames(db),
  ])
  const game = games.find((candidate) => candidate.code === row.gameCode)
  if (!game) throw new AppError('not_found', 'No such game')
  const current = entries.find((e) => e.outcome === 'pending' || e.outcome === 'confirmed') ?? null
  const earlier = entries.filter((e) => e !== current)
  const previous = current ? earlier.find((e) => e.id < current.id) : undefined
  return {
    ...view!,
    game: toDeskGame(game),
    currentEntry: current && toEntry(current),
    earlierEntries: earlier.map(toEntry),
    differences:
      current && previous ? sheetDifferences(previous.sheet as LotteryResult, current.sheet as LotteryResult) : [],
  }
}

/**
 * What the house would pay per number of a draw, against each brand's cap. The running sums are
 * kept per brand (their keys name it), so a brand's operator reads its brands' rows only.
 */
export async function exposure(db: Db, principal: Principal, drawId: bigint, query: { merchantId?: number } & Page) {
  const scope = brandsOf(principal)
  if (query.merchantId !== undefined && !canSee(principal, query.merchantId))
    throw new AppError('not_found', 'No such merchant')
  if (!(await draws.findDraw(db, drawId))) throw new AppError('not_found', 'No such draw')
  const brands = query.merchantId === undefined ? scope : [query.merchantId]
  const { pageNum, pageSize, offset } = windowOf(query)
  const [rows, total] = await Promise.all([
    repo.exposureRows(db, { drawId, brands, limit: pageSize, offset }),
    repo.countExposure(db, drawId, brands),
  ])
  const content = rows.map((r) => {
    const amount = BigInt(r.amount)
    const cap = BigInt(r.cap)
    return {
      merchantId: r.merchantId,
      currency: r.currency,
      key: r.key,
      liability: fromMinor(amount),
      cap: fromMinor(cap),
      usedPercent: cap > 0n ? Number((amount * 10_000n) / cap) / 100 : 0,
    }
  })
  return { drawId: String(drawId), ...pageOf(content, pageNum, pageSize, total) }
}
