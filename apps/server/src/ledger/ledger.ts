import { randomInt } from 'node:crypto'
import { sql } from 'kysely'
import { poolSizeOf, type Db } from '../db/database'
import { AppError } from '../lib/app-error'
import { createLedgerBatcher, type LedgerBatcher } from './ledger-batcher'
import { isRetriable, mapError, postOne, prepare } from './ledger-post'
import type { TransferRequest, TransferResult } from './transfer'

/**
 * The ledger: the only code that changes a balance. Every movement is one transfer of two or
 * more signed entries that sum to zero, applied by one call of the SQL function ledger_post
 * (ledger/sql/ledger-post.sql, decision 014) with the accounts locked in id order; the database refuses an
 * overdraft (CHECK) and an unbalanced transfer (constraint trigger) even if that were wrong.
 */

export { MAX_ENTRY } from './ledger-post'
/**
 * For SQL that posts through ledger_post itself, in the statement that writes its own rows
 * (lottery slips, decisions 032 and 034): the transfer is still checked and hashed here.
 */
export { prepare as prepareTransfer, type PreparedTransfer } from './ledger-post'

/** Transfers per group commit at most (see ledger-batcher.ts). */
export const MAX_BATCH = 50

// The transfer's shapes live apart so that ledger-post and ledger-batcher can name them
// without importing this file, which imports them.
export type { TransferEntry, TransferRequest, TransferResult } from './transfer'

export interface AccountKey {
  merchantId: number
  currency: string
  kind: string
  ownerMemberId?: bigint | null
  vendor?: string | null
}

/** Kinds whose balance may never go below zero: money that belongs to a member or an agent. */
export const WALLET_KINDS = new Set(['member_main', 'member_vendor', 'withdrawal_hold'])

/** The account for a key, created on first use. */
export async function ensureAccount(db: Db, key: AccountKey): Promise<bigint> {
  const owner = key.ownerMemberId ?? null
  const vendor = key.vendor ?? null
  const find = () =>
    db
      .selectFrom('ledgerAccounts')
      .select('id')
      .where('merchantId', '=', key.merchantId)
      .where('currency', '=', key.currency)
      .where('kind', '=', key.kind)
      .where(sql`coalesce(owner_member_id, 0)`, '=', owner ?? 0n)
      .where(sql`coalesce(vendor, '')`, '=', vendor ?? '')
      .executeTakeFirst()
  const found = await find()
  if (found) return found.id
  await db
    .insertInto('ledgerAccounts')
    .values({
      merchantId: key.merchantId,
      currency: key.currency,
      kind: key.kind,
      ownerMemberId: owner,
      vendor,
      noNegative: WALLET_KINDS.has(key.kind),
    })
    .onConflict((oc) => oc.doNothing())
    .execute()
  const created = await find()
  if (!created) throw new AppError('internal', 'Ledger account could not be created')
  return created.id
}

export async function balanceOf(db: Db, accountId: bigint): Promise<bigint> {
  const row = await db.selectFrom('ledgerAccounts').select('balance').where('id', '=', accountId).executeTakeFirst()
  return row?.balance ?? 0n
}

/**
 * Applies a transfer exactly once, in a transaction of its own; retried on serialization failures
 * and deadlocks. On PostgreSQL it joins the ledger batcher (group commit, decision 014): the answer
 * comes once the transfer's batch has committed.
 */
export async function transfer(db: Db, request: TransferRequest): Promise<TransferResult> {
  const prepared = prepare(request)
  const batcher = batcherOf(db)
  if (batcher) return batcher.submit(prepared)
  // One statement outside an explicit transaction commits by itself, before its answer arrives.
  return withRetries(() => postOne(db, prepared))
}

/**
 * Applies a transfer inside the caller's transaction, so a business state change (a deposit
 * approved, a withdrawal held) and its ledger posting commit together or not at all. The
 * caller runs the transaction through `inTransaction`, which retries it as a whole. A refusal
 * undoes only the transfer's own writes (ledger_post runs it under a savepoint).
 */
export async function postTransfer(trx: Db, request: TransferRequest): Promise<TransferResult> {
  return postOne(trx, prepare(request))
}

/** Runs `work` in one database transaction, again from the start on serialization failures and deadlocks. */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return withRetries(() => db.transaction().execute(work))
}

async function withRetries<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run()
    } catch (error) {
      if (!isRetriable(error) || attempt >= 5) throw mapError(error)
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + randomInt(10)))
    }
  }
}

const batchers = new WeakMap<Db, LedgerBatcher>()

/**
 * PostgreSQL databases get a batcher with one batch in flight per pooled connection; PGlite has
 * one connection and never fsyncs, so there is nothing to share out and no flush to amortise.
 */
function batcherOf(db: Db): LedgerBatcher | null {
  const poolSize = poolSizeOf(db)
  if (poolSize === null) return null
  let batcher = batchers.get(db)
  if (!batcher) {
    batcher = createLedgerBatcher(db, { maxInFlight: poolSize, maxBatch: MAX_BATCH })
    batchers.set(db, batcher)
  }
  return batcher
}
