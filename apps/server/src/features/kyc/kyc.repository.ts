import { sql, type Insertable, type Selectable } from 'kysely'
import type { Db } from '../../db/database'
import type { IdentityClosureTable, IdentityDocumentTable, MemberIdentityTable } from '../../db/kyc-schema'
import type { WithdrawalTable } from '../../db/schema'

/** Identity checks' rows (migration 0062, decision 057). */

export type IdentityRow = Selectable<MemberIdentityTable>
export type DocumentRow = Omit<Selectable<IdentityDocumentTable>, 'data'>

const DOCUMENT_COLUMNS = ['id', 'memberId', 'merchantId', 'kind', 'contentType', 'size', 'sha256', 'createdAt'] as const

export function identityOf(db: Db, memberId: bigint): Promise<IdentityRow | undefined> {
  return db.selectFrom('memberIdentity').selectAll().where('memberId', '=', memberId).executeTakeFirst()
}

/** The member's identity row, created when missing, locked until the transaction ends. */
export async function lockIdentity(trx: Db, memberId: bigint, merchantId: number): Promise<IdentityRow> {
  await trx
    .insertInto('memberIdentity')
    .values({ memberId, merchantId })
    .onConflict((oc) => oc.column('memberId').doNothing())
    .execute()
  return trx
    .selectFrom('memberIdentity')
    .selectAll()
    .where('memberId', '=', memberId)
    .forUpdate()
    .executeTakeFirstOrThrow()
}

export async function updateIdentity(
  trx: Db,
  memberId: bigint,
  patch: Partial<Omit<IdentityRow, 'memberId' | 'merchantId' | 'updatedAt'>>,
): Promise<void> {
  await trx
    .updateTable('memberIdentity')
    .set({ ...patch, updatedAt: sql<Date>`now()` })
    .where('memberId', '=', memberId)
    .execute()
}

export function documentsOf(db: Db, memberId: bigint): Promise<DocumentRow[]> {
  return db
    .selectFrom('identityDocuments')
    .select(DOCUMENT_COLUMNS)
    .where('memberId', '=', memberId)
    .orderBy('id', 'desc')
    .execute()
}

export async function insertDocument(
  trx: Db,
  row: Omit<IdentityDocumentTable, 'id' | 'createdAt'> & { createdAt: Date },
): Promise<void> {
  await trx.insertInto('identityDocuments').values(row).execute()
}

/** One document with its bytes; both ids must match, so a document is only found through its member. */
export async function documentFile(db: Db, memberId: bigint, documentId: bigint) {
  const row = await db
    .selectFrom('identityDocuments')
    .select(['id', 'merchantId', 'kind', 'contentType', 'data'])
    .where('memberId', '=', memberId)
    .where('id', '=', documentId)
    .executeTakeFirst()
  // PGlite answers bytea as a Uint8Array, node-postgres as a Buffer.
  return row ? { ...row, data: Buffer.from(row.data) } : undefined
}

export async function pendingQueue(db: Db, merchantIds: readonly number[] | null, limit: number, offset: number) {
  let query = db
    .selectFrom('memberIdentity as i')
    .innerJoin('members as m', 'm.id', 'i.memberId')
    .where('i.status', '=', 'pending')
  if (merchantIds) query = query.where('i.merchantId', 'in', merchantIds.length > 0 ? [...merchantIds] : [-1])
  const [rows, total] = await Promise.all([
    query
      .select(['i.memberId', 'i.merchantId', 'm.username', 'i.submittedAt'])
      .orderBy('i.submittedAt')
      .orderBy('i.memberId')
      .limit(limit)
      .offset(offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(total.n) }
}

export function memberForReview(db: Db, memberId: bigint) {
  return db
    .selectFrom('members')
    .select([
      'id',
      'merchantId',
      'username',
      'payeeName',
      'status',
      sql<string | null>`profile ->> 'birthday'`.as('birthday'),
    ])
    .where('id', '=', memberId)
    .executeTakeFirst()
}

export async function depositedTotal(trx: Db, memberId: bigint): Promise<bigint> {
  const row = await trx
    .selectFrom('deposits')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<bigint>('amount'), sql<bigint>`0`).as('total'))
    .where('memberId', '=', memberId)
    .where('status', '=', 'approved')
    .executeTakeFirstOrThrow()
  return BigInt(row.total)
}

export function closureOf(db: Db, memberId: bigint) {
  return db.selectFrom('identityClosures').selectAll().where('memberId', '=', memberId).executeTakeFirst()
}

export async function insertClosure(trx: Db, row: Insertable<IdentityClosureTable>): Promise<void> {
  await trx.insertInto('identityClosures').values(row).execute()
}

export function brandAgeAndCurrency(db: Db, merchantId: number) {
  return db
    .selectFrom('merchants')
    .select(['minimumAge', 'currency'])
    .where('id', '=', merchantId)
    .executeTakeFirstOrThrow()
}

/** The member's first bound bank account, where a closure's refund is paid. */
export function firstBankAccount(trx: Db, memberId: bigint) {
  return trx
    .selectFrom('memberBankAccounts as a')
    .innerJoin('banks as b', 'b.id', 'a.bankId')
    .select(['a.id', 'a.accountNumber', 'a.payeeName', 'b.code as bankCode', 'b.name as bankName'])
    .where('a.memberId', '=', memberId)
    .orderBy('a.id')
    .executeTakeFirst()
}

/**
 * A closure's refund as a withdrawal row, shaped as a member's request writes it, so that the
 * withdrawal review pays it like any other. Written here because the withdrawal feature depends
 * on this one (its identity rule) and cannot be called back.
 */
export function insertRefundWithdrawal(trx: Db, row: Insertable<WithdrawalTable>) {
  return trx.insertInto('withdrawals').values(row).returning('id').executeTakeFirstOrThrow()
}
