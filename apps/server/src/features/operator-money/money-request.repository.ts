import type { Insertable, Selectable, Updateable } from 'kysely'
import { sql } from 'kysely'
import type { Db } from '../../db/database'
import type { MerchantMoneyThresholdTable, MoneyRequestStatus, MoneyRequestTable } from '../../db/money-request-schema'

export type MoneyRequestRow = Selectable<MoneyRequestTable>

export async function findThresholds(db: Db, merchantId: number) {
  return db.selectFrom('merchantMoneyThresholds').selectAll().where('merchantId', '=', merchantId).executeTakeFirst()
}

export async function saveThresholds(db: Db, row: Insertable<MerchantMoneyThresholdTable>) {
  await db
    .insertInto('merchantMoneyThresholds')
    .values(row)
    .onConflict((oc) =>
      oc.column('merchantId').doUpdateSet({
        adjustmentCredit: row.adjustmentCredit,
        adjustmentDebit: row.adjustmentDebit,
        bonus: row.bonus,
        updatedBy: row.updatedBy,
        updatedAt: row.updatedAt,
      }),
    )
    .execute()
}

export async function findMerchant(db: Db, merchantId: number) {
  return db
    .selectFrom('merchants')
    .select(['id', 'currency', 'timezone'])
    .where('id', '=', merchantId)
    .executeTakeFirst()
}

export async function findByKey(db: Db, requestedBy: number, requestKey: string) {
  return db
    .selectFrom('moneyRequests')
    .selectAll()
    .where('requestedBy', '=', requestedBy)
    .where('requestKey', '=', requestKey)
    .executeTakeFirst()
}

/** The new request, or undefined when the same operator and key won a concurrent insert. */
export async function insertRequest(db: Db, row: Insertable<MoneyRequestTable>) {
  return db
    .insertInto('moneyRequests')
    .values(row)
    .onConflict((oc) => oc.columns(['requestedBy', 'requestKey']).doNothing())
    .returningAll()
    .executeTakeFirst()
}

export async function findRequest(db: Db, id: bigint) {
  return db.selectFrom('moneyRequests').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function lockRequest(trx: Db, id: bigint) {
  return trx.selectFrom('moneyRequests').selectAll().where('id', '=', id).forUpdate().executeTakeFirst()
}

export async function updateRequest(trx: Db, id: bigint, values: Updateable<MoneyRequestTable>) {
  return trx.updateTable('moneyRequests').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow()
}

export async function listRequests(
  db: Db,
  filter: {
    merchantIds: readonly number[] | null
    status?: MoneyRequestStatus | undefined
    memberId?: bigint | undefined
    limit: number
    offset: number
  },
) {
  let base = db.selectFrom('moneyRequests')
  if (filter.merchantIds !== null) base = base.where('merchantId', 'in', filter.merchantIds)
  if (filter.status) base = base.where('status', '=', filter.status)
  if (filter.memberId !== undefined) base = base.where('memberId', '=', filter.memberId)
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').limit(filter.limit).offset(filter.offset).execute(),
    base.select((eb) => eb.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(total.n) }
}

/** Whether a ledger transaction already holds this key (a retry of a call that posted directly). */
export async function keyPosted(db: Db, idempotencyKey: string) {
  const row = await db
    .selectFrom('ledgerTransactions')
    .select('id')
    .where('idempotencyKey', '=', idempotencyKey)
    .executeTakeFirst()
  return row !== undefined
}

/**
 * Whether `operatorId` put money into the member's main wallet by hand since `since`: a manual
 * adjustment credit or bonus it posted, asked for, or approved (the postings' metadata names both).
 * Reads the wallet's entries by (account, time), the index the records use.
 */
export async function creditedBy(db: Db, memberId: bigint, operatorId: number, since: Date) {
  const id = String(operatorId)
  const row = await db
    .selectFrom('ledgerEntries as e')
    .innerJoin('ledgerAccounts as a', 'a.id', 'e.accountId')
    .innerJoin('ledgerTransactions as t', 't.id', 'e.transactionId')
    .select('e.id')
    .where('a.ownerMemberId', '=', memberId)
    .where('a.kind', '=', 'member_main')
    .where('e.createdAt', '>=', since)
    .where('e.amount', '>', 0n)
    .where('t.kind', 'in', ['adjustment', 'bonus'])
    .where((eb) =>
      eb.or([eb(sql<string>`t.metadata->>'operatorId'`, '=', id), eb(sql<string>`t.metadata->>'approvedBy'`, '=', id)]),
    )
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}
