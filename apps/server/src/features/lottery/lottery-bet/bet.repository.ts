import { sql } from 'kysely'
import type { Db } from '../../../db/database'
import type { LotteryBetStatus } from '../../../db/lottery-schema'

export function findSlipByRequest(db: Db, memberId: bigint, requestId: string) {
  return db
    .selectFrom('lotterySlips')
    .selectAll()
    .where('memberId', '=', memberId)
    .where('requestId', '=', requestId)
    .executeTakeFirst()
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

const betColumns = [
  'b.id',
  'b.slipId',
  'b.chaseId',
  'b.drawId',
  'b.playType',
  'b.numbers',
  'b.stations',
  'b.position',
  'b.form',
  'b.unit',
  'b.points',
  'b.odds',
  'b.cost',
  'b.payout',
  'b.status',
  'b.detail',
  'b.createdAt',
  'b.settledAt',
  'd.issueNo',
  'd.gameCode',
  'd.state as drawState',
  'd.stations as drawStations',
] as const

export function betsOfSlip(db: Db, slipId: bigint) {
  return db
    .selectFrom('lotteryBets as b')
    .innerJoin('lotteryDraws as d', 'd.id', 'b.drawId')
    .select(betColumns)
    .where('b.slipId', '=', slipId)
    .orderBy('b.id')
    .execute()
}

export type BetView = Awaited<ReturnType<typeof betsOfSlip>>[number]

export interface BetFilter {
  memberId: bigint
  gameCode?: string
  status?: LotteryBetStatus
  drawId?: bigint
}

function filtered(db: Db, f: BetFilter) {
  let q = db
    .selectFrom('lotteryBets as b')
    .innerJoin('lotteryDraws as d', 'd.id', 'b.drawId')
    .where('b.memberId', '=', f.memberId)
  if (f.gameCode) q = q.where('d.gameCode', '=', f.gameCode)
  // Losers of a settled draw may still read open in the row until they are marked (decision 028).
  if (f.status === 'lost')
    q = q.where((eb) =>
      eb.or([eb('b.status', '=', 'lost'), eb.and([eb('b.status', '=', 'open'), eb('d.state', '=', 'settled')])]),
    )
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
    .select([
      sql<string>`count(*)`.as('n'),
      sql<string>`coalesce(sum(b.cost), 0)`.as('cost'),
      sql<string>`coalesce(sum(b.payout), 0)`.as('payout'),
    ])
    .executeTakeFirstOrThrow()
}

/** The member's stake and payout per draw, for the result list. */
export function memberDrawTotals(db: Db, memberId: bigint, drawIds: bigint[]) {
  if (drawIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('lotteryBets')
    .select([
      'drawId',
      sql<string>`sum(cost) FILTER (WHERE status NOT IN ('cancelled', 'void'))`.as('stake'),
      sql<string>`coalesce(sum(payout) FILTER (WHERE status IN ('won', 'lost')), 0)`.as('payout'),
    ])
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

export async function findChase(db: Db, chaseId: bigint) {
  return db.selectFrom('lotteryChases').select(['id', 'memberId']).where('id', '=', chaseId).executeTakeFirst()
}
