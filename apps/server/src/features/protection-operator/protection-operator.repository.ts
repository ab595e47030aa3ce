import type { Db } from '../../db/database'

/** The member and brand the operators' protection view needs (decision 060). */
export function memberWithBrand(db: Db, memberId: bigint) {
  return db
    .selectFrom('members as m')
    .innerJoin('merchants as b', 'b.id', 'm.merchantId')
    .select(['m.id', 'm.merchantId', 'm.username', 'b.currency', 'b.timezone'])
    .where('m.id', '=', memberId)
    .executeTakeFirst()
}

export function usernames(db: Db, memberIds: readonly bigint[]) {
  if (memberIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('members')
    .select(['id', 'username'])
    .where('id', 'in', [...memberIds])
    .execute()
}
