import type { GrantState, PromotionKind, PromotionState } from '@sea/contract'
import { sql, type Insertable, type Selectable, type Updateable } from 'kysely'
import type { Db } from '../../db/database'
import type { PromotionTable } from '../../db/promotion-schema'

export type PromotionRow = Selectable<PromotionTable>

// The console's reads and writes of promotions, their entries and grants (docs/admin.md "Promotions").

export interface Paging {
  pageNum: number
  pageSize: number
}

export function findMerchant(db: Db, merchantId: number) {
  return db
    .selectFrom('merchants')
    .select(['id', 'currency', 'timezone'])
    .where('id', '=', merchantId)
    .executeTakeFirst()
}

/** Requests waiting on a promotion: the list's column and the page's badge. */
const applying = sql<number>`(SELECT count(*)::int4 FROM promotion_entries e
  WHERE e.promotion_id = promotions.id AND e.state = 'applying')`

export async function listPromotions(
  db: Db,
  merchantId: number,
  filter: { state?: PromotionState | undefined; kind?: PromotionKind | undefined },
  paging: Paging,
) {
  let query = db.selectFrom('promotions').where('merchantId', '=', merchantId)
  if (filter.state) query = query.where('state', '=', filter.state)
  if (filter.kind) query = query.where('kind', '=', filter.kind)
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
  const rows = await query
    .selectAll()
    .select(applying.as('applying'))
    .orderBy('id', 'desc')
    .limit(paging.pageSize)
    .offset((paging.pageNum - 1) * paging.pageSize)
    .execute()
  return { rows, total: Number(total) }
}

export async function promotion(db: Db, merchantId: number, id: bigint) {
  return db
    .selectFrom('promotions')
    .selectAll()
    .select(applying.as('applying'))
    .where('merchantId', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst()
}

/** The promotion, locked until the transaction ends: edits, state changes and grants take turns on it. */
export function promotionForUpdate(trx: Db, merchantId: number, id: bigint): Promise<PromotionRow | undefined> {
  return trx
    .selectFrom('promotions')
    .selectAll()
    .where('merchantId', '=', merchantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst()
}

/** Grants by state with their sums, entries by state, marks by kind: the promotion page's figures. */
export async function figures(db: Db, promotionId: bigint) {
  const grants = await db
    .selectFrom('promotionGrants')
    .select(['state'])
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn.sum<bigint>('amount').as('amount'),
      eb.fn.sum<bigint>('forfeited').as('forfeited'),
    ])
    .where('promotionId', '=', promotionId)
    .groupBy('state')
    .execute()
  const entries = await db
    .selectFrom('promotionEntries')
    .select(['state'])
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('promotionId', '=', promotionId)
    .groupBy('state')
    .execute()
  const marks = await db
    .selectFrom('promotionClaimMarks')
    .select(['mark'])
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('promotionId', '=', promotionId)
    .groupBy('mark')
    .execute()
  return { grants, entries, marks }
}

