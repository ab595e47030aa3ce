import type { Db } from '../../db/database'

// What the loyalty pass hands its consumers (decision 055); apart from the pass so consumers need not import it.

export interface BatchContext {
  now: Date
  /** Unique per batch: the last fact's id, for the rows a batch writes once. */
  ref: string
}

/** A consumer reads the temporary table loyalty_batch (one row per member, kind, category, game and brand day). */
export type LoyaltyConsumer = (trx: Db, batch: BatchContext) => Promise<void>
