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

/** Codes sent since a time to this destination (at this merchant) and to anyone from this address. */
export async function countSentSince(db: Db, key: Omit<CodeKey, 'purpose'>, clientIp: string, since: Date) {
  const row = await db
    .selectFrom('verificationCodes')
    .select((eb) => [
      eb.fn
        .count<bigint>('id')
        .filterWhere((w) => w.and([w('merchantId', '=', key.merchantId), w('destination', '=', key.destination)]))
        .as('destination'),
      eb.fn.count<bigint>('id').filterWhere('clientIp', '=', clientIp).as('address'),
    ])
    .where('createdAt', '>', since)
    .where((w) =>
      w.or([
        w('clientIp', '=', clientIp),
        w.and([w('merchantId', '=', key.merchantId), w('destination', '=', key.destination)]),
      ]),
    )
    .executeTakeFirstOrThrow()
  return { destination: Number(row.destination), address: Number(row.address) }
}

export async function insertCode(
  db: Db,
  key: CodeKey,
  channel: 'sms' | 'email',
  codeHash: string,
  expiresAt: Date,
  clientIp: string,
) {
  await db
    .insertInto('verificationCodes')
    .values({ ...key, channel, codeHash, expiresAt, clientIp })
    .execute()
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
