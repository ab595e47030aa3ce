import { sql } from 'kysely'
import type { Db } from '../../db/database'

export async function isKnownIp(db: Db, memberId: bigint, ip: string): Promise<boolean> {
  const row = await db
    .selectFrom('memberKnownIps')
    .select('ip')
    .where('memberId', '=', memberId)
    .where('ip', '=', ip)
    .executeTakeFirst()
  return row !== undefined
}

export async function insertChallenge(
  db: Db,
  memberId: bigint,
  ip: string,
  loginType: string,
  expiresAt: Date,
): Promise<string> {
  const row = await db
    .insertInto('loginChallenges')
    .values({ memberId, ip, loginType, expiresAt })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** An open challenge for this address, with one attempt counted against it. */
export async function takeChallengeAttempt(db: Db, id: string, ip: string) {
  return db
    .updateTable('loginChallenges')
    .set({ attempts: sql`attempts + 1` })
    .where('id', '=', id)
    .where('ip', '=', ip)
    .where('consumedAt', 'is', null)
    .where('expiresAt', '>', new Date())
    .returning(['memberId', 'attempts', 'loginType'])
    .executeTakeFirst()
}

export async function findOpenChallenge(db: Db, id: string, ip: string) {
  return db
    .selectFrom('loginChallenges')
    .select(['memberId', 'loginType'])
    .where('id', '=', id)
    .where('ip', '=', ip)
    .where('consumedAt', 'is', null)
    .where('expiresAt', '>', new Date())
    .executeTakeFirst()
}

export async function consumeChallenge(db: Db, id: string): Promise<boolean> {
  const result = await db
    .updateTable('loginChallenges')
    .set({ consumedAt: new Date() })
    .where('id', '=', id)
    .where('consumedAt', 'is', null)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}
