import type { Db } from '../../db/database'

export interface LaunchTokenValues {
  tokenHash: string
  merchantId: number
  memberId: bigint
  vendorCode: string
  gameId: bigint | null
  currency: string
  language: string
  expiresAt: Date
  redeemBy: Date
}

const GRANT = ['merchantId', 'memberId', 'vendorCode', 'gameId', 'currency', 'language', 'expiresAt'] as const

export async function insertLaunchToken(db: Db, values: LaunchTokenValues): Promise<void> {
  await db.insertInto('gameLaunchTokens').values(values).execute()
}

export async function findGrant(db: Db, vendorCode: string, tokenHash: string) {
  return db
    .selectFrom('gameLaunchTokens')
    .select(GRANT)
    .where('tokenHash', '=', tokenHash)
    .where('vendorCode', '=', vendorCode)
    .executeTakeFirst()
}

/** One conditional UPDATE: of two concurrent redemptions exactly one gets the row. */
export async function redeemOnce(db: Db, vendorCode: string, tokenHash: string, now: Date) {
  return db
    .updateTable('gameLaunchTokens')
    .set({ redeemedAt: now })
    .where('tokenHash', '=', tokenHash)
    .where('vendorCode', '=', vendorCode)
    .where('redeemedAt', 'is', null)
    .where('redeemBy', '>', now)
    .returning(GRANT)
    .executeTakeFirst()
}

export async function findRedemption(db: Db, vendorCode: string, tokenHash: string) {
  return db
    .selectFrom('gameLaunchTokens')
    .select('redeemedAt')
    .where('tokenHash', '=', tokenHash)
    .where('vendorCode', '=', vendorCode)
    .executeTakeFirst()
}
