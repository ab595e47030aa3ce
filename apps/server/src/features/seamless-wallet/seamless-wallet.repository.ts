import type { Selectable } from 'kysely'
import type { Db } from '../../db/database'
import type { GameRoundTable, SeamlessKind, SeamlessTransactionTable } from '../../db/games-schema'

/** The seamless wallet's Kysely code: vendors, players, the call log and the rounds. */

export type SeamlessRow = Selectable<SeamlessTransactionTable>
export type RoundRow = Selectable<GameRoundTable>

export function findVendor(db: Db, code: string) {
  return db
    .selectFrom('vendors')
    .select(['code', 'walletMode', 'enabled', 'gameType'])
    .where('code', '=', code)
    .executeTakeFirst()
}

const PLAYER = [
  'members.id',
  'members.merchantId',
  'members.isAgent',
  'members.status',
  'members.nickname',
  'members.username',
  'merchants.currency',
] as const

/** The member a vendor names by its opaque id (decision 037), with what the wallet needs; a vendor reads only its own players. */
export function findPlayer(db: Db, vendorCode: string, player: string) {
  return db
    .selectFrom('vendorPlayers')
    .innerJoin('members', 'members.id', 'vendorPlayers.memberId')
    .innerJoin('merchants', 'merchants.id', 'members.merchantId')
    .select(PLAYER)
    .where('vendorPlayers.vendorCode', '=', vendorCode)
    .where('vendorPlayers.player', '=', player)
    .executeTakeFirst()
}

/** A member by id, for the platform's own use (the demo history). */
export function findMember(db: Db, memberId: bigint) {
  return db
    .selectFrom('members')
    .innerJoin('merchants', 'merchants.id', 'members.merchantId')
    .select(PLAYER)
    .where('members.id', '=', memberId)
    .executeTakeFirst()
}

export function findGame(db: Db, vendorCode: string, code: string) {
  return db
    .selectFrom('games')
    .select(['id', 'code', 'gameType'])
    .where('vendorCode', '=', vendorCode)
    .where('code', '=', code)
    .executeTakeFirst()
}

export async function gameCodeOf(db: Db, gameId: bigint | null): Promise<string | null> {
  if (gameId === null) return null
  const row = await db.selectFrom('games').select('code').where('id', '=', gameId).executeTakeFirst()
  return row?.code ?? null
}

export interface Claim {
  vendorCode: string
  transactionId: string
  kind: SeamlessKind
  memberId: bigint
  requestHash: string
  refTransactionId?: string | null
  /** A tombstone is born with its final answer; a call's answer is stored when it is known. */
  responseStatus?: number
  responseBody?: string
}

/**
 * Takes the (vendor, transaction id) for this call: true when it is ours. On PostgreSQL a
 * concurrent claim of the same id waits here for the first to commit or roll back, so two
 * copies of one call never both apply.
 */
export async function claim(trx: Db, row: Claim): Promise<boolean> {
  const inserted = await trx
    .insertInto('seamlessTransactions')
    .values({ responseStatus: 0, responseBody: '', ...row })
    .onConflict((oc) => oc.columns(['vendorCode', 'transactionId']).doNothing())
    .returning('transactionId')
    .executeTakeFirst()
  return inserted !== undefined
}

export function findCall(trx: Db, vendorCode: string, transactionId: string, forUpdate = false) {
  const query = trx
    .selectFrom('seamlessTransactions')
    .selectAll()
    .where('vendorCode', '=', vendorCode)
    .where('transactionId', '=', transactionId)
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst()
}

export async function storeAnswer(
  trx: Db,
  key: { vendorCode: string; transactionId: string },
  answer: { status: number; body: string; amount: bigint; roundPk: bigint | null; ledgerTransactionId: bigint | null },
): Promise<void> {
  await trx
    .updateTable('seamlessTransactions')
    .set({
      responseStatus: answer.status,
      responseBody: answer.body,
      amount: answer.amount,
      roundPk: answer.roundPk,
      ledgerTransactionId: answer.ledgerTransactionId,
    })
    .where('vendorCode', '=', key.vendorCode)
    .where('transactionId', '=', key.transactionId)
    .execute()
}

export function markRolledBack(trx: Db, vendorCode: string, transactionId: string) {
  return trx
    .updateTable('seamlessTransactions')
    .set({ rolledBack: true })
    .where('vendorCode', '=', vendorCode)
    .where('transactionId', '=', transactionId)
    .execute()
}

export async function roundHasCredit(trx: Db, roundPk: bigint): Promise<boolean> {
  const row = await trx
    .selectFrom('seamlessTransactions')
    .select('transactionId')
    .where('roundPk', '=', roundPk)
    .where('kind', '=', 'credit')
    .executeTakeFirst()
  return row !== undefined
}

export function lockRound(trx: Db, vendorCode: string, roundId: string) {
  return trx
    .selectFrom('gameRounds')
    .selectAll()
    .where('vendorCode', '=', vendorCode)
    .where('roundId', '=', roundId)
    .forUpdate()
    .executeTakeFirst()
}

export function lockRoundById(trx: Db, id: bigint) {
  return trx.selectFrom('gameRounds').selectAll().where('id', '=', id).forUpdate().executeTakeFirstOrThrow()
}

export interface NewRound {
  merchantId: number
  memberId: bigint
  vendorCode: string
  roundId: string
  gameId: bigint | null
  gameCode: string
  gameType: RoundRow['gameType']
  currency: string
}

/**
 * A debit's stake added to its round, created by the first debit, in one statement that also
 * locks the row: null when the round exists but is closed or another player's.
 */
export async function stakeRound(trx: Db, round: NewRound, amount: bigint): Promise<RoundRow | null> {
  const row = await trx
    .insertInto('gameRounds')
    .values({ ...round, stake: amount })
    .onConflict((oc) =>
      oc
        .columns(['vendorCode', 'roundId'])
        .doUpdateSet((eb) => ({ stake: eb('gameRounds.stake', '+', eb.ref('excluded.stake')), updatedAt: new Date() }))
        .where('gameRounds.status', '=', 'open')
        .where('gameRounds.memberId', '=', round.memberId),
    )
    .returningAll()
    .executeTakeFirst()
  return row ?? null
}

export type RoundChange = Partial<
  Pick<RoundRow, 'stake' | 'validBet' | 'win' | 'refunded' | 'status' | 'verifyUrl' | 'settledAt'>
> & {
  detail?: string | null
}

export async function updateRound(trx: Db, id: bigint, change: RoundChange): Promise<void> {
  await trx
    .updateTable('gameRounds')
    .set({ ...change, updatedAt: new Date() })
    .where('id', '=', id)
    .execute()
}
