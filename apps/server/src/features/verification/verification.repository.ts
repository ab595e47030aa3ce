import { sql } from 'kysely'
import type { Db } from '../../db/database'

export interface CodeKey {
  merchantId: number
  purpose: string
  destination: string
}

export async function lastIssuedAt(db: Db, key: CodeKey): Promise<Date | null> {
  const row = await db
    .selectFrom('verificationCodes')
    .select('createdAt')
    .where('merchantId', '=', key.merchantId)
    .where('purpose', '=', key.purpose)
    .where('destination', '=', key.destination)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst()
  return row?.createdAt ?? null
}

export async function countIssuedSince(db: Db, key: CodeKey, since: Date): Promise<number> {
  const row = await db
    .selectFrom('verificationCodes')
    .select((eb) => eb.fn.countAll<bigint>().as('n'))
    .where('merchantId', '=', key.merchantId)
    .where('destination', '=', key.destination)
    .where('createdAt', '>', since)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function insertCode(db: Db, key: CodeKey, channel: 'sms' | 'email', codeHash: string, expiresAt: Date) {
  await db.insertInto('verificationCodes').values({ ...key, channel, codeHash, expiresAt }).execute()
}

/** The newest unconsumed code, with one attempt counted against it, atomically. */
export async function takeAttempt(db: Db, key: CodeKey) {
  return db
    .updateTable('verificationCodes')
    .set({ attempts: sql`attempts + 1` })
    .where(
      'id',
      '=',
      db
        .selectFrom('verificationCodes')
        .select('id')
        .where('merchantId', '=', key.merchantId)
        .where('purpose', '=', key.purpose)
        .where('destination', '=', key.destination)
        .where('consumedAt', 'is', null)
        .orderBy('createdAt', 'desc')
        .limit(1),
    )
    .returning(['id', 'codeHash', 'attempts', 'expiresAt'])
    .executeTakeFirst()
}

export async function consume(db: Db, id: bigint): Promise<boolean> {
  const result = await db
    .updateTable('verificationCodes')
    .set({ consumedAt: new Date() })
    .where('id', '=', id)
    .where('consumedAt', 'is', null)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}
