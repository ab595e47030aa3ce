import type { Db } from '../../db/database'

export interface StoredKey {
  id: string
  publicPem: string
  privateSealed: string
  rotateAfter: Date
  expiresAt: Date | null
}

/** The newest key that has not expired: the one clients should encrypt with. */
export async function findCurrentKey(db: Db, now: Date): Promise<StoredKey | undefined> {
  return db
    .selectFrom('cryptoKeys')
    .select(['id', 'publicPem', 'privateSealed', 'rotateAfter', 'expiresAt'])
    .where((eb) => eb.or([eb('expiresAt', 'is', null), eb('expiresAt', '>', now)]))
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst()
}

export async function findKey(db: Db, id: string): Promise<StoredKey | undefined> {
  return db
    .selectFrom('cryptoKeys')
    .select(['id', 'publicPem', 'privateSealed', 'rotateAfter', 'expiresAt'])
    .where('id', '=', id)
    .executeTakeFirst()
}

/** Adds the new key and starts the grace period of the ones it replaces, atomically. */
export async function insertKeyRetiringOthers(db: Db, key: StoredKey, graceEnd: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('cryptoKeys').set({ expiresAt: graceEnd }).where('expiresAt', 'is', null).execute()
    await trx.insertInto('cryptoKeys').values(key).execute()
  })
}
