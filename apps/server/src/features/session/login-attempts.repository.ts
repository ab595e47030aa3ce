import type { Db } from '../../db/database'

export async function recordAttempt(db: Db, merchantId: number, usernameKey: string, ip: string, succeeded: boolean) {
  await db.insertInto('loginAttempts').values({ merchantId, usernameKey, ip, succeeded }).execute()
}

/** Failures since the window start, for the account and for the address, in one query. */
export async function countFailures(db: Db, merchantId: number, usernameKey: string, ip: string, since: Date) {
  const row = await db
    .selectFrom('loginAttempts')
    .select((eb) => [
      eb.fn
        .count<bigint>('id')
        .filterWhere((w) => w.and([w('merchantId', '=', merchantId), w('usernameKey', '=', usernameKey)]))
        .as('account'),
      eb.fn.count<bigint>('id').filterWhere('ip', '=', ip).as('address'),
    ])
    .where('succeeded', '=', false)
    .where('createdAt', '>', since)
    .where((w) =>
      w.or([w('ip', '=', ip), w.and([w('merchantId', '=', merchantId), w('usernameKey', '=', usernameKey)])]),
    )
    .executeTakeFirstOrThrow()
  return { account: Number(row.account), address: Number(row.address) }
}
