import type { Db } from '../../db/database'
import { AppError } from '../../lib/app-error'
import { openHighFlag } from './risk.repository'

/**
 * The withdrawal hold (decision 058): while a high-severity flag of the member is open, a new
 * withdrawal request is refused and no operator approves a pending one. The withdrawal feature
 * calls it inside the transaction that records the request or the approval.
 */
export async function refuseHeldWithdrawal(trx: Db, memberId: bigint): Promise<void> {
  // The member reads this answer too: it names no rule, so the review tells nothing to game.
  if (await openHighFlag(trx, memberId)) throw new AppError('withdrawal_held', 'Withdrawals wait for a review')
}
