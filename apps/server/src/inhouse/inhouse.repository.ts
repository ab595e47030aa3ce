import { sql, type Insertable, type Selectable, type Updateable } from 'kysely'
import type { Db } from '../db/database'
import type {
  InhousePlayerTable,
  InhouseRoundStatus,
  InhouseRoundTable,
  InhouseSessionTable,
} from '../db/inhouse-schema'
import { AppError } from '../lib/app-error'
import { giveBackFreeRound, takeFreeRound } from './inhouse-free-rounds.repository'

export type PlayerRow = Selectable<InhousePlayerTable>
export type SessionRow = Selectable<InhouseSessionTable>
export type RoundRow = Selectable<InhouseRoundTable>

/** The player's fairness state, created with the given first seed when there is none yet. */
export async function ensurePlayer(db: Db, values: Insertable<InhousePlayerTable>): Promise<PlayerRow> {
  await db
    .insertInto('inhousePlayers')
    .values(values)
    .onConflict((oc) => oc.columns(['vendorCode', 'player']).doNothing())
    .execute()
  return findPlayer(db, values.vendorCode, values.player)
}

export async function findPlayer(db: Db, vendorCode: string, player: string): Promise<PlayerRow> {
  return db
    .selectFrom('inhousePlayers')
    .selectAll()
    .where('vendorCode', '=', vendorCode)
    .where('player', '=', player)
    .executeTakeFirstOrThrow()
}

export async function setClientSeed(
  db: Db,
  vendorCode: string,
  player: string,
  clientSeed: string,
): Promise<PlayerRow> {
  return db
    .updateTable('inhousePlayers')
    .set({ clientSeed, updatedAt: sql<Date>`now()` })
    .where('vendorCode', '=', vendorCode)
    .where('player', '=', player)
    .returningAll()
    .executeTakeFirstOrThrow()
}

export async function insertSession(db: Db, values: Insertable<InhouseSessionTable>): Promise<void> {
  await db.insertInto('inhouseSessions').values(values).execute()
}

export async function findSession(db: Db, tokenHash: string): Promise<SessionRow | null> {
  return (
    (await db.selectFrom('inhouseSessions').selectAll().where('tokenHash', '=', tokenHash).executeTakeFirst()) ?? null
  )
}

/**
 * Opens a round on the player's committed seed and, in the same transaction, commits the next
 * seed and nonce: each seed serves exactly one round, and two rounds never share a nonce. A free
 * round takes its round of the grant in the same transaction, so a crash never spends one twice.
 */
export async function openRound(
  db: Db,
  round: Omit<Insertable<InhouseRoundTable>, 'serverSeedSealed' | 'seedCommit' | 'clientSeed' | 'nonce'>,
  next: { sealed: string; commit: string },
): Promise<RoundRow> {
  return db.transaction().execute(async (trx) => {
    const player = await trx
      .selectFrom('inhousePlayers')
      .selectAll()
      .where('vendorCode', '=', round.vendorCode)
      .where('player', '=', round.player)
      .forUpdate()
      .executeTakeFirstOrThrow()
    if (round.freeRoundId && !(await takeFreeRound(trx, round.freeRoundId)))
      throw new AppError('conflict', 'That free round was already played; spin again')
    const row = await trx
      .insertInto('inhouseRounds')
      .values({
        ...round,
        serverSeedSealed: player.pendingSeedSealed,
        seedCommit: player.pendingCommit,
        clientSeed: player.clientSeed,
        nonce: player.nextNonce,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    await trx
      .updateTable('inhousePlayers')
      .set({
        pendingSeedSealed: next.sealed,
        pendingCommit: next.commit,
        nextNonce: player.nextNonce + 1n,
        updatedAt: sql<Date>`now()`,
      })
      .where('vendorCode', '=', round.vendorCode)
      .where('player', '=', round.player)
      .execute()
    return row
  })
}

/** Moves a round on, only from the status the caller saw: null when someone else moved it first. */
export async function updateRound(
  db: Db,
  id: bigint,
  from: InhouseRoundStatus,
  patch: Updateable<InhouseRoundTable>,
): Promise<RoundRow | null> {
  const move = async (trx: Db) => {
    const row = await trx
      .updateTable('inhouseRounds')
      .set({ ...patch, updatedAt: sql<Date>`now()` })
      .where('id', '=', id)
      .where('status', '=', from)
      .returningAll()
      .executeTakeFirst()
    return row ?? null
  }
  if (patch.status !== 'refused' && patch.status !== 'rolled_back') return move(db)
  // A free round that ends unplayed gives its round back, once: only the move that ends it does.
  return db.transaction().execute(async (trx) => {
    const row = await move(trx)
    if (row?.freeRoundId) await giveBackFreeRound(trx, row.freeRoundId)
    return row
  })
}

/** Notes one failed wallet call of an unfinished round (the status stays). */
export async function noteFailure(db: Db, id: bigint, error: string): Promise<void> {
  await db
    .updateTable('inhouseRounds')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), lastError: error.slice(0, 500), updatedAt: sql<Date>`now()` }))
    .where('id', '=', id)
    .execute()
}

export async function recentRounds(
  db: Db,
  vendorCode: string,
  player: string,
  gameCode: string,
  limit: number,
): Promise<RoundRow[]> {
  return db
    .selectFrom('inhouseRounds')
    .selectAll()
    .where('player', '=', player)
    .where('gameCode', '=', gameCode)
    .where('vendorCode', '=', vendorCode)
    .where('status', '!=', 'refused')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
}

export async function findRoundByRef(db: Db, ref: string): Promise<RoundRow | null> {
  return (await db.selectFrom('inhouseRounds').selectAll().where('ref', '=', ref).executeTakeFirst()) ?? null
}

/** Rounds a call left unfinished, idle since before `idleBefore`, oldest first. */
export async function unfinishedRounds(db: Db, idleBefore: Date, limit: number): Promise<RoundRow[]> {
  return db
    .selectFrom('inhouseRounds')
    .selectAll()
    .where('status', 'in', ['debiting', 'crediting', 'rolling_back'])
    .where('updatedAt', '<', idleBefore)
    .orderBy('updatedAt')
    .limit(limit)
    .execute()
}
