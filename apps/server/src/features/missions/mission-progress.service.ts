import type { Db } from '../../db/database'
import type { BatchContext } from '../loyalty/loyalty-batch'
import * as repo from './mission-progress.repository'

/**
 * The pass's missions consumer (decision 055, docs/domain/loyalty.md#missions): the batch's
 * deposits, bets and logins move the progress of the brand's live missions, set-based, in the
 * batch's transaction, so each fact counts once.
 */
export async function progressMissions(trx: Db, _batch: BatchContext): Promise<void> {
  await repo.roomToSort(trx)
  // Logins first: their join then reads the progress as it stood before the batch, not the
  // hundreds of thousands of rows the sums are about to add, which no statistics know of yet.
  await repo.moveLoginDays(trx)
  await repo.moveSums(trx)
}
