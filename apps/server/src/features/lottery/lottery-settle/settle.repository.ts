import { sql } from 'kysely'
import type { Db } from '../../../db/database'
import { ESCROW_KIND } from '../escrow'

/** The draw's bets grouped by selection (and owner's merchant and currency), with counts and stakes. */
export interface SelectionGroup {
  selection: string
  merchantId: number
  currency: string
  n: bigint
  cost: bigint
  /** Of them, still open. */
  open: bigint
}

export async function selectionGroups(db: Db, drawId: bigint): Promise<SelectionGroup[]> {
  const { rows } = await sql<SelectionGroup>`
    SELECT selection, merchant_id, currency, count(*)::bigint AS n, sum(cost)::bigint AS cost, count(*) FILTER (WHERE status = 'open')::bigint AS open
    FROM lottery_bets WHERE draw_id = ${drawId} AND status IN ('open', 'won', 'lost') GROUP BY selection, merchant_id, currency`.execute(
    db,
  )
  return rows
}

/** What a paying selection pays each of its bets: the stake back (void), or unit x num / den rounded down. */
export interface Paying {
  selection: string
  void: boolean
  num: bigint
  den: bigint
  detail: string
}

/** Flipped bets summed per member and outcome: what one member is credited, and the bets behind it. */
export interface Credit {
  merchantId: number
  currency: string
  memberId: bigint
  status: 'won' | 'lost' | 'void' | 'cancelled'
  amount: bigint
  /** The smallest bet id among them, which no other run can flip. */
  first: bigint
  n: bigint
}

/**
 * Writes the outcome of paying selections to their open bets, open -> won (lost when a tiny unit
 * rounds the payout to nothing) or void, and answers what the statement itself changed, summed per
 * member and outcome: a concurrent run that got there first made those bets non-open, so they are
 * neither summed nor paid twice. Summed in the database: a batch answers a row per member, not per bet.
 */
export async function flipSelections(trx: Db, drawId: bigint, rows: Paying[], now: Date): Promise<Credit[]> {
  if (rows.length === 0) return []
  const { rows: credits } = await sql<Credit>`
    WITH flipped AS (
      UPDATE lottery_bets b SET
        status = CASE WHEN v.void THEN 'void' WHEN b.unit * v.num / v.den > 0 THEN 'won' ELSE 'lost' END,
        payout = CASE WHEN v.void THEN b.cost ELSE b.unit * v.num / v.den END,
        detail = v.d, settled_at = ${now}
      FROM unnest(${rows.map((r) => r.selection)}::text[], ${rows.map((r) => r.void)}::boolean[], ${rows.map((r) => String(r.num))}::bigint[],
        ${rows.map((r) => String(r.den))}::bigint[], ${rows.map((r) => r.detail)}::text[]) AS v (sel, void, num, den, d)
      WHERE b.draw_id = ${drawId} AND b.selection = v.sel AND b.status = 'open'
      RETURNING b.id, b.member_id, b.merchant_id, b.currency, b.payout, b.status
    )
    SELECT merchant_id, currency, member_id, status, sum(payout)::bigint AS amount, min(id) AS first, count(*)::bigint AS n
    FROM flipped GROUP BY merchant_id, currency, member_id, status`.execute(trx)
  return credits
}

/** What every member's won and voided bets of a drawn draw pay (for a run that did not flip them all itself). */
export async function drawCredits(db: Db, drawId: bigint): Promise<Credit[]> {
  const { rows } = await sql<Credit>`
    SELECT merchant_id, currency, member_id, status, sum(payout)::bigint AS amount, min(id) AS first, count(*)::bigint AS n
    FROM lottery_bets WHERE draw_id = ${drawId} AND status IN ('won', 'void') GROUP BY merchant_id, currency, member_id, status`.execute(
    db,
  )
  return rows
}

export interface Flipped {
  id: bigint
  drawId: bigint
  memberId: bigint
  merchantId: number
  currency: string
  chaseId: bigint | null
  payout: bigint
  status: 'won' | 'void' | 'cancelled'
}

/** Settled draws whose losing bets still read open in their rows. */
export function drawsWithLosers(db: Db, limit: number) {
  return db
    .selectFrom('lotteryDraws')
    .select('id')
    .where('state', '=', 'settled')
    .where('losersMarkedAt', 'is', null)
    .limit(limit)
    .execute()
}

/**
 * Marks the open bets of a settled draw with ids in (afterId, afterId + `limit` bets] lost; answers
 * the last id of that range, or null past the end (keyset over the (draw_id, id) index).
 */
export async function markLosers(
  db: Db,
  drawId: bigint,
  afterId: bigint,
  limit: number,
  now: Date,
): Promise<bigint | null> {
  const { rows } = await sql<{ id: bigint }>`
    SELECT id FROM lottery_bets WHERE draw_id = ${drawId} AND id > ${afterId} ORDER BY id OFFSET ${limit - 1} LIMIT 1`.execute(
    db,
  )
  const last = rows[0]?.id ?? null
  await sql`UPDATE lottery_bets SET status = 'lost', payout = 0, settled_at = ${now}
    WHERE draw_id = ${drawId} AND id > ${afterId} ${last === null ? sql`` : sql`AND id <= ${last}`} AND status = 'open'
      AND EXISTS (SELECT 1 FROM lottery_draws WHERE id = ${drawId} AND state = 'settled')`.execute(db)
  return last
}

