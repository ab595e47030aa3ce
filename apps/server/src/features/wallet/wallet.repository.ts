import type { Db } from '../../db/database'

export async function memberAccounts(db: Db, memberId: bigint) {
  return db
    .selectFrom('ledgerAccounts')
    .select(['kind', 'vendor', 'currency', 'balance'])
    .where('ownerMemberId', '=', memberId)
    .where('kind', 'in', ['member_main', 'member_vendor'])
    .orderBy('id')
    .execute()
}
