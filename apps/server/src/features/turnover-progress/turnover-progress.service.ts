import type { Db } from '../../db/database'
import { inTransaction } from '../../ledger/ledger'
import { recordWagering, type Wager } from '../withdrawal/turnover.service'
import * as repo from './turnover-progress.repository'

/** Facts counted per transaction: a backlog commits in steps, and each step's locks stay short. */
export const WAGER_BATCH = 2000

/**
 * The job turnover.count (docs/domain/site.md#turnover): counts settled wagering towards the
 * turnover requirements of the members who owe some. Each batch marks its facts and adds them to
 * the requirements in one transaction, so a crash mid-way loses nothing and counts nothing twice;
 * runs at the same time queue on the lock row.
 */
export async function countWagering(db: Db, now = new Date(), batch = WAGER_BATCH): Promise<{ facts: number }> {
  let facts = 0
  for (;;) {
    const counted = await inTransaction(db, async (trx) => {
      await repo.lockCounting(trx, now)
      const marked = await repo.markUncounted(trx, batch)
      const byMember = new Map<bigint, Wager[]>()
      for (const fact of marked) {
        const wagers = byMember.get(fact.memberId)
        if (wagers) wagers.push(fact)
        else byMember.set(fact.memberId, [fact])
      }
      // Members in id order, so that two writers of requirements never wait on each other in a circle.
      for (const [memberId, wagers] of [...byMember].sort(([a], [b]) => (a < b ? -1 : 1)))
        await recordWagering(trx, memberId, wagers)
      return marked.length
    })
    facts += counted
    if (counted < batch) return { facts }
  }
}
