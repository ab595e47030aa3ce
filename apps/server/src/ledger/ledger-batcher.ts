import type { Db } from '../db/database'
import { createGroupCommit } from '../lib/group-commit'
import type { TransferResult } from './transfer'
import { isRetriable, mapError, postBatch, type PreparedTransfer } from './ledger-post'

/**
 * Group commit for the ledger (decision 014, lib/group-commit.ts). A batch leaves as one
 * statement, ledger_post_batch (accounts locked in id order, then a savepoint per transfer, so a
 * refusal undoes only itself), outside an explicit transaction, so it is one transaction of its
 * own. PostgreSQL commits that transaction, and with synchronous_commit on flushes it to disk,
 * before it sends ReadyForQuery, and pg answers the query only on ReadyForQuery: no caller hears
 * of a transfer before the whole batch is durable, and an error at commit (the deferred balance
 * check) fails every transfer of the batch.
 */

export interface BatcherOptions {
  /** Batches in flight at once, each on a connection of its own: the pool's size. */
  maxInFlight: number
  /** Transfers per batch at most: each is a subtransaction, and PostgreSQL caches 64 per transaction. */
  maxBatch: number
}

export interface LedgerBatcher {
  submit(transfer: PreparedTransfer): Promise<TransferResult>
}

export function createLedgerBatcher(db: Db, options: BatcherOptions): LedgerBatcher {
  return createGroupCommit<PreparedTransfer, TransferResult>({
    ...options,
    run: (transfers) => postBatch(db, transfers),
    retriable: isRetriable,
    failure: mapError,
  })
}
