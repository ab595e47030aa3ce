import { sql } from 'kysely'
import type { Db } from '../../../db/database'
import { ESCROW_KIND } from '../escrow'

/** An open bet as settlement reads it: the engine's inputs and where its money goes. */
export interface OpenBet {
  id: bigint
  memberId: bigint
  merchantId: number
  currency: string
  chaseId: bigint | null
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

/** The next open bets of a draw after `afterId`, in id order (keyset paging over the (draw_id, id) index). */
export async function openBets(db: Db, drawId: bigint, afterId: bigint, limit: number): Promise<OpenBet[]> {
  const { rows } = await sql<OpenBet>`
    SELECT id, member_id, merchant_id, currency, chase_id, play_type, numbers, stations, position, form, unit, points, odds, price, terms, cost
    FROM lottery_bets WHERE draw_id = ${drawId} AND id > ${afterId} AND status = 'open' ORDER BY id LIMIT ${limit}`.execute(db)
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
  status: 'won' | 'void'
}

/**
 * Writes the paying outcomes of a batch, open -> won or void, and answers only the rows this
 * statement changed: a concurrent run that got there first made them non-open, so they are not
 * returned here and not paid twice.
 */
export async function flipPaying(
  trx: Db, drawId: bigint, rows: { id: bigint; status: 'won' | 'void'; payout: bigint; detail: string }[], now: Date,
): Promise<Flipped[]> {
  if (rows.length === 0) return []
  const { rows: flipped } = await sql<Flipped>`
    UPDATE lottery_bets b SET status = v.s, payout = v.p, detail = v.d, settled_at = ${now}
    FROM unnest(${rows.map((r) => String(r.id))}::bigint[], ${rows.map((r) => r.status)}::text[], ${rows.map((r) => String(r.payout))}::bigint[], ${rows.map((r) => r.detail)}::text[]) AS v (id, s, p, d)
    WHERE b.id = v.id AND b.draw_id = ${drawId} AND b.status = 'open'
    RETURNING b.id, b.draw_id, b.member_id, b.merchant_id, b.currency, b.chase_id, b.payout, b.status`.execute(trx)
  return flipped
}

/** Every bet still open in (afterId, lastId] lost: the batch's paying bets were written first. */
export async function markLost(trx: Db, drawId: bigint, afterId: bigint, lastId: bigint, now: Date): Promise<void> {
  await sql`UPDATE lottery_bets SET status = 'lost', payout = 0, settled_at = ${now}
    WHERE draw_id = ${drawId} AND id > ${afterId} AND id <= ${lastId} AND status = 'open'`.execute(trx)
}

/** Open bets refunded in full (void draw, stopped chase), at most `limit`, answered as flipped. */
export async function flipRefund(trx: Db, where: { drawId: bigint } | { chaseId: bigint; drawIds: bigint[] }, limit: number, now: Date): Promise<Flipped[]> {
  const scope = 'drawId' in where ? sql`draw_id = ${where.drawId}` : sql`chase_id = ${where.chaseId} AND draw_id IN (SELECT id FROM lottery_draws WHERE id = ANY(${where.drawIds.map(String)}::bigint[]) AND state = 'open' FOR KEY SHARE)`
  const status = 'drawId' in where ? 'void' : 'cancelled'
  const { rows } = await sql<Flipped>`
    UPDATE lottery_bets SET status = ${status}, payout = cost, detail = ${status === 'void' ? 'draw void: refunded' : 'chase stopped: refunded'}, settled_at = ${now}
    WHERE id IN (SELECT id FROM lottery_bets WHERE ${scope} AND status = 'open' ORDER BY id LIMIT ${limit} FOR UPDATE)
      AND status = 'open'
    RETURNING id, draw_id, member_id, merchant_id, currency, chase_id, payout, status`.execute(trx)
  return rows
}

export async function hasOpenBets(db: Db, drawId: bigint): Promise<boolean> {
  const row = await db.selectFrom('lotteryBets').select('id').where('drawId', '=', drawId).where('status', '=', 'open').limit(1).executeTakeFirst()
  return row !== undefined
}

/** Stakes and payouts of the settled bets (won or lost) per merchant and currency. */
export async function totals(trx: Db, drawId: bigint) {
  const { rows } = await sql<{ merchantId: number; currency: string; betCount: bigint; stakes: bigint; payouts: bigint }>`
    SELECT merchant_id, currency, count(*)::bigint AS bet_count, coalesce(sum(cost), 0)::bigint AS stakes, coalesce(sum(payout), 0)::bigint AS payouts
    FROM lottery_bets WHERE draw_id = ${drawId} AND status IN ('won', 'lost') GROUP BY merchant_id, currency`.execute(trx)
  return rows
}

export async function saveTotals(trx: Db, drawId: bigint, rows: Awaited<ReturnType<typeof totals>>): Promise<void> {
  if (rows.length === 0) return
  await trx
    .insertInto('lotteryDrawTotals')
    .values(rows.map((r) => ({ drawId, merchantId: r.merchantId, currency: r.currency, betCount: r.betCount, stakes: r.stakes, payouts: r.payouts, houseResult: r.stakes - r.payouts })))
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
