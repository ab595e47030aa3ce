import { sql } from 'kysely'
import type { Db } from '../../../db/database'
import type { LotteryDrawState } from '../../../db/lottery-schema'

export interface NewIssue {
  gameCode: string
  issueNo: string
  closeAt: Date
  drawAt: Date
  stations: string
  serverSeed: string | null
  serverSeedSealed: string | null
  seedHash: string | null
  clientSeed: string | null
  fairVersion: number
}

/** Several instances may plan the same issues: the unique (game, issue) keeps the first. */
export async function insertIssues(db: Db, issues: NewIssue[]): Promise<number> {
  if (issues.length === 0) return 0
  const rows = await db
    .insertInto('lotteryDraws')
    .values(issues)
    .onConflict((oc) => oc.columns(['gameCode', 'issueNo']).doNothing())
    .returning('id')
    .execute()
  return rows.length
}

export async function latestDrawAt(db: Db, gameCode: string): Promise<Date | null> {
  const row = await db
    .selectFrom('lotteryDraws')
    .select('drawAt')
    .where('gameCode', '=', gameCode)
    .orderBy('drawAt', 'desc')
    .limit(1)
    .executeTakeFirst()
  return row?.drawAt ?? null
}

/** In-house draws whose time has come. */
export function dueInHouse(db: Db, now: Date, limit: number) {
  return db
    .selectFrom('lotteryDraws as d')
    .innerJoin('lotteryGames as g', 'g.code', 'd.gameCode')
    .select(['d.id', 'g.engine', 'g.region'])
    .where('d.state', '=', 'open')
    .where('g.inHouse', '=', true)
    .where('d.drawAt', '<=', now)
    .orderBy('d.drawAt')
    .limit(limit)
    .execute()
}

/** What a drawn in-house draw publishes: the seed revealed, and scheme 2's client seed and bets digest. */
export interface DrawnFair {
  serverSeed: string
  clientSeed: string
  betsDigest: string | null
  betCount: number | null
}

/** open -> drawn once: a second instance finds the state changed and does nothing. */
export async function markDrawn(db: Db, id: bigint, result: unknown, fair: DrawnFair, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('lotteryDraws')
    .set({ state: 'drawn', result: JSON.stringify(result), drawnAt: now, ...fair })
    .where('id', '=', id)
    .where('state', '=', 'open')
    .returning('id')
    .executeTakeFirst()
  return row !== undefined
}

export function drawsToSettle(db: Db, limit: number) {
  return db
    .selectFrom('lotteryDraws')
    .select('id')
    .where('state', '=', 'drawn')
    .orderBy('drawAt')
    .limit(limit)
    .execute()
}

export function findDraw(db: Db, id: bigint) {
  return db.selectFrom('lotteryDraws').selectAll().where('id', '=', id).executeTakeFirst()
}

export type DrawRow = NonNullable<Awaited<ReturnType<typeof findDraw>>>

/** The draw row locked for a state change; placement takes the weaker key-share lock on it. */
export function lockDraw(trx: Db, id: bigint) {
  return trx.selectFrom('lotteryDraws').selectAll().where('id', '=', id).forUpdate().executeTakeFirst()
}

/**
 * The digest of every bet on a draw (decision 036): SHA-256 (hex) of one line per bet, in id
 * order, `id|slip|member|playType|selection|cost` each ended by a newline; no bets hash the empty
 * text. Bet rows are never deleted and these columns never change, so the digest can be recomputed
 * from the rows at any time.
 */
export async function betsDigest(trx: Db, drawId: bigint): Promise<{ digest: string; count: number }> {
  const row = await sql<{ digest: string; count: string }>`
    SELECT encode(sha256(convert_to(coalesce(string_agg(
      b.id || '|' || b.slip_id || '|' || b.member_id || '|' || b.play_type || '|' || b.selection || '|' || b.cost || chr(10), '' ORDER BY b.id
    ), ''), 'UTF8')), 'hex') AS digest, count(*) AS count
    FROM lottery_bets b WHERE b.draw_id = ${drawId}`.execute(trx)
  const { digest, count } = row.rows[0]!
  return { digest, count: Number(count) }
}

