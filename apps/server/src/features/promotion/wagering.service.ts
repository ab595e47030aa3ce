import type { Db } from '../../db/database'
import { inTransaction } from '../../ledger/ledger'
import { forfeitBonus } from '../withdrawal/turnover.service'
import * as repo from './wagering.repository'

/** Requirements read per batch; each is forfeited in a transaction of its own. */
export const EXPIRY_BATCH = 200

/**
 * The job promotions.expire (docs/domain/promotions.md#wagering): every bonus whose wagering is
 * still unmet at its expiry is forfeited, in id order. Each forfeit is one transaction (the
 * ledger transfer, the grant, the requirement), so a crash loses nothing done and a second run
 * at the same time waits on the requirement's lock, then finds it closed: nothing is taken
 * twice. One member's forfeit never holds another's locks, so withdrawals never wait in a circle.
 */
export async function expireWagering(db: Db, now = new Date(), batch = EXPIRY_BATCH): Promise<{ forfeited: number }> {
  let forfeited = 0
  let afterId = 0n
  for (;;) {
    const ids = await repo.expiredRequirements(db, now, afterId, batch)
    for (const id of ids) {
      const taken = await inTransaction(db, (trx) => forfeitBonus(trx, id, now, 'expired'))
      if (taken !== null) forfeited += 1
    }
    const last = ids[ids.length - 1]
    if (last === undefined || ids.length < batch) return { forfeited }
    afterId = last
  }
}
