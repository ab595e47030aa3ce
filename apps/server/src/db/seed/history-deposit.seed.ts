import * as depositRepo from '../../features/deposit/deposit.repository'
import { creditDeposit, requestHash } from '../../features/deposit/deposit.service'
import { inTransaction } from '../../ledger/ledger'
import { AppError } from '../../lib/app-error'
import type { Db } from '../database'

/** A bank transfer the demo history made, in minor units, through one of the brand's channels. */
export interface HistoryDeposit {
  at: Date
  amount: bigint
  channelCode: string
}

/**
 * The transfer reported and approved at its time through the cashier's own credit path, so the
 * ledger, the deposit record, the turnover rule and the loyalty stream (VIP's deposits) all see
 * it as a real deposit made then.
 */
export async function depositInHistory(
  db: Db,
  merchant: { id: number; currency: string },
  memberId: bigint,
  deposit: HistoryDeposit,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const channel = await depositRepo.channelByCode(trx, merchant.id, deposit.channelCode)
    if (!channel) throw new AppError('not_found', `The demo brand has no deposit channel ${deposit.channelCode}`)
    const reference = `DEMO-${deposit.at.getTime()}`
    const inserted = await depositRepo.insertDeposit(trx, {
      merchantId: merchant.id,
      memberId,
      channelId: channel.id,
      currency: merchant.currency,
      amount: deposit.amount,
      memberReference: reference,
      idempotencyKey: `demo-history-deposit:${memberId}:${deposit.at.getTime()}`,
      requestHash: requestHash({
        type: 'bank_transfer',
        channel: deposit.channelCode,
        amount: String(deposit.amount),
        reference,
      }),
      createdAt: deposit.at,
    })
    const row = inserted && (await depositRepo.lockDeposit(trx, inserted.id))
    if (row) await creditDeposit(trx, row, null, deposit.at)
  })
}
