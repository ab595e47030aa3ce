import { createHash } from 'node:crypto'
import type { Db } from '../../db/database'
import { balanceOf, ensureAccount, postTransfer } from '../../ledger/ledger'
import { freezeMember } from '../member/member.service'
import { closureMoney } from './kyc-rules'
import { withdrawnTotal } from '../identity-gate/identity-gate.service'
import * as repo from './kyc.repository'

/**
 * Closing an account found under the brand's minimum age (decision 057), in the review's
 * transaction: the account is frozen and its sessions end; what the member paid in and has not
 * had back (approved deposits less withdrawals not rejected) is returned through a withdrawal to
 * the member's bound bank account, for finance to pay as any other; winnings and bonuses above
 * that are forfeited to the house, and when play lost part of the deposits the house makes it up.
 * Money moves only by ledger transfers with fixed keys, once: the closure row's key and the
 * transfers' keys refuse a second closure.
 */

export interface Closure {
  refund: bigint
  forfeited: bigint
  withdrawalId: bigint | null
}

export async function closeUnderAge(
  trx: Db,
  member: { merchantId: number; memberId: bigint; currency: string },
): Promise<Closure> {
  const { merchantId, memberId, currency } = member
  // Freezing updates the member's row first, the lock a withdrawal request takes: one racing the
  // closure waits for it, then finds the member frozen.
  await freezeMember(trx, memberId)
  const wallet = await ensureAccount(trx, { merchantId, currency, kind: 'member_main', ownerMemberId: memberId })
  const house = await ensureAccount(trx, { merchantId, currency, kind: 'house' })
  const [deposited, withdrawn, balance] = await Promise.all([
    repo.depositedTotal(trx, memberId),
    withdrawnTotal(trx, memberId),
    balanceOf(trx, wallet),
  ])
  const money = closureMoney({ deposited, withdrawn, balance })
  const move = async (kind: string, amount: bigint, from: bigint, to: bigint) =>
    postTransfer(trx, {
      idempotencyKey: `${kind}:${memberId}`,
      merchantId,
      currency,
      kind,
      externalRef: `member:${memberId}`,
      entries: [
        { accountId: from, amount: -amount },
        { accountId: to, amount },
      ],
      metadata: { memberId: String(memberId), reason: 'under_age' },
    })
  if (money.forfeited > 0n) await move('underage_forfeit', money.forfeited, wallet, house)
  if (money.toppedUp > 0n) await move('underage_topup', money.toppedUp, house, wallet)

  let withdrawalId: bigint | null = null
  const bank = await repo.firstBankAccount(trx, memberId)
  // Without a bound account the refund stays in the frozen wallet until finance reaches the member.
  if (money.refund > 0n && bank) {
    const key = `underage-refund:${memberId}`
    const row = await repo.insertRefundWithdrawal(trx, {
      merchantId,
      memberId,
      currency,
      amount: money.refund,
      bankAccountId: bank.id,
      bankCode: bank.bankCode,
      bankName: bank.bankName,
      accountNumber: bank.accountNumber,
      payeeName: bank.payeeName,
      idempotencyKey: key,
      requestHash: createHash('sha256').update(`${bank.id}:${money.refund}`).digest('hex'),
    })
    const hold = await ensureAccount(trx, { merchantId, currency, kind: 'withdrawal_hold', ownerMemberId: memberId })
    await postTransfer(trx, {
      idempotencyKey: `withdrawal_hold:${row.id}`,
      merchantId,
      currency,
      kind: 'withdrawal_hold',
      externalRef: String(row.id),
      entries: [
        { accountId: wallet, amount: -money.refund },
        { accountId: hold, amount: money.refund },
      ],
      metadata: { withdrawalId: String(row.id), reason: 'under_age' },
    })
    withdrawalId = row.id
  }
  await repo.insertClosure(trx, { memberId, merchantId, deposited, withdrawn, ...money, withdrawalId })
  return { refund: money.refund, forfeited: money.forfeited, withdrawalId }
}
