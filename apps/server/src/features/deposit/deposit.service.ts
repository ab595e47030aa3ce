import { createHash } from 'node:crypto'
import type { Insertable } from 'kysely'
import type { Deposit, DepositChannel } from '@sea/contract'
import type { Db } from '../../db/database'
import type { DepositStatus, DepositTable } from '../../db/schema'
import { ensureAccount, inTransaction, postTransfer } from '../../ledger/ledger'
import { AppError } from '../../lib/app-error'
import { canonicalJson } from '../../lib/canonical-json'
import { fromMinor, toMinor } from '../../lib/money'
import type { MerchantSettings } from '../merchant/merchant.service'
import { grantDepositBonuses } from '../promotion/promotion-hooks.service'
import { addDepositTurnover } from '../withdrawal/turnover.service'
import { checkDeposit } from '../protection/protection-checks.service'
import * as repo from './deposit.repository'

/**
 * Deposits (decision record 011). A deposit is credited in one database transaction that locks
 * its row, checks it is still open, posts the ledger transfer keyed by the deposit id and marks
 * it approved; so a retry, a race or a second callback can never credit twice.
 */

/** Statuses from which a deposit can still be credited, rejected or failed. */
export const OPEN_STATUSES: readonly DepositStatus[] = ['pending', 'expired']

type Channel = NonNullable<Awaited<ReturnType<typeof repo.channelByCode>>>
type DepositRecord = NonNullable<Awaited<ReturnType<typeof repo.lockDeposit>>>

export async function depositChannels(db: Db, merchant: MerchantSettings): Promise<{ channels: DepositChannel[] }> {
  const rows = await repo.channels(db, merchant.id)
  return {
    channels: rows.map((c) => ({
      code: c.code,
      type: c.type,
      displayName: c.displayName,
      currency: merchant.brand.currency,
      minAmount: fromMinor(c.minAmount),
      maxAmount: fromMinor(c.maxAmount),
      receivingAccount:
        c.type === 'bank_transfer' && c.bankName && c.accountName && c.accountNumber
          ? { bankName: c.bankName, accountName: c.accountName, accountNumber: c.accountNumber }
          : null,
    })),
  }
}

/** The enabled channel of that code and type, with the amount inside its limits. */
export async function usableChannel(
  db: Db,
  merchant: MerchantSettings,
  code: string,
  type: Channel['type'],
  amount: bigint,
): Promise<Channel> {
  const channel = await repo.channelByCode(db, merchant.id, code)
  if (!channel || !channel.enabled || channel.type !== type) {
    throw new AppError('deposit_channel_unavailable', `No enabled ${type} channel ${code}`, [
      { path: '/body/channelCode', message: 'not available' },
    ])
  }
  if (amount < channel.minAmount || amount > channel.maxAmount) {
    const min = fromMinor(channel.minAmount)
    const max = fromMinor(channel.maxAmount)
    throw new AppError('amount_out_of_range', `The amount must be from ${min} to ${max}`, [
      { path: '/body/amount', message: `min ${min}` },
      { path: '/body/amount', message: `max ${max}` },
    ])
  }
  return channel
}

export function requestHash(fields: Record<string, string>): string {
  return createHash('sha256').update(canonicalJson(fields)).digest('hex')
}

/** The deposit made earlier under this key, when there is one; another request under the same key is refused. */
export async function earlierDeposit(db: Db, memberId: bigint, key: string, hash: string) {
  const earlier = await repo.byIdempotencyKey(db, memberId, key)
  if (earlier && earlier.requestHash !== hash)
    throw new AppError('idempotency_conflict', 'The key was used for another deposit')
  return earlier
}

/**
 * Records a member's deposit request once player protection allows it (decision 056): the limit
 * is judged under the member's lock in the transaction that writes the request, so two requests
 * racing for the last of a limit are judged in turn. Undefined when the key was taken meanwhile.
 */
export function recordDeposit(
  db: Db,
  merchant: MerchantSettings,
  values: Omit<Insertable<DepositTable>, 'merchantId' | 'currency'> & { memberId: bigint; amount: bigint },
) {
  return inTransaction(db, async (trx) => {
    await checkDeposit(trx, { id: values.memberId, timezone: merchant.brand.timezone }, values.amount)
    return repo.insertDeposit(trx, { ...values, merchantId: merchant.id, currency: merchant.brand.currency })
  })
}

