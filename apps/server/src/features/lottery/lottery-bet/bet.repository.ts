import { sql } from 'kysely'
import type { Db } from '../../../db/database'
import type { LotteryBetStatus } from '../../../db/lottery-schema'

/**
 * The draws of a slip, key-share locked: a draw cannot turn from open to drawn (FOR UPDATE)
 * while a placement on it is in flight, and the cut-off is checked against the caller's clock.
 */
export async function lockOpenDraws(trx: Db, ids: bigint[], now: Date): Promise<bigint[]> {
  const rows = await trx
    .selectFrom('lotteryDraws')
    .select('id')
    .where('id', 'in', ids)
    .where('state', '=', 'open')
    .where('closeAt', '>', now)
    .orderBy('id')
    .forKeyShare()
    .execute()
  return rows.map((r) => r.id)
}

/**
 * Adds to running sums, each kept at or under its cap; answers how many keys were accepted (a
 * key over its cap is neither inserted nor updated, so fewer rows come back). Keys arrive sorted,
 * so two slips lock shared keys in one order.
 */
export async function addExposure(trx: Db, rows: { drawId: bigint; key: string; amount: bigint }[], cap: bigint): Promise<number> {
  if (rows.length === 0) return 0
  const { rows: accepted } = await sql<{ key: string }>`
    INSERT INTO lottery_exposure AS e (draw_id, key, amount)
    SELECT d, k, a FROM unnest(${rows.map((r) => String(r.drawId))}::bigint[], ${rows.map((r) => r.key)}::text[], ${rows.map((r) => String(r.amount))}::bigint[]) AS x (d, k, a)
    WHERE a <= ${String(cap)}::bigint
    ON CONFLICT (draw_id, key) DO UPDATE SET amount = e.amount + excluded.amount
    WHERE e.amount + excluded.amount <= ${String(cap)}::bigint
    RETURNING e.key`.execute(trx)
  return accepted.length
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
  cost: bigint
}

export function insertBets(trx: Db, bets: NewBet[]) {
  return trx.insertInto('lotteryBets').values(bets).returningAll().execute()
}

export type BetRow = Awaited<ReturnType<typeof insertBets>>[number]

const betColumns = ['b.id', 'b.slipId', 'b.chaseId', 'b.drawId', 'b.playType', 'b.numbers', 'b.stations', 'b.position', 'b.form', 'b.unit', 'b.points', 'b.odds', 'b.cost', 'b.payout', 'b.status', 'b.detail', 'b.createdAt', 'b.settledAt', 'd.issueNo', 'd.gameCode'] as const

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
  if (f.status) q = q.where('b.status', '=', f.status)
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
