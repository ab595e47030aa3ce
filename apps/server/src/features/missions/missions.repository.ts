import { sql, type Selectable } from 'kysely'
import type { Db } from '../../db/database'
import type { GameNames } from '../../db/games-schema'
import type { MissionProgressTable, MissionTable } from '../../db/loyalty-schema'
import type { PromotionTable } from '../../db/promotion-schema'

/** The member's side of missions (docs/domain/loyalty.md#missions): live missions, progress, claims, the board. */

export type MissionRow = Selectable<MissionTable>
export type ProgressRow = Pick<
  Selectable<MissionProgressTable>,
  'missionId' | 'periodKey' | 'value' | 'completedAt' | 'claimedAt'
>
export type PromotionRow = Selectable<PromotionTable>

/** The brand's missions running at `now` (live, started, not ended), in display order. */
export function runningMissions(db: Db, merchantId: number, now: Date): Promise<MissionRow[]> {
  return db
    .selectFrom('missions')
    .selectAll()
    .where('merchantId', '=', merchantId)
    .where('state', '=', 'live')
    .where('startsAt', '<=', now)
    .where((eb) => eb.or([eb('endsAt', 'is', null), eb('endsAt', '>', now)]))
    .orderBy('sortOrder')
    .orderBy('id')
    .execute()
}

export function missionOf(db: Db, merchantId: number, id: bigint): Promise<MissionRow | undefined> {
  return db
    .selectFrom('missions')
    .selectAll()
    .where('merchantId', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst()
}

/**
 * The names per language of the games with these codes among the vendors the brand lists, by
 * code. A mission counts a code on any vendor, so where two vendors share a code the lower
 * game id names it, the same one on every call.
 */
export async function gameNames(db: Db, merchantId: number, codes: readonly string[]): Promise<Map<string, GameNames>> {
  if (codes.length === 0) return new Map()
  const rows = await db
    .selectFrom('games as g')
    .innerJoin('merchantVendors as mv', (join) =>
      join.onRef('mv.vendorCode', '=', 'g.vendorCode').on('mv.merchantId', '=', merchantId),
    )
    .select(['g.code', 'g.names'])
    .where('g.code', 'in', codes)
    .orderBy('g.id')
    .execute()
  const names = new Map<string, GameNames>()
  for (const row of rows) if (!names.has(row.code)) names.set(row.code, row.names)
  return names
}

/** The member's progress rows of these missions in any of these periods. */
export async function progressIn(
  db: Db,
  memberId: bigint,
  missionIds: readonly bigint[],
  periodKeys: readonly string[],
): Promise<ProgressRow[]> {
  if (missionIds.length === 0) return []
  return db
    .selectFrom('missionProgress')
    .select(['missionId', 'periodKey', 'value', 'completedAt', 'claimedAt'])
    .where('memberId', '=', memberId)
    .where('missionId', 'in', missionIds)
    .where('periodKey', 'in', periodKeys)
    .execute()
}

/** Marks a completed, unclaimed period claimed; of two claims at once only one finds the row. */
export async function markClaimed(
  trx: Db,
  key: { missionId: bigint; memberId: bigint; periodKey: string },
  now: Date,
): Promise<boolean> {
  const row = await trx
    .updateTable('missionProgress')
    .set({ claimedAt: now, updatedAt: now })
    .where('missionId', '=', key.missionId)
    .where('memberId', '=', key.memberId)
    .where('periodKey', '=', key.periodKey)
    .where('completedAt', 'is not', null)
    .where('claimedAt', 'is', null)
    .returning('missionId')
    .executeTakeFirst()
  return row !== undefined
}

/** The brand's loyalty promotion that pays a mission's bonus. */
export function loyaltyPromotion(db: Db, merchantId: number, id: bigint): Promise<PromotionRow | undefined> {
  return db
    .selectFrom('promotions')
    .selectAll()
    .where('merchantId', '=', merchantId)
    .where('id', '=', id)
    .where('kind', '=', 'loyalty')
    .executeTakeFirst()
}

export interface BoardRow {
  rank: number
  memberId: bigint
  username: string
  completed: number
}

/**
 * Members of the brand ranked by missions of these periods completed under these keys, ties by
 * the earliest last completion: the first `limit`, and the member `me` wherever it stands.
 */
export async function board(
  db: Db,
  query: { merchantId: number; periods: readonly string[]; keys: readonly string[]; me: bigint; limit: number },
): Promise<BoardRow[]> {
  const { rows } = await sql<BoardRow>`
    WITH counts AS (
      SELECT p.member_id, count(*)::int AS completed, max(p.completed_at) AS last
      FROM mission_progress p JOIN missions m ON m.id = p.mission_id
      WHERE p.merchant_id = ${query.merchantId} AND p.completed_at IS NOT NULL
        AND p.period_key IN (${sql.join(query.keys)}) AND m.period IN (${sql.join(query.periods)})
      GROUP BY p.member_id
    ), ranked AS (
      SELECT member_id, completed, row_number() OVER (ORDER BY completed DESC, last, member_id)::int AS rank
      FROM counts
    )
    SELECT r.rank, r.member_id, mb.username, r.completed
    FROM ranked r JOIN members mb ON mb.id = r.member_id
    WHERE r.rank <= ${query.limit} OR r.member_id = ${query.me}
    ORDER BY r.rank`.execute(db)
  return rows
}
