import type { Db } from '../../db/database'
import { inTransaction } from '../../ledger/ledger'
import { postPoints } from '../loyalty/points-ledger.service'
import * as repo from './point-expiry.repository'

/**
 * The job `loyalty.expire` (docs/domain/loyalty.md#expiry): points not consumed by their expiry
 * date leave the balance as one `expire` entry per member and run. Members due are found in one
 * set-based read; each is then recomputed with its points row locked, so a conversion in
 * between is counted and a second instance of the job finds nothing left to expire.
 */
export async function expirePoints(db: Db, now: Date): Promise<{ members: number; points: bigint }> {
  let members = 0
  let points = 0n
  for (const due of await repo.dueExpiries(db, now)) {
    const posted = await inTransaction(db, async (trx) => {
      const current = await repo.lockedDueExpiry(trx, due.memberId, now)
      if (!current) return 0n
      // Unique per state: a refund after an expiry that re-opens the same lots expires under a new reference.
      const ref = `expire:${current.latest.toISOString()}:${current.expired + current.points}`
      const { created } = await postPoints(trx, {
        merchantId: current.merchantId,
        memberId: current.memberId,
        kind: 'expire',
        points: -current.points,
        ref,
      })
      return created ? current.points : 0n
    })
    if (posted > 0n) {
      members += 1
      points += posted
    }
  }
  return { members, points }
}

/** The job's entry. */
export async function expirePointsJob(db: Db, now: Date): Promise<void> {
  await expirePoints(db, now)
}
