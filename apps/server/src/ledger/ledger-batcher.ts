import { randomInt } from 'node:crypto'
import type { Db } from '../db/database'
import type { TransferResult } from './ledger'
import { isRetriable, mapError, postBatch, type PreparedTransfer } from './ledger-post'

/**
 * Group commit for the ledger (decision 014). Transfers that arrive while every connection is
 * busy wait in a queue; when a connection is free, the queue leaves as one statement,
 * ledger_post_batch (accounts locked in id order, then a savepoint per transfer, so a refusal
 * undoes only itself), which is one transaction of its own. PostgreSQL commits that transaction,
 * and with synchronous_commit on flushes it to disk, before it sends ReadyForQuery, and pg answers
 * the query only on ReadyForQuery: no caller hears of a transfer before the whole batch is durable,
 * and an error at commit (the deferred balance check) fails every transfer of the batch.
 * A lone transfer on an idle server leaves at once, in a batch of one: there is no timer, so
 * batching adds no latency; batches grow only with the load.
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

interface Waiting {
  transfer: PreparedTransfer
  resolve(result: TransferResult): void
  reject(error: unknown): void
}

const ATTEMPTS = 5

export function createLedgerBatcher(db: Db, options: BatcherOptions): LedgerBatcher {
  const queue: Waiting[] = []
  let inFlight = 0
  let scheduled = false

  // After the current turn of the event loop, so that everything submitted in it (callers answered
  // by the last batch and sending their next transfer) is seen together and shared out evenly.
  const schedule = () => {
    if (scheduled) return
    scheduled = true
    setImmediate(flush)
  }

  function flush(): void {
    scheduled = false
    while (queue.length > 0 && inFlight < options.maxInFlight) {
      const size = Math.min(options.maxBatch, Math.ceil(queue.length / (options.maxInFlight - inFlight)))
      inFlight++
      void run(queue.splice(0, size)).finally(() => {
        inFlight--
        if (queue.length > 0) schedule()
      })
    }
  }

  async function run(batch: Waiting[]): Promise<void> {
    const transfers = batch.map((w) => w.transfer)
    // Outside an explicit transaction: the one statement commits by itself (see above).
    for (let attempt = 1; ; attempt++) {
      try {
        const outcomes = await postBatch(db, transfers)
        batch.forEach((waiting, i) => {
          const outcome = outcomes[i] // postBatch answers one outcome per transfer, or throws
          if (outcome instanceof Error) waiting.reject(outcome)
          else if (outcome) waiting.resolve(outcome)
        })
        return
      } catch (error) {
        // A deadlock with a business transaction, or a serialization failure: the batch runs again.
        // Anything else failed the batch's transaction as a whole, so nothing of it was committed.
        if (!isRetriable(error) || attempt >= ATTEMPTS) {
          for (const waiting of batch) waiting.reject(mapError(error))
          return
        }
        await new Promise((resolve) => setTimeout(resolve, 5 * attempt + randomInt(10)))
      }
    }
  }

  return {
    submit(transfer) {
      return new Promise<TransferResult>((resolve, reject) => {
        queue.push({ transfer, resolve, reject })
        schedule()
      })
    },
  }
}