export async function setDraw(
  trx: Db,
  id: bigint,
  values: Partial<{
    state: LotteryDrawState
    result: string | null
    enteredResult: string | null
    enteredBy: number | null
    confirmedBy: number | null
    voidReason: string | null
    drawnAt: Date | null
    settledAt: Date | null
    voidRequestedBy: number | null
    voidRequestedAt: Date | null
  }>,
): Promise<void> {
  await trx.updateTable('lotteryDraws').set(values).where('id', '=', id).execute()
}

/** Open issues of a game from now, soonest first. */
export function openIssues(db: Db, gameCode: string, now: Date, limit: number) {
  return db
    .selectFrom('lotteryDraws')
    .selectAll()
    .where('gameCode', '=', gameCode)
    .where('state', '=', 'open')
    .where('closeAt', '>', now)
    .orderBy('drawAt')
    .limit(limit)
    .execute()
}

/** The current (next to close) issue of every game, one query. */
export function currentIssues(db: Db, now: Date) {
  return db
    .selectFrom('lotteryDraws')
    .selectAll()
    .distinctOn('gameCode')
    .where('state', '=', 'open')
    .where('closeAt', '>', now)
    .orderBy('gameCode')
    .orderBy('drawAt')
    .execute()
}

/** Drawn results, newest first. */
export function results(db: Db, filter: { gameCodes?: string[]; limit: number; offset?: number }) {
  let q = db.selectFrom('lotteryDraws').selectAll().where('state', 'in', ['drawn', 'settled'])
  if (filter.gameCodes) q = q.where('gameCode', 'in', filter.gameCodes.length ? filter.gameCodes : [''])
  return q
    .orderBy('drawAt', 'desc')
    .orderBy('id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset ?? 0)
    .execute()
}

export async function countResults(db: Db, gameCode: string): Promise<number> {
  const row = await db
    .selectFrom('lotteryDraws')
    .select(sql<string>`count(*)`.as('n'))
    .where('gameCode', '=', gameCode)
    .where('state', 'in', ['drawn', 'settled'])
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** onlyClosed: open draws only once past their cut-off (the ones waiting for a result). */
export function operatorDraws(
  db: Db,
  filter: {
    states: LotteryDrawState[]
    gameCode?: string
    now: Date
    limit: number
    offset: number
    onlyClosed: boolean
  },
) {
  let q = db.selectFrom('lotteryDraws').selectAll().where('state', 'in', filter.states)
  if (filter.onlyClosed) q = q.where((eb) => eb.or([eb('state', '<>', 'open'), eb('closeAt', '<=', filter.now)]))
  if (filter.gameCode) q = q.where('gameCode', '=', filter.gameCode)
  return q.orderBy('drawAt', 'desc').limit(filter.limit).offset(filter.offset).execute()
}

/** Per draw totals of one merchant (or all, for installation-wide operators). */
export function totalsOf(db: Db, drawIds: bigint[], merchantIds: readonly number[] | null) {
  if (drawIds.length === 0) return Promise.resolve([])
  let q = db
    .selectFrom('lotteryBets')
    .select((eb) => [
      'drawId',
      eb.fn.countAll<string>().as('betCount'),
      sql<string>`coalesce(sum(cost), 0)`.as('stakes'),
      sql<string>`coalesce(sum(payout) FILTER (WHERE status IN ('won', 'lost')), 0)`.as('payouts'),
    ])
    .where('drawId', 'in', drawIds)
    .where('status', '<>', 'cancelled')
  if (merchantIds !== null) q = q.where('merchantId', 'in', merchantIds)
  return q.groupBy('drawId').execute()
}

/** Voided draws whose refunds have not all been made (a crash between void and refund). */
export function voidedToFinish(db: Db, limit: number) {
  return db
    .selectFrom('lotteryDraws')
    .select('id')
    .where('state', '=', 'void')
    .where('settledAt', 'is', null)
    .limit(limit)
    .execute()
}
