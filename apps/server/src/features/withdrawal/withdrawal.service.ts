import { createHash } from 'node:crypto'
import type { Selectable } from 'kysely'
import type { Withdrawal, WithdrawalStatus } from '@sea/contract'
import type { Db } from '../../db/database'
import type { WithdrawalTable } from '../../db/schema'
import { balanceOf, ensureAccount, inTransaction, postTransfer } from '../../ledger/ledger'
import { AppError } from '../../lib/app-error'
import { fromMinor, toMinor } from '../../lib/money'
import { pageOf } from '../../lib/paging'
import { requireVerifiedFor } from '../identity-gate/identity-gate.service'
import type { MerchantSettings } from '../merchant/merchant.service'
import { payer } from '../wallet/team-transfer.service'
import { withdrawalLimits } from './tier-limits.service'
import { mainWallet } from '../wallet/wallet.service'
import { refuseHeldWithdrawal } from '../risk/risk-hold.service'
import * as accounts from './bank-account.repository'
import { maskAccountNumber } from './bank-account.service'
import { earlyWithdrawalForfeit, forfeitForWithdrawal, outstandingTurnover } from './turnover.service'
import * as repo from './withdrawal.repository'

type Row = Selectable<WithdrawalTable>

const iso = (date: Date | null) => (date ? date.toISOString() : null)

/** The member's view of a withdrawal (account number masked). */
export function withdrawalView(row: Row): Withdrawal {
  return {
    id: String(row.id),
    amount: fromMinor(row.amount),
    status: row.status,
    bankCode: row.bankCode,
    bankName: row.bankName,
    accountNumber: maskAccountNumber(row.accountNumber),
    receivedAmount: fromMinor(row.receivedAmount),
    remainingAmount: fromMinor(row.amount - row.receivedAmount),
    forced: row.forced,
    reason: row.reason,
    requestedAt: row.requestedAt.toISOString(),
    disbursedAt: iso(row.disbursedAt),
    autoReceiveAt: iso(row.autoReceiveAt),
    receivedAt: iso(row.receivedAt),
  }
}

/** The wallet a withdrawal's amount waits in between the request and the operator's decision. */
export function holdWallet(db: Db, merchantId: number, currency: string, memberId: bigint): Promise<bigint> {
  return ensureAccount(db, { merchantId, currency, kind: 'withdrawal_hold', ownerMemberId: memberId })
}

export async function withdrawalSettings(db: Db, merchant: MerchantSettings, memberId: bigint) {
  const [settings, used, turnover, balance] = await Promise.all([
    repo.ensureSettings(db, merchant.id).then((brand) => withdrawalLimits(db, memberId, brand)),
    repo.usedToday(db, memberId, merchant.brand.timezone),
    outstandingTurnover(db, memberId),
    mainWallet(db, merchant, memberId).then((wallet) => balanceOf(db, wallet)),
  ])
  const forfeit = turnover.outstanding > 0n ? await earlyWithdrawalForfeit(db, memberId, balance) : null
  return {
    currency: merchant.brand.currency,
    minAmount: fromMinor(settings.minAmount),
    maxAmount: fromMinor(settings.maxAmount),
    dailyCount: settings.dailyCount,
    dailyAmount: fromMinor(settings.dailyAmount),
    usedCount: used.count,
    usedAmount: fromMinor(used.amount),
    autoReceiveMinutes: settings.autoReceiveMinutes,
    maxBankAccounts: settings.maxBankAccounts,
    turnoverRequired: fromMinor(turnover.required),
    turnoverAchieved: fromMinor(turnover.achieved),
    turnoverOutstanding: fromMinor(turnover.outstanding),
    bonusForfeit: forfeit === null ? null : fromMinor(forfeit),
  }
}

/**
 * A withdrawal request: the payment password, then, under the member's row lock, the limits,
 * the bonuses given back when the member asked to (`forfeitBonus`, docs/domain/promotions.md#wagering)
 * and the turnover, the row and the hold (member_main -> withdrawal_hold) in one transaction.
 * The lock makes concurrent requests of one member take turns, so two of them can never both
 * pass a daily limit that only one fits in. The same Idempotency-Key answers the same withdrawal.
 */