/** Open bets refunded in full (void draw, stopped chase), at most `limit`, answered as flipped. */
export async function flipRefund(
  trx: Db,
  where: { drawId: bigint } | { chaseId: bigint; drawIds: bigint[] },
  limit: number,
  now: Date,
): Promise<Flipped[]> {
  const scope =
    'drawId' in where
      ? sql`draw_id = ${where.drawId}`
      : sql`chase_id = ${where.chaseId} AND draw_id IN (SELECT id FROM lottery_draws WHERE id = ANY(${where.drawIds.map(String)}::bigint[]) AND state = 'open' FOR KEY SHARE)`
  const status = 'drawId' in where ? 'void' : 'cancelled'
  const { rows } = await sql<Flipped>`
    UPDATE lottery_bets SET status = ${status}, payout = cost, detail = ${status === 'void' ? 'draw void: refunded' : 'chase stopped: refunded'}, settled_at = ${now}
    WHERE id IN (SELECT id FROM lottery_bets WHERE ${scope} AND status = 'open' ORDER BY id LIMIT ${limit} FOR UPDATE)
      AND status = 'open'
    RETURNING id, draw_id, member_id, merchant_id, currency, chase_id, payout, status`.execute(trx)
  return rows
}

export async function hasOpenBets(db: Db, drawId: bigint): Promise<boolean> {
  const row = await db
    .selectFrom('lotteryBets')
    .select('id')
    .where('drawId', '=', drawId)
    .where('status', '=', 'open')
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

export interface DrawTotals {
  merchantId: number
  currency: string
  betCount: bigint
  stakes: bigint
  payouts: bigint
}

export async function saveTotals(trx: Db, drawId: bigint, rows: DrawTotals[]): Promise<void> {
  if (rows.length === 0) return
  await trx
    .insertInto('lotteryDrawTotals')
    .values(
      rows.map((r) => ({
        drawId,
        merchantId: r.merchantId,
        currency: r.currency,
        betCount: r.betCount,
        stakes: r.stakes,
        payouts: r.payouts,
        houseResult: r.stakes - r.payouts,
      })),
    )
    .onConflict((oc) => oc.columns(['drawId', 'merchantId', 'currency']).doNothing())
    .execute()
}

/** The draw's escrow shards with what is left on them, looked up by their identity index. */
export async function escrowBalances(db: Db, drawId: bigint, shards: number) {
  const { rows: pairs } = await sql<{ merchantId: number; currency: string }>`
    SELECT DISTINCT merchant_id, currency FROM lottery_bets WHERE draw_id = ${drawId}`.execute(db)
  const vendors = Array.from({ length: shards }, (_, s) => `draw:${drawId}:${s}`)
  const out: { id: bigint; merchantId: number; currency: string; balance: bigint }[] = []
  for (const pair of pairs) {
    const { rows } = await sql<{ id: bigint; merchantId: number; currency: string; balance: bigint }>`
      SELECT id, merchant_id, currency, balance FROM ledger_accounts
      WHERE merchant_id = ${pair.merchantId} AND currency = ${pair.currency} AND kind = ${ESCROW_KIND}
        AND coalesce(owner_member_id, 0) = 0 AND coalesce(vendor, '') = ANY(${vendors}::text[])`.execute(db)
    out.push(...rows)
  }
  return out
}

/** Chases with a winning bet in this draw that stop on a win and are still running. */
export async function chasesToStop(trx: Db, drawId: bigint): Promise<bigint[]> {
  const { rows } = await sql<{ id: bigint }>`
    SELECT DISTINCT c.id FROM lottery_chases c JOIN lottery_bets b ON b.chase_id = c.id
    WHERE b.draw_id = ${drawId} AND b.status = 'won' AND c.stop_on_win AND c.stopped_at IS NULL`.execute(trx)
  return rows.map((r) => r.id)
}

export async function losersMarked(db: Db, drawId: bigint, now: Date): Promise<void> {
  await db
    .updateTable('lotteryDraws')
    .set({ losersMarkedAt: now })
    .where('id', '=', drawId)
    .where('state', '=', 'settled')
    .execute()
}

export async function stopChaseRow(db: Db, chaseId: bigint, now: Date): Promise<void> {
  await db
    .updateTable('lotteryChases')
    .set({ stoppedAt: now })
    .where('id', '=', chaseId)
    .where('stoppedAt', 'is', null)
    .execute()
}

/** The draws still taking bets on which the chase has open bets. */
export async function openDrawsOfChase(db: Db, chaseId: bigint, now: Date) {
  return db
    .selectFrom('lotteryBets as b')
    .innerJoin('lotteryDraws as d', 'd.id', 'b.drawId')
    .select('d.id')
    .distinct()
    .where('b.chaseId', '=', chaseId)
    .where('b.status', '=', 'open')
    .where('d.state', '=', 'open')
    .where('d.closeAt', '>', now)
    .execute()
}
