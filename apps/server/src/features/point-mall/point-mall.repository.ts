import type { PointItemState, RedemptionStatus } from '@sea/contract'
import { sql, type Insertable, type Selectable, type Updateable } from 'kysely'
import type { Db } from '../../db/database'
import type { PointItemTable, PointRedemptionTable } from '../../db/loyalty-schema'
import type { PromotionTable } from '../../db/promotion-schema'

// The point mall's reads and writes (docs/domain/loyalty.md#point-mall): items, redemptions, the
// stock taken in one conditional UPDATE, and the member's point row locked for a redemption.

export type ItemRow = Selectable<PointItemTable>
export type RedemptionRow = Selectable<PointRedemptionTable>
export type PromotionRow = Selectable<PromotionTable>

export interface Paging {
  pageNum: number
  pageSize: number
}

/** What the member holds of an item: every redemption but the rejected ones. */
const heldBy = (memberId: bigint) =>
  sql<number>`(SELECT coalesce(sum(r.quantity), 0)::int4 FROM point_redemptions r
    WHERE r.item_id = point_items.id AND r.member_id = ${memberId} AND r.status <> 'rejected')`

/** The brand's live items in display order, with what the member holds of each. */
export function liveItems(db: Db, merchantId: number, memberId: bigint) {
  return db
    .selectFrom('pointItems')
    .selectAll()
    .select(heldBy(memberId).as('redeemedByMe'))
    .where('merchantId', '=', merchantId)
    .where('state', '=', 'live')
    .orderBy('sortOrder')
    .orderBy('id')
    .execute()
}

