import { sql, type Insertable, type Selectable } from 'kysely'
import type { Db } from '../db/database'
import type { InhouseFreeRoundTable } from '../db/inhouse-schema'

export type FreeRoundRow = Selectable<InhouseFreeRoundTable>

/** The grant, or null when its reference was already taken (the caller reads the one that holds it). */
export async function insertGrant(db: Db, grant: Insertable<InhouseFreeRoundTable>): Promise<FreeRoundRow | null> {
  const row = await db
    .insertInto('inhouseFreeRounds')
    .values(grant)
    .onConflict((oc) => oc.columns(['vendorCode', 'reference']).doNothing())
    .returningAll()
    .executeTakeFirst()
  return row ?? null
}

export async function findGrant(db: Db, vendorCode: string, reference: string): Promise<FreeRoundRow | null> {
  const row = await db
    .selectFrom('inhouseFreeRounds')
    .selectAll()
    .where('vendorCode', '=', vendorCode)
    .where('reference', '=', reference)
    .executeTakeFirst()
  return row ?? null
}

/** The player's unexpired grants with rounds left in one game, the one to play first first. */
export async function openGrants(
  db: Db,
  vendorCode: string,
  player: string,
  gameCode: string,
): Promise<FreeRoundRow[]> {
  return db
    .selectFrom('inhouseFreeRounds')
    .selectAll()
    .where('vendorCode', '=', vendorCode)
    .where('player', '=', player)
    .where('gameCode', '=', gameCode)
    .where('roundsLeft', '>', 0)
    .where((eb) => eb.or([eb('expiresAt', 'is', null), eb('expiresAt', '>', sql<Date>`now()`)]))
    .orderBy(sql`expires_at NULLS LAST`)
    .orderBy('id')
    .execute()
}

/**
 * Takes one round of the grant, in the transaction that opens the round: false when none is
 * left (a parallel spin took the last), so rounds_left never goes below zero.
 */
export async function takeFreeRound(trx: Db, id: bigint): Promise<boolean> {
  const row = await trx
    .updateTable('inhouseFreeRounds')
    .set((eb) => ({ roundsLeft: eb('roundsLeft', '-', 1) }))
    .where('id', '=', id)
    .where('roundsLeft', '>', 0)
    .where((eb) => eb.or([eb('expiresAt', 'is', null), eb('expiresAt', '>', sql<Date>`now()`)]))
    .returning('id')
    .executeTakeFirst()
  return row !== undefined
}

/** Gives back the round of a free round that ended unplayed (refused or rolled back). */
export async function giveBackFreeRound(trx: Db, id: bigint): Promise<void> {
  await trx
    .updateTable('inhouseFreeRounds')
    .set((eb) => ({ roundsLeft: eb('roundsLeft', '+', 1) }))
    .where('id', '=', id)
    .whereRef('roundsLeft', '<', 'rounds')
    .execute()
}
