import { sql, type Insertable, type Updateable } from 'kysely'
import type { Db } from '../../db/database'
import type { WithdrawalStatus, WithdrawalTable } from '../../db/schema'
import type { QueueFilter } from '../cashier/queue-filter'

/** The merchant's rules; a merchant that never set them gets the table's defaults, stored once. */
export async function ensureSettings(db: Db, merchantId: number) {
  await db
    .insertInto('withdrawalSettings')
    .values({ merchantId })
    .onConflict((oc) => oc.doNothing())
    .execute()
  return db.selectFrom('withdrawalSettings').selectAll().where('merchantId', '=', merchantId).executeTakeFirstOrThrow()
}

export async function findByKey(db: Db, memberId: bigint, idempotencyKey: string) {
  return db
    .selectFrom('withdrawals')
    .selectAll()
    .where('memberId', '=', memberId)
    .where('idempotencyKey', '=', idempotencyKey)
    .executeTakeFirst()
}

/** Withdrawals the member asked for since midnight in the merchant's time zone; rejected ones give their slot back. */
export async function usedToday(
  db: Db,
  memberId: bigint,
  timezone: string,
): Promise<{ count: number; amount: bigint }> {
  const result = await sql<{ n: number; total: bigint }>`
    SELECT count(*)::int4 AS n, coalesce(sum(amount), 0)::int8 AS total
    FROM withdrawals
    WHERE member_id = ${memberId} AND status <> 'rejected'
      AND requested_at >= (date_trunc('day', now() AT TIME ZONE ${timezone}) AT TIME ZONE ${timezone})`.execute(db)
  const row = result.rows[0]
  return { count: Number(row?.n ?? 0), amount: BigInt(row?.total ?? 0n) }
}

export async function insertWithdrawal(db: Db, row: Insertable<WithdrawalTable>) {
  return db.insertInto('withdrawals').values(row).returningAll().executeTakeFirstOrThrow()
}

export async function findById(db: Db, id: bigint) {
  return db.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirst()
}

/** The row locked until the transaction ends: one state change at a time. */
export async function findForUpdate(db: Db, id: bigint) {
  return db.selectFrom('withdrawals').selectAll().where('id', '=', id).forUpdate().executeTakeFirst()
}

export async function updateWithdrawal(db: Db, id: bigint, patch: Updateable<WithdrawalTable>) {
  return db.updateTable('withdrawals').set(patch).where('id', '=', id).returningAll().executeTakeFirstOrThrow()
}

export interface ListFilter extends Partial<QueueFilter> {
  memberId?: bigint
  status?: WithdrawalStatus | undefined
  limit: number
  offset: number
}

/** Withdrawals newest first with their member's username, the total for paging, and count and sum per brand and currency. */
export async function listWithdrawals(db: Db, filter: ListFilter) {
  let base = db.selectFrom('withdrawals as w').innerJoin('members as m', 'm.id', 'w.memberId')
  // 0 names no brand: it keeps `in` valid for an operator whose list of brands is empty.
  if (filter.merchantIds) base = base.where('w.merchantId', 'in', [...filter.merchantIds, 0])
  if (filter.memberId !== undefined) base = base.where('w.memberId', '=', filter.memberId)
  if (filter.status) base = base.where('w.status', '=', filter.status)
  if (filter.from) base = base.where('w.requestedAt', '>=', filter.from)
  if (filter.to) base = base.where('w.requestedAt', '<', filter.to)
  if (filter.minAmount !== undefined) base = base.where('w.amount', '>=', filter.minAmount)
  if (filter.maxAmount !== undefined) base = base.where('w.amount', '<=', filter.maxAmount)
  if (filter.usernameKey !== undefined) base = base.where('m.usernameKey', '=', filter.usernameKey)
  const [rows, totals] = await Promise.all([
    base
      .selectAll('w')
      .select('m.username')
      .orderBy('w.id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    base
      .select((eb) => [
        'w.merchantId',
        'w.currency',
        eb.fn.countAll<bigint>().as('n'),
        eb.fn.sum<bigint>('w.amount').as('amount'),
      ])
      .groupBy(['w.merchantId', 'w.currency'])
      .orderBy('w.merchantId')
      .orderBy('w.currency')
      .execute(),
  ])
  return { rows, totals, total: totals.reduce((sum, row) => sum + Number(row.n), 0) }
}

export async function findWithUsername(db: Db, id: bigint) {
  return db
    .selectFrom('withdrawals as w')
    .innerJoin('members as m', 'm.id', 'w.memberId')
    .selectAll('w')
    .select('m.username')
    .where('w.id', '=', id)
    .executeTakeFirst()
}

export async function insertConfirmation(
  db: Db,
  row: {
    withdrawalId: bigint
    result: 'received' | 'all_received' | 'not_received' | 'auto_received' | 'operator_received' | 'operator_reopened'
    amount: bigint
    remark: string | null
  },
) {
  const inserted = await db.insertInto('withdrawalConfirmations').values(row).returning('id').executeTakeFirstOrThrow()
  return inserted.id
}

export async function listConfirmations(db: Db, withdrawalId: bigint) {
  return db
    .selectFrom('withdrawalConfirmations')
    .selectAll()
    .where('withdrawalId', '=', withdrawalId)
    .orderBy('id')
    .execute()
}

export async function countProofs(db: Db, withdrawalId: bigint): Promise<number> {
  const row = await db
    .selectFrom('withdrawalProofs')
    .select((eb) => eb.fn.countAll<bigint>().as('n'))
    .where('withdrawalId', '=', withdrawalId)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function insertProof(
  db: Db,
  row: { withdrawalId: bigint; storageKey: string; contentType: string; size: number },
) {
  const inserted = await db.insertInto('withdrawalProofs').values(row).returning('id').executeTakeFirstOrThrow()
  return inserted.id
}

export async function listProofs(db: Db, withdrawalId: bigint) {
  return db.selectFrom('withdrawalProofs').selectAll().where('withdrawalId', '=', withdrawalId).orderBy('id').execute()
}

/** Attaches the given unattached proofs of this withdrawal to a confirmation; answers how many it attached. */
export async function attachProofs(
  db: Db,
  withdrawalId: bigint,
  proofIds: bigint[],
  confirmationId: bigint,
): Promise<number> {
  if (proofIds.length === 0) return 0
  const result = await db
    .updateTable('withdrawalProofs')
    .set({ confirmationId })
    .where('withdrawalId', '=', withdrawalId)
    .where('id', 'in', proofIds)
    .where('confirmationId', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/** Disbursed withdrawals past their deadline, locked; rows another transaction holds are left for the next run. */
export async function lockDueForAutoReceive(db: Db, now: Date, limit: number) {
  return db
    .selectFrom('withdrawals')
    .select(['id', 'amount', 'receivedAmount', 'memberId', 'merchantId'])
    .where('status', '=', 'disbursed')
    .where('autoReceiveAt', '<=', now)
    .orderBy('autoReceiveAt')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute()
}

/** The daily limits of the member's VIP tier, when the tier sets them (docs/domain/loyalty.md#vip). */
export function tierLimits(db: Db, memberId: bigint) {
  return db
    .selectFrom('members as m')
    .innerJoin('vipTiers as v', (join) =>
      join.onRef('v.merchantId', '=', 'm.merchantId').onRef('v.rank', '=', 'm.vipRank'),
    )
    .select(['v.withdrawDailyLimit', 'v.withdrawDailyCount'])
    .where('m.id', '=', memberId)
    .executeTakeFirst()
}
