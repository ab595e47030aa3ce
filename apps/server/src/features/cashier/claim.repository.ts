import type { ClaimKind } from '@sea/contract'
import { sql } from 'kysely'
import type { Db } from '../../db/database'

export interface ClaimRow {
  itemKind: ClaimKind
  itemId: bigint
  operatorId: number
  username: string
  claimedAt: Date
  expiresAt: Date
}

/**
 * Takes or renews the operator's claim in one statement: the row is written when the item is
 * free, lapsed, or already this operator's. Answers false when another live claim holds it; two
 * callers at once cannot both win, as the insert or update of the one row goes one at a time.
 */
export async function take(db: Db, kind: ClaimKind, itemId: bigint, operatorId: number, minutes: number) {
  const result = await sql<{ operatorId: number }>`
    INSERT INTO cashier_claims (item_kind, item_id, operator_id, claimed_at, expires_at)
    VALUES (${kind}, ${itemId}, ${operatorId}, now(), now() + make_interval(mins => ${minutes}))
    ON CONFLICT (item_kind, item_id) DO UPDATE
      SET operator_id = excluded.operator_id,
          claimed_at = CASE WHEN cashier_claims.operator_id = excluded.operator_id
            AND cashier_claims.expires_at > now() THEN cashier_claims.claimed_at ELSE now() END,
          expires_at = excluded.expires_at
      WHERE cashier_claims.operator_id = excluded.operator_id OR cashier_claims.expires_at <= now()
    RETURNING operator_id`.execute(db)
  return result.rows.length === 1
}

/** The live claim on an item, with its holder's username. */
export async function live(db: Db, kind: ClaimKind, itemId: bigint): Promise<ClaimRow | undefined> {
  return db
    .selectFrom('cashierClaims as c')
    .innerJoin('operators as o', 'o.id', 'c.operatorId')
    .select(['c.itemKind', 'c.itemId', 'c.operatorId', 'o.username', 'c.claimedAt', 'c.expiresAt'])
    .where('c.itemKind', '=', kind)
    .where('c.itemId', '=', itemId)
    .where('c.expiresAt', '>', sql<Date>`now()`)
    .executeTakeFirst()
}

/** The live claims on several items of one kind, by item id. */
export async function liveOf(db: Db, kind: ClaimKind, itemIds: readonly bigint[]): Promise<ClaimRow[]> {
  if (itemIds.length === 0) return []
  return db
    .selectFrom('cashierClaims as c')
    .innerJoin('operators as o', 'o.id', 'c.operatorId')
    .select(['c.itemKind', 'c.itemId', 'c.operatorId', 'o.username', 'c.claimedAt', 'c.expiresAt'])
    .where('c.itemKind', '=', kind)
    .where('c.itemId', 'in', itemIds)
    .where('c.expiresAt', '>', sql<Date>`now()`)
    .execute()
}

/** Ends the operator's own live claim; answers whether there was one. */
export async function release(db: Db, kind: ClaimKind, itemId: bigint, operatorId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('cashierClaims')
    .where('itemKind', '=', kind)
    .where('itemId', '=', itemId)
    .where('operatorId', '=', operatorId)
    .where('expiresAt', '>', sql<Date>`now()`)
    .executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}
