import { sql } from 'kysely'
import type { Db } from '../db/database'

/**
 * The loyalty stream's reads and its cursor (decision 055). Facts are read in (tx, id) order and
 * only from transactions older than every one still running, so a fact that commits after the
 * cursor moved on still lies ahead of it.
 */

export interface StreamPosition {
  tx: string
  factId: bigint
}

/** Locks the one cursor row for this transaction: passes on several instances take turns. */
export async function lockCursor(trx: Db): Promise<StreamPosition> {
  const { rows } = await sql<StreamPosition>`
    SELECT tx::text AS tx, fact_id FROM loyalty_cursor WHERE id FOR UPDATE`.execute(trx)
  const row = rows[0]
  if (!row) throw new Error('loyalty_cursor has no row: migration 0055 writes it')
  return row
}

/** The oldest transaction still running: facts of older ones are all committed or gone. */
export async function streamBound(trx: Db): Promise<string> {
  const { rows } = await sql<{ bound: string }>`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS bound`.execute(
    trx,
  )
  return rows[0]!.bound
}

/** The position of the `limit`-th readable fact after `from`, or of the last one when fewer; null when none. */
export async function batchEnd(
  trx: Db,
  from: StreamPosition,
  bound: string,
  limit: number,
): Promise<StreamPosition | null> {
  const { rows } = await sql<StreamPosition>`
    SELECT tx::text AS tx, id AS fact_id FROM (
      SELECT tx, id FROM loyalty_facts
      WHERE (tx, id) > (${from.tx}::xid8, ${from.factId}::bigint) AND tx < ${bound}::xid8
      ORDER BY tx, id LIMIT ${limit}
    ) f ORDER BY tx DESC, id DESC LIMIT 1`.execute(trx)
  return rows[0] ?? null
}

/**
 * The batch's facts summed per member, kind, category, game and brand day into the temporary
 * table loyalty_batch, dropped at commit: every consumer reads that instead of the facts.
 */
export async function stageBatch(trx: Db, from: StreamPosition, to: StreamPosition): Promise<number> {
  await sql`
    CREATE TEMPORARY TABLE loyalty_batch ON COMMIT DROP AS
    SELECT f.merchant_id, f.member_id, f.kind, f.category, f.game_code,
      (f.occurred_at AT TIME ZONE m.timezone)::date AS day,
      sum(f.amount)::bigint AS amount, sum(f.stake)::bigint AS stake, sum(f.bets)::bigint AS bets,
      count(*)::bigint AS facts, max(f.occurred_at) AS last_at
    FROM loyalty_facts f JOIN merchants m ON m.id = f.merchant_id
    WHERE (f.tx, f.id) > (${from.tx}::xid8, ${from.factId}::bigint) AND (f.tx, f.id) <= (${to.tx}::xid8, ${to.factId}::bigint)
    GROUP BY f.merchant_id, f.member_id, f.kind, f.category, f.game_code, 6`.execute(trx)
  // Temporary tables get no statistics of their own: without them the consumers' plans assume
  // ten rows and sort hundreds of thousands on disk.
  await sql`ANALYZE loyalty_batch`.execute(trx)
  const { rows } = await sql<{
    facts: bigint
  }>`SELECT coalesce(sum(facts), 0)::bigint AS facts FROM loyalty_batch`.execute(trx)
  return Number(rows[0]!.facts)
}

export async function advanceCursor(trx: Db, to: StreamPosition, facts: number): Promise<void> {
  await sql`UPDATE loyalty_cursor SET tx = ${to.tx}::xid8, fact_id = ${to.factId}, facts = facts + ${facts},
    updated_at = now() WHERE id`.execute(trx)
}
