import { sql } from 'kysely'
import type { Db } from '../../../db/database'
import type { LotteryBetStatus } from '../../../db/lottery-schema'

/**
 * The slip's draws still taking bets: checked first against the caller's clock (the cut-off), and
 * again as the transaction's last statement against the database clock and the draw time, so that
 * a placement delayed past its draw's time rolls back instead of committing behind settlement.
 * No lock on the draw row: every placement on a draw would queue on it (decision 028).
 */
export async function openDraws(trx: Db, ids: bigint[], now: Date): Promise<number> {
  const rows = await trx.selectFrom('lotteryDraws').select('id').where('id', 'in', ids).where('state', '=', 'open').where('closeAt', '>', now).execute()
  return rows.length
}

export async function stillBeforeDraw(trx: Db, ids: bigint[]): Promise<number> {
  const rows = await trx.selectFrom('lotteryDraws').select('id').where('id', 'in', ids).where('state', '=', 'open').where('drawAt', '>', sql<Date>`clock_timestamp()`).execute()
  return rows.length
}

/**
 * Adds to running sums, each kept at or under its cap; answers the keys accepted, as 'drawId|key' (a
 * key over its cap is neither inserted nor updated, so it is missing from the answer). Keys arrive sorted,
 * so two slips lock shared keys in one order.
 */
export async function addExposure(trx: Db, rows: { drawId: bigint; key: string; amount: bigint; cap: bigint }[]): Promise<Set<string>> {
  if (rows.length === 0) return new Set()
  const { rows: accepted } = await sql<{ drawId: bigint; key: string }>`
    INSERT INTO lottery_exposure AS e (draw_id, key, amount, cap)
    SELECT d, k, a, c FROM unnest(${rows.map((r) => String(r.drawId))}::bigint[], ${rows.map((r) => r.key)}::text[],
      ${rows.map((r) => String(r.amount))}::bigint[], ${rows.map((r) => String(r.cap))}::bigint[]) AS x (d, k, a, c)
    WHERE a <= c
    ON CONFLICT (draw_id, key) DO UPDATE SET amount = e.amount + excluded.amount, cap = excluded.cap
    WHERE e.amount + excluded.amount <= excluded.cap
    RETURNING e.draw_id, e.key`.execute(trx)
  return new Set(accepted.map((r) => `${r.drawId}|${r.key}`))
}

export function findSlipByRequest(db: Db, memberId: bigint, requestId: string) {
  return db.selectFrom('lotterySlips').selectAll().where('memberId', '=', memberId).where('requestId', '=', requestId).executeTakeFirst()
}

export async function insertSlip(trx: Db, values: { merchantId: number; memberId: bigint; currency: string; gameCode: string; requestId: string | null; chaseId: bigint | null; totalCost: bigint }) {
  return (await trx.insertInto('lotterySlips').values(values).returning('id').executeTakeFirstOrThrow()).id
}

export async function insertChase(trx: Db, values: { merchantId: number; memberId: bigint; gameCode: string; stopOnWin: boolean }) {
  return (await trx.insertInto('lotteryChases').values(values).returning('id').executeTakeFirstOrThrow()).id
}

export interface NewBet {
  drawId: bigint
  slipId: bigint
  chaseId: bigint | null
  merchantId: number
  memberId: bigint
  currency: string
  playType: string
  numbers: string
  stations: string
  position: number | null
  form: string | null
  unit: bigint
  points: boolean
  odds: string
  price: string
  terms: string | null
  selection: string
  cost: bigint
}

export function insertBets(trx: Db, bets: NewBet[]) {
  return trx.insertInto('lotteryBets').values(bets).returningAll().execute()
}

export type BetRow = Awaited<ReturnType<typeof insertBets>>[number]

const betColumns = ['b.id', 'b.slipId', 'b.chaseId', 'b.drawId', 'b.playType', 'b.numbers', 'b.stations', 'b.position', 'b.form', 'b.unit', 'b.points', 'b.odds', 'b.cost', 'b.payout', 'b.status', 'b.detail', 'b.createdAt', 'b.settledAt', 'd.issueNo', 'd.gameCode', 'd.state as drawState'] as const

export function betsOfSlip(db: Db, slipId: bigint) {
  return db.selectFrom('lotteryBets as b').innerJoin('lotteryDraws as d', 'd.id', 'b.drawId').select(betColumns).where('b.slipId', '=', slipId).orderBy('b.id').execute()
}

export type BetView = Awaited<ReturnType<typeof betsOfSlip>>[number]

export interface BetFilter {
  memberId: bigint
  gameCode?: string
  status?: LotteryBetStatus
  drawId?: bigint
}

function filtered(db: Db, f: BetFilter) {
  let q = db.selectFrom('lotteryBets as b').innerJoin('lotteryDraws as d', 'd.id', 'b.drawId').where('b.memberId', '=', f.memberId)
  if (f.gameCode) q = q.where('d.gameCode', '=', f.gameCode)
  // Losers of a settled draw may still read open in the row until they are marked (decision 028).
  if (f.status === 'lost') q = q.where((eb) => eb.or([eb('b.status', '=', 'lost'), eb.and([eb('b.status', '=', 'open'), eb('d.state', '=', 'settled')])]))
  else if (f.status === 'open') q = q.where('b.status', '=', 'open').where('d.state', '<>', 'settled')
  else if (f.status) q = q.where('b.status', '=', f.status)
  if (f.drawId !== undefined) q = q.where('b.drawId', '=', f.drawId)
  return q
}

export function memberBets(db: Db, f: BetFilter, limit: number, offset: number) {
  return filtered(db, f).select(betColumns).orderBy('b.id', 'desc').limit(limit).offset(offset).execute()
}

export async function memberTotals(db: Db, f: BetFilter) {
  return filtered(db, f)
    .select([sql<string>`count(*)`.as('n'), sql<string>`coalesce(sum(b.cost), 0)`.as('cost'), sql<string>`coalesce(sum(b.payout), 0)`.as('payout')])
    .executeTakeFirstOrThrow()
}

/** The member's stake and payout per draw, for the result list. */
export function memberDrawTotals(db: Db, memberId: bigint, drawIds: bigint[]) {
  if (drawIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('lotteryBets')
    .select(['drawId', sql<string>`sum(cost) FILTER (WHERE status NOT IN ('cancelled', 'void'))`.as('stake'), sql<string>`coalesce(sum(payout) FILTER (WHERE status IN ('won', 'lost')), 0)`.as('payout')])
    .where('memberId', '=', memberId)
    .where('drawId', 'in', drawIds)
    .groupBy('drawId')
    .execute()
}

/** Games the member bet on lately, newest first. */
export function recentGames(db: Db, memberId: bigint, limit: number) {
  return db
    .selectFrom('lotterySlips')
    .select(['gameCode', sql<Date>`max(created_at)`.as('last')])
    .where('memberId', '=', memberId)
    .groupBy('gameCode')
    .orderBy('last', 'desc')
    .limit(limit)
    .execute()
}
