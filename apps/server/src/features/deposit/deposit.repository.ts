import { sql, type Insertable, type Updateable } from 'kysely'
import type { Db } from '../../db/database'
import type { DepositStatus, DepositTable } from '../../db/schema'

export async function channels(db: Db, merchantId: number) {
  return db
    .selectFrom('depositChannels')
    .selectAll()
    .where('merchantId', '=', merchantId)
    .where('enabled', '=', true)
    .orderBy('sortOrder')
    .orderBy('id')
    .execute()
}

export async function channelByCode(db: Db, merchantId: number, code: string) {
  return db
    .selectFrom('depositChannels')
    .selectAll()
    .where('merchantId', '=', merchantId)
    .where('code', '=', code)
    .executeTakeFirst()
}

export async function byIdempotencyKey(db: Db, memberId: bigint, key: string) {
  return db
    .selectFrom('deposits')
    .selectAll()
    .where('memberId', '=', memberId)
    .where('idempotencyKey', '=', key)
    .executeTakeFirst()
}

/** Inserts a deposit unless the member already used the key; undefined then. */
export async function insertDeposit(db: Db, values: Insertable<DepositTable>) {
  return db
    .insertInto('deposits')
    .values(values)
    .onConflict((oc) => oc.columns(['memberId', 'idempotencyKey']).doNothing())
    .returningAll()
    .executeTakeFirst()
}

/** The deposit row, locked until the transaction ends: every decision about it goes one at a time. */
export async function lockDeposit(trx: Db, id: bigint) {
  return trx.selectFrom('deposits').selectAll().where('id', '=', id).forUpdate().executeTakeFirst()
}

export async function byGatewayOrder(db: Db, orderId: string) {
  return db.selectFrom('deposits').select(['id', 'merchantId']).where('gatewayOrderId', '=', orderId).executeTakeFirst()
}

export async function updateDeposit(db: Db, id: bigint, patch: Updateable<DepositTable>) {
  await db
    .updateTable('deposits')
    .set({ ...patch, updatedAt: new Date() })
    .where('id', '=', id)
    .execute()
}

/**
 * Serialises the crediting of one member's deposits, so two approvals at once cannot both
 * find "no first deposit yet" (the partial unique index would refuse the second anyway).
 */
export async function lockMemberCrediting(trx: Db, memberId: bigint): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`deposit-credit:${memberId}`}, 0))`.execute(trx)
}

export async function hasFirstDeposit(db: Db, memberId: bigint): Promise<boolean> {
  const row = await db
    .selectFrom('deposits')
    .select('id')
    .where('memberId', '=', memberId)
    .where('firstDeposit', '=', true)
    .executeTakeFirst()
  return row !== undefined
}

/** Gateway orders left unpaid past their expiry: no longer payable, marked as such when next read. */
export async function expireUnpaid(
  db: Db,
  scope: { memberId?: bigint; merchantIds?: readonly number[] | null },
): Promise<void> {
  let query = db
    .updateTable('deposits')
    .set({ status: 'expired', updatedAt: new Date() })
    .where('status', '=', 'pending')
    .where('expiresAt', '<', new Date())
  if (scope.memberId !== undefined) query = query.where('memberId', '=', scope.memberId)
  if (scope.merchantIds) query = query.where('merchantId', 'in', scope.merchantIds)
  await query.execute()
}

export interface DepositFilter {
  /** The brands to list; null or absent: every brand. */
  merchantIds?: readonly number[] | null
  memberId?: bigint
  status?: DepositStatus
  limit: number
  offset: number
}

function viewQuery(db: Db) {
  return db
    .selectFrom('deposits as d')
    .innerJoin('depositChannels as c', 'c.id', 'd.channelId')
    .innerJoin('members as m', 'm.id', 'd.memberId')
}

const VIEW_COLUMNS = [
  'd.id',
  'd.merchantId',
  'd.memberId',
  'm.username',
  'c.code as channelCode',
  'c.type as channelType',
  'd.amount',
  'd.currency',
  'd.status',
  'd.memberReference',
  'd.gatewayOrderId',
  'd.firstDeposit',
  'd.rejectReason',
  'd.decidedBy',
  'd.decidedAt',
  'd.createdAt',
] as const

export type DepositRow = Awaited<ReturnType<typeof depositView>>

export async function depositView(db: Db, id: bigint) {
  return viewQuery(db).select(VIEW_COLUMNS).where('d.id', '=', id).executeTakeFirstOrThrow()
}

/** Deposits newest first, with the total for paging. */
export async function listDeposits(db: Db, filter: DepositFilter) {
  let base = viewQuery(db)
  if (filter.merchantIds) base = base.where('d.merchantId', 'in', filter.merchantIds)
  if (filter.memberId !== undefined) base = base.where('d.memberId', '=', filter.memberId)
  if (filter.status) base = base.where('d.status', '=', filter.status)
  const [rows, total] = await Promise.all([
    base.select(VIEW_COLUMNS).orderBy('d.id', 'desc').limit(filter.limit).offset(filter.offset).execute(),
    base.select((eb) => eb.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(total.n) }
}
