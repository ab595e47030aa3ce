import type { PointEntryKind } from '@sea/contract'
import { sql, type Selectable } from 'kysely'
import type { Db } from '../../db/database'
import type { PointEntryTable } from '../../db/loyalty-schema'

/** The point ledger's tables (decision 055): member_points and the append-only point_entries. */

export type PointEntry = Selectable<PointEntryTable>

/** Points earned to date are floor(earned_scaled / EARN_SCALE): minor units × basis points × points per 100.00. */
export const EARN_SCALE = 100_000_000n

/** Locks the member's points row, writing it first when missing; answers its balance and brand. */
export async function lockPoints(trx: Db, memberId: bigint, merchantId: number) {
  await sql`INSERT INTO member_points (member_id, merchant_id) VALUES (${memberId}, ${merchantId})
    ON CONFLICT (member_id) DO NOTHING`.execute(trx)
  return trx
    .selectFrom('memberPoints')
    .select(['balance', 'merchantId'])
    .where('memberId', '=', memberId)
    .forUpdate()
    .executeTakeFirstOrThrow()
}

export function entryOf(trx: Db, memberId: bigint, kind: PointEntryKind, ref: string): Promise<PointEntry | undefined> {
  return trx
    .selectFrom('pointEntries')
    .selectAll()
    .where('memberId', '=', memberId)
    .where('kind', '=', kind)
    .where('ref', '=', ref)
    .executeTakeFirst()
}

export async function setBalance(trx: Db, memberId: bigint, balance: bigint): Promise<void> {
  await trx
    .updateTable('memberPoints')
    .set({ balance, updatedAt: sql`now()` })
    .where('memberId', '=', memberId)
    .execute()
}

export function insertEntry(
  trx: Db,
  entry: Omit<Selectable<PointEntryTable>, 'id' | 'createdAt'>,
): Promise<PointEntry> {
  return trx.insertInto('pointEntries').values(entry).returningAll().executeTakeFirstOrThrow()
}

/**
 * The pass's accrual over loyalty_batch, set-based: per member, Σ valid bet × multiplier × rate
 * added to earned_scaled, the whole points crossed credited as one `earn` entry per member and
 * batch (reference `ref`), expiring after the brand's expiry days.
 */
export async function accrueBatch(trx: Db, now: Date, ref: string): Promise<void> {
  const scale = EARN_SCALE.toString()
  await sql`
    CREATE TEMPORARY TABLE loyalty_gains ON COMMIT DROP AS
    SELECT g.member_id, g.merchant_id, g.scaled,
      (floor((coalesce(p.earned_scaled, 0) + g.scaled) / ${scale}::numeric)
        - floor(coalesce(p.earned_scaled, 0) / ${scale}::numeric))::bigint AS points
    FROM (
      SELECT b.member_id, b.merchant_id,
        sum(b.amount::numeric * coalesce((s.multipliers ->> b.category)::numeric, 0) * s.earn_rate) AS scaled
      FROM loyalty_batch b JOIN loyalty_settings s ON s.merchant_id = b.merchant_id AND s.enabled
      WHERE b.kind = 'bet' GROUP BY b.member_id, b.merchant_id
    ) g LEFT JOIN member_points p ON p.member_id = g.member_id
    WHERE g.scaled > 0`.execute(trx)
  await sql`
    WITH up AS (
      INSERT INTO member_points (member_id, merchant_id, balance, earned_scaled)
      SELECT member_id, merchant_id, points, scaled FROM loyalty_gains
      ON CONFLICT (member_id) DO UPDATE SET balance = member_points.balance + EXCLUDED.balance,
        earned_scaled = member_points.earned_scaled + EXCLUDED.earned_scaled, updated_at = now()
      RETURNING member_id, merchant_id, balance
    )
    INSERT INTO point_entries (merchant_id, member_id, kind, points, balance_after, expires_at, ref, created_at)
    SELECT up.merchant_id, up.member_id, 'earn', g.points, up.balance,
      CASE WHEN s.expiry_days IS NULL THEN NULL ELSE ${now}::timestamptz + make_interval(days => s.expiry_days) END,
      ${ref}, ${now}
    FROM up JOIN loyalty_gains g ON g.member_id = up.member_id JOIN loyalty_settings s ON s.merchant_id = up.merchant_id
    WHERE g.points > 0`.execute(trx)
}
