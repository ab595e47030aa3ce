import type { Db } from '../../db/database'

/** The members' opaque ids at vendors (table `vendor_players`, decision 037). */

export async function findPlayerId(db: Db, vendorCode: string, memberId: bigint): Promise<string | null> {
  const row = await db
    .selectFrom('vendorPlayers')
    .select('player')
    .where('vendorCode', '=', vendorCode)
    .where('memberId', '=', memberId)
    .executeTakeFirst()
  return row?.player ?? null
}

/** Adds the pair unless it exists: a concurrent first call keeps whichever id was written first. */
export async function insertPlayerId(db: Db, vendorCode: string, memberId: bigint, player: string): Promise<void> {
  await db
    .insertInto('vendorPlayers')
    .values({ vendorCode, memberId, player })
    .onConflict((oc) => oc.columns(['vendorCode', 'memberId']).doNothing())
    .execute()
}

/** Every member the vendor knows, with the id it knew them by before migration 0027. */
export function playersOf(db: Db, vendorCode: string) {
  return db
    .selectFrom('vendorPlayers')
    .select(['memberId', 'player'])
    .where('vendorCode', '=', vendorCode)
    .orderBy('memberId')
    .execute()
}