export async function requestWithdrawal(
  db: Db,
  merchant: MerchantSettings,
  memberId: bigint,
  input: { bankAccountId: string; amount: string; paymentPassword: string; forfeitBonus?: boolean | undefined },
  idempotencyKey: string,
): Promise<Withdrawal> {
  const amount = toMinor(input.amount)
  if (amount <= 0n)
    throw new AppError('validation_failed', 'The amount must be above zero', [
      { path: '/body/amount', message: 'above zero' },
    ])
  await payer(db, memberId, input.paymentPassword)
  const requestHash = createHash('sha256').update(`${input.bankAccountId}:${amount}`).digest('hex')
  const currency = merchant.brand.currency
  const [wallet, hold] = await Promise.all([
    mainWallet(db, merchant, memberId),
    holdWallet(db, merchant.id, currency, memberId),
  ])

  return inTransaction(db, async (trx) => {
    if (!(await accounts.lockMember(trx, memberId))) throw new AppError('unauthorized', 'Log in first')
    const existing = await repo.findByKey(trx, memberId, idempotencyKey)
    if (existing) {
      if (existing.requestHash !== requestHash)
        throw new AppError('idempotency_conflict', 'The key was used for another request')
      return withdrawalView(existing)
    }
    await refuseHeldWithdrawal(trx, memberId)
    const account = await accounts.findAccount(trx, memberId, BigInt(input.bankAccountId))
    if (!account) throw new AppError('not_found', 'No such bank account')
    // A VIP tier's daily limits replace the brand's (docs/domain/loyalty.md#vip).
    const settings = await withdrawalLimits(trx, memberId, await repo.ensureSettings(trx, merchant.id))
    if (amount < settings.minAmount || amount > settings.maxAmount) {
      throw new AppError(
        'amount_out_of_range',
        `From ${fromMinor(settings.minAmount)} to ${fromMinor(settings.maxAmount)}`,
        [{ path: '/body/amount', message: `${fromMinor(settings.minAmount)}-${fromMinor(settings.maxAmount)}` }],
      )
    }
    const used = await repo.usedToday(trx, memberId, merchant.brand.timezone)
    if (used.count + 1 > settings.dailyCount)
      throw new AppError('withdrawal_limit_reached', `At most ${settings.dailyCount} withdrawals a day`)
    if (used.amount + amount > settings.dailyAmount)
      throw new AppError('withdrawal_limit_reached', `At most ${fromMinor(settings.dailyAmount)} a day`)
    await requireVerifiedFor(trx, { merchantId: merchant.id, memberId }, 'withdrawal', amount)
    if (input.forfeitBonus) await forfeitForWithdrawal(trx, memberId, new Date())
    if ((await outstandingTurnover(trx, memberId)).outstanding > 0n)
      throw new AppError('turnover_not_met', 'Turnover requirement not met yet')

    const row = await repo.insertWithdrawal(trx, {
      merchantId: merchant.id,
      memberId,
      currency,
      amount,
      bankAccountId: account.id,
      bankCode: account.bankCode,
      bankName: account.bankName,
      accountNumber: account.accountNumber,
      payeeName: account.payeeName,
      idempotencyKey,
      requestHash,
    })
    await postTransfer(trx, {
      idempotencyKey: `withdrawal_hold:${row.id}`,
      merchantId: merchant.id,
      currency,
      kind: 'withdrawal_hold',
      externalRef: String(row.id),
      entries: [
        { accountId: wallet, amount: -amount },
        { accountId: hold, amount },
      ],
      metadata: { withdrawalId: String(row.id) },
    })
    return withdrawalView(row)
  })
}

export async function memberWithdrawals(
  db: Db,
  memberId: bigint,
  query: { status?: WithdrawalStatus | undefined; pageNum?: number | undefined; pageSize?: number | undefined },
) {
  const pageNum = query.pageNum ?? 1
  const pageSize = query.pageSize ?? 20
  const { rows, total } = await repo.listWithdrawals(db, {
    memberId,
    status: query.status,
    limit: pageSize,
    offset: (pageNum - 1) * pageSize,
  })
  return pageOf(rows.map(withdrawalView), pageNum, pageSize, total)
}
