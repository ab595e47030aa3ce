import type { PointEntryKind } from '@sea/contract'
import type { Db } from '../../db/database'
import { inTransaction } from '../../ledger/ledger'
import { AppError } from '../../lib/app-error'
import type { BatchContext } from './loyalty-batch'
import * as repo from './points.repository'

/**
 * The point ledger's one write path (decision 055, docs/domain/loyalty.md#points): every change
 * of a member's points is an entry, never edited (a trigger refuses it), written with the balance
 * it leaves, in the transaction that moves member_points.balance, which never goes below zero.
 * A (member, kind, ref) is written once: asking again answers the first entry and moves nothing.
 */

export type PointEntry = repo.PointEntry

export interface PointMove {
  merchantId: number
  memberId: bigint
  kind: PointEntryKind
  /** Signed, not zero: + earned or returned, - spent, converted or expired. */
  points: bigint
  ref: string
  expiresAt?: Date | null
  note?: string | null
  operatorId?: number | null
}

/**
 * Writes one entry and moves the balance, in the caller's transaction or its own. Refuses with
 * points_insufficient when the balance would go below zero.
 */
export async function postPoints(db: Db, move: PointMove): Promise<{ entry: PointEntry; created: boolean }> {
  if (move.points === 0n) throw new RangeError('a point entry moves at least one point')
  const work = async (trx: Db) => {
    // The member's row is locked first: two posts of one ref wait for each other, and the second finds the first.
    const held = await repo.lockPoints(trx, move.memberId, move.merchantId)
    if (held.merchantId !== move.merchantId) throw new AppError('not_found', 'No such member')
    const existing = await repo.entryOf(trx, move.memberId, move.kind, move.ref)
    if (existing) return { entry: existing, created: false }
    const balance = held.balance + move.points
    if (balance < 0n) throw new AppError('points_insufficient', 'Not enough points')
    await repo.setBalance(trx, move.memberId, balance)
    const entry = await repo.insertEntry(trx, {
      merchantId: move.merchantId,
      memberId: move.memberId,
      kind: move.kind,
      points: move.points,
      balanceAfter: balance,
      expiresAt: move.expiresAt ?? null,
      ref: move.ref,
      note: move.note ?? null,
      operatorId: move.operatorId ?? null,
    })
    return { entry, created: true }
  }
  return db.isTransaction ? work(db) : inTransaction(db, work)
}

/**
 * The pass's points consumer: valid turnover × the category's multiplier × the brand's rate.
 * Carrying the fractions makes batches round exactly as one pass over every fact would.
 */
export function accruePoints(trx: Db, batch: BatchContext): Promise<void> {
  return repo.accrueBatch(trx, batch.now, batch.ref)
}
