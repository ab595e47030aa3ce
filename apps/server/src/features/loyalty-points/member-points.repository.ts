import type { PointEntryKind } from '@sea/contract'
import { sql } from 'kysely'
import type { Db } from '../../db/database'

/**
 * A member's points as the member reads them (docs/domain/loyalty.md#points): balance, the day's
 * change, the mall quantity, the next points to expire by the FIFO rule, and the entries.
 */

/** Entries that are lots: points that may expire (docs/domain/loyalty.md#expiry). */
export const LOT_KINDS: readonly PointEntryKind[] = ['earn', 'mission', 'adjust']

export async function balanceOf(db: Db, memberId: bigint): Promise<bigint> {
  const row = await db.selectFrom('memberPoints').select('balance').where('memberId', '=', memberId).executeTakeFirst()
  return row?.balance ?? 0n
}

/** The net of the member's entries written since `since`. */
export async function changedSince(db: Db, memberId: bigint, since: Date): Promise<bigint> {
  const { rows } = await sql<{ sum: bigint }>`SELECT coalesce(sum(points), 0)::bigint AS sum FROM point_entries
    WHERE member_id = ${memberId} AND created_at >= ${since}`.execute(db)
  return rows[0]!.sum
}

/** Mall units the member redeemed, rejected ones left out. */
export async function redeemedQuantity(db: Db, memberId: bigint): Promise<number> {
  const { rows } = await sql<{ sum: number }>`SELECT coalesce(sum(quantity), 0)::int AS sum FROM point_redemptions
    WHERE member_id = ${memberId} AND status <> 'rejected'`.execute(db)
  return rows[0]!.sum
}

/**
 * The first expiry date at which the lots due by then exceed what the member consumed (FIFO:
 * spending takes the earliest-expiring lots first), with the points that expire then.
 */
export async function nextExpiring(db: Db, memberId: bigint): Promise<{ at: Date; points: bigint } | null> {
  const { rows } = await sql<{ at: Date; points: bigint }>`
    WITH lots AS (
      SELECT expires_at, sum(points) AS points FROM point_entries
      WHERE member_id = ${memberId} AND points > 0 AND kind IN (${sql.join(LOT_KINDS)}) AND expires_at IS NOT NULL
      GROUP BY expires_at
    ), consumed AS (
      SELECT coalesce(-sum(points) FILTER (WHERE points < 0), 0)
        - coalesce(sum(points) FILTER (WHERE kind = 'refund'), 0) AS points
      FROM point_entries WHERE member_id = ${memberId}
    ), due AS (SELECT expires_at, sum(points) OVER (ORDER BY expires_at) AS total FROM lots)
    SELECT due.expires_at AS at, (due.total - consumed.points)::bigint AS points FROM due, consumed
    WHERE due.total > consumed.points ORDER BY due.expires_at LIMIT 1`.execute(db)
  return rows[0] ?? null
}

export async function entriesPage(
  db: Db,
  memberId: bigint,
  kind: PointEntryKind | undefined,
  page: { pageNum: number; pageSize: number },
) {
  let query = db.selectFrom('pointEntries').where('memberId', '=', memberId)
  if (kind) query = query.where('kind', '=', kind)
  const [rows, count] = await Promise.all([
    query
      .select(['id', 'kind', 'points', 'balanceAfter', 'createdAt', 'expiresAt', 'note'])
      .orderBy('id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.n) }
}

/** What a conversion paid into the member's wallet: the credit of its ledger transaction. */
export async function convertedAmount(db: Db, idempotencyKey: string): Promise<bigint | null> {
  const { rows } = await sql<{ amount: bigint }>`
    SELECT e.amount FROM ledger_transactions x JOIN ledger_entries e ON e.transaction_id = x.id
      JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'member_main'
    WHERE x.idempotency_key = ${idempotencyKey}`.execute(db)
  return rows[0]?.amount ?? null
}