export async function hasGrants(db: Db, promotionId: bigint): Promise<boolean> {
  const row = await db
    .selectFrom('promotionGrants')
    .select('id')
    .where('promotionId', '=', promotionId)
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

export async function codeTaken(db: Db, merchantId: number, code: string, exceptId: bigint | null) {
  let query = db.selectFrom('promotions').select('id').where('merchantId', '=', merchantId).where('code', '=', code)
  if (exceptId !== null) query = query.where('id', '<>', exceptId)
  return (await query.executeTakeFirst()) !== undefined
}

export function announcement(db: Db, id: bigint) {
  return db.selectFrom('announcements').select(['merchantId', 'type']).where('id', '=', id).executeTakeFirst()
}

/** Whether another promotion already has this announcement as its page. */
export async function announcementUsed(db: Db, announcementId: bigint, exceptId: bigint | null) {
  let query = db.selectFrom('promotions').select('id').where('announcementId', '=', announcementId)
  if (exceptId !== null) query = query.where('id', '<>', exceptId)
  return (await query.executeTakeFirst()) !== undefined
}

export async function insertPromotion(trx: Db, values: Insertable<PromotionTable>): Promise<bigint> {
  const { id } = await trx.insertInto('promotions').values(values).returning('id').executeTakeFirstOrThrow()
  return id
}

export async function updatePromotion(trx: Db, id: bigint, values: Updateable<PromotionTable>) {
  await trx.updateTable('promotions').set(values).where('id', '=', id).execute()
}

const requestColumns = [
  'e.id',
  'e.promotionId',
  'e.memberId',
  'e.state',
  'e.ip',
  'e.createdAt',
  'e.decidedAt',
  'e.rejectReason',
  'p.code as promotionCode',
  'p.kind',
  'p.titles',
  'p.rules',
  'm.username',
] as const

/** The reward a claimable grant holds for the member: what approving a non-sign-up request pays. */
const claimableAmount = sql<bigint | null>`(SELECT g.amount FROM promotion_grants g
  WHERE g.promotion_id = e.promotion_id AND g.member_id = e.member_id AND g.state = 'claimable'
  ORDER BY g.id LIMIT 1)`

function requestQuery(db: Db, merchantId: number) {
  return db
    .selectFrom('promotionEntries as e')
    .innerJoin('promotions as p', 'p.id', 'e.promotionId')
    .innerJoin('members as m', 'm.id', 'e.memberId')
    .where('e.merchantId', '=', merchantId)
}

export async function requests(db: Db, merchantId: number, promotionId: bigint | undefined, paging: Paging) {
  let query = requestQuery(db, merchantId).where('e.state', '=', 'applying')
  if (promotionId !== undefined) query = query.where('e.promotionId', '=', promotionId)
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
  const rows = await query
    .select(requestColumns)
    .select(claimableAmount.as('claimable'))
    .orderBy('e.createdAt')
    .orderBy('e.id')
    .limit(paging.pageSize)
    .offset((paging.pageNum - 1) * paging.pageSize)
    .execute()
  return { rows, total: Number(total) }
}
export type RequestRow = Awaited<ReturnType<typeof requests>>['rows'][number]

export function request(db: Db, merchantId: number, id: bigint): Promise<RequestRow | undefined> {
  return requestQuery(db, merchantId)
    .select(requestColumns)
    .select(claimableAmount.as('claimable'))
    .where('e.id', '=', id)
    .executeTakeFirst()
}

/** The entry, locked: two operators deciding one request take turns, and the second finds it decided. */
export function entryForUpdate(trx: Db, merchantId: number, id: bigint) {
  return trx
    .selectFrom('promotionEntries')
    .selectAll()
    .where('merchantId', '=', merchantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst()
}

export function claimableGrant(trx: Db, promotionId: bigint, memberId: bigint) {
  return trx
    .selectFrom('promotionGrants')
    .selectAll()
    .where('promotionId', '=', promotionId)
    .where('memberId', '=', memberId)
    .where('state', '=', 'claimable')
    .orderBy('id')
    .executeTakeFirst()
}

export async function decideEntry(
  trx: Db,
  id: bigint,
  decision: { state: 'approved' | 'rejected'; decidedBy: number; rejectReason: string | null },
) {
  await trx
    .updateTable('promotionEntries')
    .set({ ...decision, decidedAt: new Date() })
    .where('id', '=', id)
    .execute()
}

export async function grants(db: Db, promotionId: bigint, state: GrantState | undefined, paging: Paging) {
  let query = db
    .selectFrom('promotionGrants as g')
    .innerJoin('members as m', 'm.id', 'g.memberId')
    .where('g.promotionId', '=', promotionId)
  if (state) query = query.where('g.state', '=', state)
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
  const rows = await query
    .selectAll('g')
    .select('m.username')
    .orderBy('g.id', 'desc')
    .limit(paging.pageSize)
    .offset((paging.pageNum - 1) * paging.pageSize)
    .execute()
  return { rows, total: Number(total) }
}