export function itemOf(db: Db, merchantId: number, id: bigint): Promise<ItemRow | undefined> {
  return db
    .selectFrom('pointItems')
    .selectAll()
    .where('merchantId', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst()
}

export function itemForUpdate(trx: Db, merchantId: number, id: bigint): Promise<ItemRow | undefined> {
  return trx
    .selectFrom('pointItems')
    .selectAll()
    .where('merchantId', '=', merchantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst()
}

export async function listItems(db: Db, merchantId: number, state: PointItemState | undefined, paging: Paging) {
  let query = db.selectFrom('pointItems').where('merchantId', '=', merchantId)
  if (state) query = query.where('state', '=', state)
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
  const rows = await query
    .selectAll()
    .orderBy('sortOrder')
    .orderBy('id')
    .limit(paging.pageSize)
    .offset((paging.pageNum - 1) * paging.pageSize)
    .execute()
  return { rows, total: Number(total) }
}

export async function insertItem(trx: Db, values: Insertable<PointItemTable>): Promise<ItemRow> {
  return trx.insertInto('pointItems').values(values).returningAll().executeTakeFirstOrThrow()
}

export async function updateItem(trx: Db, id: bigint, values: Updateable<PointItemTable>): Promise<ItemRow> {
  return trx.updateTable('pointItems').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow()
}

/**
 * Takes `quantity` units of a live item in one conditional UPDATE: two members after the last
 * unit both try, one row changes. Undefined when the item is gone, not live or short of stock.
 */
export function takeStock(trx: Db, merchantId: number, id: bigint, quantity: number): Promise<ItemRow | undefined> {
  return trx
    .updateTable('pointItems')
    .set({
      stock: sql`CASE WHEN stock IS NULL THEN NULL ELSE stock - ${quantity}::int4 END`,
      redeemed: sql`redeemed + ${quantity}::int4`,
    })
    .where('merchantId', '=', merchantId)
    .where('id', '=', id)
    .where('state', '=', 'live')
    .where((eb) => eb.or([eb('stock', 'is', null), eb('stock', '>=', quantity)]))
    .returningAll()
    .executeTakeFirst()
}

/** Gives back what a rejected redemption took. */
export async function returnStock(trx: Db, id: bigint, quantity: number): Promise<void> {
  await trx
    .updateTable('pointItems')
    .set({
      stock: sql`CASE WHEN stock IS NULL THEN NULL ELSE stock + ${quantity}::int4 END`,
      redeemed: sql`greatest(redeemed - ${quantity}::int4, 0)`,
    })
    .where('id', '=', id)
    .execute()
}

/**
 * Locks the member's point row for the redemption: two redemptions of one member take turns, so a
 * per-member limit counted after it cannot be passed twice. Undefined: the member never had points.
 */
export function lockMemberPoints(trx: Db, memberId: bigint) {
  return trx
    .selectFrom('memberPoints')
    .select('balance')
    .where('memberId', '=', memberId)
    .forUpdate()
    .executeTakeFirst()
}

export async function pointBalance(db: Db, memberId: bigint): Promise<bigint> {
  const row = await db.selectFrom('memberPoints').select('balance').where('memberId', '=', memberId).executeTakeFirst()
  return row?.balance ?? 0n
}

/** Units of an item the member holds (rejected redemptions left out). */
export async function heldQuantity(trx: Db, memberId: bigint, itemId: bigint): Promise<number> {
  const row = await trx
    .selectFrom('pointRedemptions')
    .select(sql<number>`coalesce(sum(quantity), 0)::int4`.as('held'))
    .where('memberId', '=', memberId)
    .where('itemId', '=', itemId)
    .where('status', '<>', 'rejected')
    .executeTakeFirstOrThrow()
  return row.held
}

export function redemptionByKey(db: Db, memberId: bigint, requestKey: string): Promise<RedemptionRow | undefined> {
  return db
    .selectFrom('pointRedemptions')
    .selectAll()
    .where('memberId', '=', memberId)
    .where('requestKey', '=', requestKey)
    .executeTakeFirst()
}

export function insertRedemption(trx: Db, values: Insertable<PointRedemptionTable>): Promise<RedemptionRow> {
  return trx.insertInto('pointRedemptions').values(values).returningAll().executeTakeFirstOrThrow()
}

export function setRedemption(trx: Db, id: bigint, values: Updateable<PointRedemptionTable>): Promise<RedemptionRow> {
  return trx.updateTable('pointRedemptions').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow()
}

/** The redemption, locked: two operators deciding it take turns, and the second finds it decided. */
export function redemptionForUpdate(trx: Db, merchantId: number, id: bigint): Promise<RedemptionRow | undefined> {
  return trx
    .selectFrom('pointRedemptions')
    .selectAll()
    .where('merchantId', '=', merchantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst()
}

/** The member's redemptions, newest first, with the item's kind and titles. */
export async function memberRedemptions(db: Db, memberId: bigint, paging: Paging) {
  const query = db
    .selectFrom('pointRedemptions as r')
    .innerJoin('pointItems as i', 'i.id', 'r.itemId')
    .where('r.memberId', '=', memberId)
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
  const rows = await query
    .selectAll('r')
    .select(['i.kind', 'i.titles'])
    .orderBy('r.id', 'desc')
    .limit(paging.pageSize)
    .offset((paging.pageNum - 1) * paging.pageSize)
    .execute()
  return { rows, total: Number(total) }
}

function brandRedemptions(db: Db, merchantId: number) {
  return db
    .selectFrom('pointRedemptions as r')
    .innerJoin('pointItems as i', 'i.id', 'r.itemId')
    .innerJoin('members as m', 'm.id', 'r.memberId')
    .leftJoin('operators as o', 'o.id', 'r.decidedBy')
    .where('r.merchantId', '=', merchantId)
}

const adminColumns = ['i.kind', 'i.titles', 'm.username as account', 'o.username as decidedByName'] as const

/** In process first, oldest first (the queue to work), then the decided ones newest first. */
export async function brandRedemptionPage(
  db: Db,
  merchantId: number,
  status: RedemptionStatus | undefined,
  paging: Paging,
) {
  let query = brandRedemptions(db, merchantId)
  if (status) query = query.where('r.status', '=', status)
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
  const rows = await query
    .selectAll('r')
    .select(adminColumns)
    .orderBy(sql`CASE WHEN r.status = 'in_process' THEN 0 ELSE 1 END`)
    .orderBy(sql`CASE WHEN r.status = 'in_process' THEN r.id END`)
    .orderBy('r.id', 'desc')
    .limit(paging.pageSize)
    .offset((paging.pageNum - 1) * paging.pageSize)
    .execute()
  return { rows, total: Number(total) }
}
export type AdminRedemptionRow = Awaited<ReturnType<typeof brandRedemptionPage>>['rows'][number]

export function brandRedemption(db: Db, merchantId: number, id: bigint): Promise<AdminRedemptionRow | undefined> {
  return brandRedemptions(db, merchantId).selectAll('r').select(adminColumns).where('r.id', '=', id).executeTakeFirst()
}

/** A loyalty promotion of the brand (the one a bonus item pays through). */
export function loyaltyPromotion(db: Db, merchantId: number, id: bigint): Promise<PromotionRow | undefined> {
  return db
    .selectFrom('promotions')
    .selectAll()
    .where('merchantId', '=', merchantId)
    .where('id', '=', id)
    .where('kind', '=', 'loyalty')
    .executeTakeFirst()
}
