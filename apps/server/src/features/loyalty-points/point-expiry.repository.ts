import { sql } from 'kysely'
import type { Db } from '../../db/database'
import { LOT_KINDS } from './member-points.repository'

/**
 * Expiry's closed form (docs/domain/loyalty.md#expiry), set-based: per member, the lots due by
 * `now` less what the member consumed (spent, converted, taken or expired, net of refunds).
 */

export interface DueExpiry {
  memberId: bigint
  merchantId: number
  /** Points to expire now: above zero. */
  points: bigint
  /** The latest expiry date counted. */
  latest: Date
  /** Points expired before this run. */
  expired: bigint
}

const figures = (now: Date) => sql`
  coalesce(sum(points) FILTER (WHERE points > 0 AND kind IN (${sql.join(LOT_KINDS)}) AND expires_at <= ${now}), 0)
    - coalesce(-sum(points) FILTER (WHERE points < 0), 0) + coalesce(sum(points) FILTER (WHERE kind = 'refund'), 0)
    AS points,
  max(expires_at) FILTER (WHERE points > 0 AND kind IN (${sql.join(LOT_KINDS)}) AND expires_at <= ${now}) AS latest,
  coalesce(-sum(points) FILTER (WHERE kind = 'expire'), 0) AS expired`

/** Every member with points due to expire at `now`; only members with a lot due are read. */
export async function dueExpiries(db: Db, now: Date): Promise<DueExpiry[]> {
  const { rows } = await sql<DueExpiry>`
    SELECT member_id, merchant_id, points::bigint, latest, expired::bigint FROM (
      SELECT member_id, min(merchant_id) AS merchant_id, ${figures(now)}
      FROM point_entries
      WHERE member_id IN (SELECT DISTINCT member_id FROM point_entries WHERE expires_at <= ${now})
      GROUP BY member_id
    ) f WHERE points > 0 ORDER BY member_id`.execute(db)
  return rows
}

/** One member's due expiry, its points row locked first: what a run posts is what the ledger holds now. */
export async function lockedDueExpiry(trx: Db, memberId: bigint, now: Date): Promise<DueExpiry | null> {
  await sql`SELECT 1 FROM member_points WHERE member_id = ${memberId} FOR UPDATE`.execute(trx)
  const { rows } = await sql<DueExpiry>`
    SELECT member_id, merchant_id, points::bigint, latest, expired::bigint FROM (
      SELECT member_id, min(merchant_id) AS merchant_id, ${figures(now)}
      FROM point_entries WHERE member_id = ${memberId} GROUP BY member_id
    ) f WHERE points > 0`.execute(trx)
  return rows[0] ?? null
}
