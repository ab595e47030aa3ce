import type { Db } from '../db/database'
import { inTransaction } from '../ledger/ledger'
import type { LoyaltyConsumer } from '../features/loyalty/loyalty-batch'
import * as repo from './loyalty-pass.repository'
import { progressMissions } from '../features/missions/mission-progress.service'
import { accruePoints } from '../features/loyalty/points-ledger.service'
import { accrueVip } from '../features/vip/vip-pass.service'

/**
 * The loyalty pass (decision 055, docs/domain/loyalty.md#the-stream): settled bets, deposits and
 * logins reach loyalty here and only here. Each batch, in one transaction, locks the cursor, sums
 * the next facts into loyalty_batch, lets every consumer read it, and moves the cursor past them;
 * a crash rolls all of it back, so every fact is counted by every consumer exactly once.
 */

/** In order: points first, so missions and VIP see the same batch the points were paid on. */
const CONSUMERS = { points: accruePoints, missions: progressMissions, vip: accrueVip } satisfies Record<
  string,
  LoyaltyConsumer
>

export type ConsumerName = keyof typeof CONSUMERS

export interface PassResult {
  facts: number
  batches: number
  /** Milliseconds each consumer spent over all batches (bench/loyalty.ts reports them). */
  spentMs: Record<ConsumerName, number>
}

/**
 * Facts per batch. A batch's cost is mostly the members it touches (one points row and entry
 * each), not its facts, so batches are large: bench/loyalty.ts, 1,000,000 facts of 20,000
 * members: 1.7 s in one batch, 6.4 s in ten.
 */
export const BATCH_SIZE = 1_000_000

export interface PassOptions {
  batchSize?: number
  /** At most this many batches (the crash test stops between them); every one left otherwise. */
  maxBatches?: number
  /** Called inside each batch's transaction before it commits (the crash test kills the process there). */
  beforeCommit?: (facts: number) => Promise<void> | void
}

/** Runs batches until the stream is drained; answers the facts and batches passed. */
export async function runLoyaltyPass(db: Db, now: Date, options: PassOptions = {}): Promise<PassResult> {
  const size = options.batchSize ?? BATCH_SIZE
  const spentMs: Record<ConsumerName, number> = { points: 0, missions: 0, vip: 0 }
  let facts = 0
  let batches = 0
  while (options.maxBatches === undefined || batches < options.maxBatches) {
    const done = await inTransaction(db, async (trx) => {
      const from = await repo.lockCursor(trx)
      const bound = await repo.streamBound(trx)
      const to = await repo.batchEnd(trx, from, bound, size)
      if (!to) return null
      const count = await repo.stageBatch(trx, from, to)
      const context = { now, ref: `batch:${to.factId}` }
      for (const [name, consume] of Object.entries(CONSUMERS) as [ConsumerName, LoyaltyConsumer][]) {
        const started = performance.now()
        await consume(trx, context)
        spentMs[name] += performance.now() - started
      }
      await repo.advanceCursor(trx, to, count)
      await options.beforeCommit?.(count)
      return count
    })
    if (done === null) break
    facts += done
    batches += 1
  }
  return { facts, batches, spentMs }
}

/** The job's entry: drains the stream. */
export async function loyaltyPassJob(db: Db, now: Date): Promise<void> {
  await runLoyaltyPass(db, now)
}
