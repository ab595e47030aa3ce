import type { Db } from '../../db/database'

export async function listBanks(db: Db, merchantId: number) {
  return db
    .selectFrom('banks')
    .select(['id', 'code', 'name'])
    .where('merchantId', '=', merchantId)
    .where('enabled', '=', true)
    .orderBy('sortOrder')
    .orderBy('id')
    .execute()
}

export async function findBank(db: Db, merchantId: number, code: string) {
  return db
    .selectFrom('banks')
    .select(['id', 'code', 'name'])
    .where('merchantId', '=', merchantId)
    .where('code', '=', code)
    .where('enabled', '=', true)
    .executeTakeFirst()
}

const accountColumns = [
  'a.id',
  'a.accountNumber',
  'a.payeeName',
  'a.createdAt',
  'b.code as bankCode',
  'b.name as bankName',
] as const

export async function listAccounts(db: Db, memberId: bigint) {
  return db
    .selectFrom('memberBankAccounts as a')
    .innerJoin('banks as b', 'b.id', 'a.bankId')
    .select(accountColumns)
    .where('a.memberId', '=', memberId)
    .orderBy('a.id')
    .execute()
}

export async function findAccount(db: Db, memberId: bigint, accountId: bigint) {
  return db
    .selectFrom('memberBankAccounts as a')
    .innerJoin('banks as b', 'b.id', 'a.bankId')
    .select(accountColumns)
    .where('a.memberId', '=', memberId)
    .where('a.id', '=', accountId)
    .executeTakeFirst()
}

/** Inserts an account; null when the member already has this number at this bank. */
export async function insertAccount(
  db: Db,
  account: { memberId: bigint; bankId: number; accountNumber: string; payeeName: string },
) {
  const row = await db
    .insertInto('memberBankAccounts')
    .values(account)
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst()
  return row?.id ?? null
}

/**
 * The member's row, locked until the transaction ends: binding and withdrawing for one member
 * take turns, so counts and limits read inside stay true until the commit.
 */
export async function lockMember(db: Db, memberId: bigint) {
  return db
    .selectFrom('members')
    .select(['id', 'merchantId', 'payeeName'])
    .where('id', '=', memberId)
    .forUpdate()
    .executeTakeFirst()
}

export async function setPayeeName(db: Db, memberId: bigint, payeeName: string): Promise<void> {
  await db.updateTable('members').set({ payeeName }).where('id', '=', memberId).execute()
}

/** The holder names of the member's bound accounts (the new-IP check compares against them). */
export async function accountPayeeNames(db: Db, memberId: bigint): Promise<string[]> {
  const rows = await db.selectFrom('memberBankAccounts').select('payeeName').where('memberId', '=', memberId).execute()
  return rows.map((row) => row.payeeName)
}
