import { recordAudit } from '../../audit/audit'
import type { Db } from '../../db/database'
import type { Principal } from '../../http/access'
import { inTransaction } from '../../ledger/ledger'
import { AppError } from '../../lib/app-error'
import { holdItem } from '../cashier/claim.service'
import { operatorIdOf } from '../operator/operator.service'
import { auditState, inScope, readBack } from './operator-withdrawal.service'
import * as repo from './withdrawal.repository'

/**
 * An operator settles a not-received dispute (decision 052, cashier). The money left the house
 * when the withdrawal was approved (withdrawal_hold -> payment_clearing), so neither outcome
 * posts to the ledger:
 * - `received`: the operator has evidence the payment arrived (a bank statement, the member on
 *   the phone); the rest is confirmed received, as the member's own all-received answer would.
 * - `reopen`: the operator paid again (the first transfer bounced or went astray); the
 *   withdrawal is disbursed once more and the member answers anew before a fresh deadline.
 * A refund to the wallet is not an outcome here: it would need a ledger path out of
 * payment_clearing that no flow has yet, and belongs to a manual adjustment with four eyes.
 */
export async function resolveDispute(
  db: Db,
  principal: Principal,
  id: bigint,
  input: { outcome: 'received' | 'reopen'; note: string },
  ip: string,
) {
  const operatorId = operatorIdOf(principal)
  const note = input.note.trim()
  await inTransaction(db, async (trx) => {
    const row = inScope(await repo.findForUpdate(trx, id), principal)
    if (row.status !== 'disputed')
      throw new AppError('withdrawal_state_invalid', `The withdrawal is ${row.status}, not disputed`)
    await holdItem(trx, 'dispute', row.id, operatorId)
    const now = new Date()
    let next
    if (input.outcome === 'received') {
      await repo.insertConfirmation(trx, {
        withdrawalId: id,
        result: 'operator_received',
        amount: row.amount - row.receivedAmount,
        remark: note,
      })
      next = await repo.updateWithdrawal(trx, id, { status: 'received', receivedAmount: row.amount, receivedAt: now })
    } else {
      const settings = await repo.ensureSettings(trx, row.merchantId)
      const autoReceiveAt = new Date(now.getTime() + settings.autoReceiveMinutes * 60_000)
      await repo.insertConfirmation(trx, { withdrawalId: id, result: 'operator_reopened', amount: 0n, remark: note })
      next = await repo.updateWithdrawal(trx, id, { status: 'disbursed', disbursedAt: now, autoReceiveAt })
    }
    await recordAudit(trx, {
      actorKind: 'operator',
      actorId: String(operatorId),
      merchantId: row.merchantId,
      ip,
      action: input.outcome === 'received' ? 'withdrawal.dispute_received' : 'withdrawal.dispute_reopen',
      target: `withdrawal:${id}`,
      before: auditState(row),
      after: { ...auditState(next), note },
    })
  })
  return readBack(db, id)
}