/** A member reports a bank transfer; it waits for an operator. */
export async function submitBankTransfer(
  db: Db,
  merchant: MerchantSettings,
  memberId: bigint,
  input: { channelCode: string; amount: string; reference: string },
  key: string,
): Promise<Deposit> {
  const amount = toMinor(input.amount)
  const reference = input.reference.trim()
  const hash = requestHash({ type: 'bank_transfer', channel: input.channelCode, amount: String(amount), reference })
  const earlier = await earlierDeposit(db, memberId, key, hash)
  if (earlier) return memberView(await repo.depositView(db, earlier.id))
  const channel = await usableChannel(db, merchant, input.channelCode, 'bank_transfer', amount)
  const inserted = await recordDeposit(db, merchant, {
    memberId,
    channelId: channel.id,
    amount,
    memberReference: reference,
    idempotencyKey: key,
    requestHash: hash,
  })
  // Lost a race with the same key: answer what the winner made.
  const id = inserted?.id ?? (await earlierDeposit(db, memberId, key, hash))?.id
  if (id === undefined) throw new AppError('conflict', 'The deposit could not be recorded')
  return memberView(await repo.depositView(db, id))
}

export async function memberDeposits(
  db: Db,
  memberId: bigint,
  query: { status?: DepositStatus; pageNum?: number; pageSize?: number },
) {
  await repo.expireUnpaid(db, { memberId })
  const { pageNum = 1, pageSize = 20 } = query
  const { rows, total } = await repo.listDeposits(db, {
    memberId,
    status: query.status,
    limit: pageSize,
    offset: (pageNum - 1) * pageSize,
  })
  return { content: rows.map(memberView), pageNum, totalPages: Math.ceil(total / pageSize), totalElements: total }
}

/**
 * Credits a locked, open deposit: payment_clearing -> member_main, keyed by the deposit id,
 * and marks it approved (the member's first credited deposit is marked as such).
 * Runs inside the caller's transaction, after `repo.lockDeposit`; the brand's turnover rule, if
 * any, makes the member wager part of it before withdrawing. `at` is for the demo history only:
 * a deposit approved in the past, dated then in the ledger (effective time) and on the record.
 */
export async function creditDeposit(
  trx: Db,
  deposit: DepositRecord,
  decidedBy: number | null,
  at?: Date,
): Promise<void> {
  if (!OPEN_STATUSES.includes(deposit.status))
    throw new AppError('deposit_closed', `This deposit is already ${deposit.status}`)
  await repo.lockMemberCrediting(trx, deposit.memberId)
  const first = !(await repo.hasFirstDeposit(trx, deposit.memberId))
  const account = { merchantId: deposit.merchantId, currency: deposit.currency }
  const wallet = await ensureAccount(trx, { ...account, kind: 'member_main', ownerMemberId: deposit.memberId })
  const clearing = await ensureAccount(trx, { ...account, kind: 'payment_clearing' })
  const posted = await postTransfer(trx, {
    idempotencyKey: `deposit:${deposit.id}`,
    ...account,
    kind: 'deposit',
    externalRef: String(deposit.id),
    entries: [
      { accountId: clearing, amount: -deposit.amount },
      { accountId: wallet, amount: deposit.amount },
    ],
    metadata: { depositId: String(deposit.id), memberId: String(deposit.memberId) },
    ...(at ? { effectiveAt: at } : {}),
  })
  await repo.updateDeposit(trx, deposit.id, {
    status: 'approved',
    firstDeposit: first,
    decidedBy,
    decidedAt: at ?? new Date(),
    ledgerTransactionId: posted.transactionId,
  })
  await addDepositTurnover(trx, deposit)
  // After the credit, under savepoints: a refused bonus never takes the deposit back.
  await grantDepositBonuses(trx, deposit, first, at)
}

export function memberView(row: repo.DepositRow): Deposit {
  return {
    id: String(row.id),
    channelCode: row.channelCode,
    channelType: row.channelType,
    amount: fromMinor(row.amount),
    currency: row.currency,
    status: row.status,
    reference: row.memberReference,
    firstDeposit: row.firstDeposit,
    rejectReason: row.rejectReason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
  }
}
