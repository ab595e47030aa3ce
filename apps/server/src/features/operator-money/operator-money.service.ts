import type { ADJUSTMENT_DIRECTIONS, ADJUSTMENT_TYPES } from '@sea/contract'
import { recordAudit } from '../../audit/audit'
import type { Db } from '../../db/database'
import type { Principal } from '../../http/access'
import { inTransaction } from '../../ledger/ledger'
import { AppError } from '../../lib/app-error'
import { fromMinor, toMinor } from '../../lib/money'
import { pageOf } from '../../lib/paging'
import { brandsOf } from '../operator/operator.service'
import { actingOperator, directKey, manualAccounts, postManual } from './manual-posting'
import { requestIfAboveThreshold } from './money-request.service'
import * as repo from './operator-money.repository'

export interface AdjustmentInput {
  direction: (typeof ADJUSTMENT_DIRECTIONS)[number]
  amount: string
  reason: string
  type: (typeof ADJUSTMENT_TYPES)[number]
}

export interface OperatorAction {
  principal: Principal
  ip: string
}

/** The member an operator may act on: unknown and other merchants' members look the same (404). */
async function memberInScope(db: Db, principal: Principal, memberId: bigint) {
  const member = await repo.findMember(db, memberId, brandsOf(principal))
  if (!member) throw new AppError('not_found', 'No such member')
  return member
}

/**
 * A manual adjustment (house <-> main wallet) or a manual bonus (promotions -> main wallet).
 * Above the brand's threshold it becomes a request for a second operator and nothing moves
 * (money-request.service.ts). Otherwise the posting and its audit row commit together; a replay
 * of the same key answers the first result and records nothing new, since nothing happened.
 */
export async function adjustMember(
  db: Db,
  action: OperatorAction,
  memberId: bigint,
  input: AdjustmentInput,
  key: string,
) {
  const found = await memberInScope(db, action.principal, memberId)
  if (input.type === 'bonus' && input.direction === 'debit') {
    throw new AppError('validation_failed', 'A bonus is a credit; take money back with an adjustment', [
      { path: '/body/direction', message: 'credit only for a bonus' },
    ])
  }
  const amount = toMinor(input.amount)
  if (amount <= 0n)
    throw new AppError('validation_failed', 'The amount must be above zero', [
      { path: '/body/amount', message: 'above zero' },
    ])
  const { operatorId } = actingOperator(action.principal)
  const member = { memberId: found.id, merchantId: found.merchantId, currency: found.currency }
  const move = { type: input.type, direction: input.direction, amount, reason: input.reason.trim() }
  const requested = await requestIfAboveThreshold(db, action, member, move, key)
  if (requested) return requested
  const accounts = await manualAccounts(db, member, move.type)

  return inTransaction(db, async (trx) => {
    const posted = await postManual(trx, member, accounts, move, {
      idempotencyKey: directKey(operatorId, key),
      externalRef: `operator:${operatorId}:${key}`,
      metadata: { operatorId: String(operatorId) },
    })
    if (!posted.replayed) {
      await recordAudit(trx, {
        actorKind: 'operator',
        actorId: String(operatorId),
        merchantId: member.merchantId,
        ip: action.ip,
        action: `member.${move.type}`,
        target: `member:${member.memberId}`,
        before: { balance: fromMinor(posted.before), currency: member.currency },
        after: {
          balance: fromMinor(posted.after),
          currency: member.currency,
          direction: move.direction,
          amount: fromMinor(amount),
          reason: move.reason,
          transactionId: String(posted.transactionId),
        },
      })
    }
    return {
      state: 'posted' as const,
      requestId: null,
      transactionId: String(posted.transactionId),
      currency: member.currency,
      balanceBefore: fromMinor(posted.before),
      balanceAfter: fromMinor(posted.after),
      replayed: posted.replayed,
    }
  })
}

/** A member's wallets and their ledger entries, newest first. */
export async function memberWallet(
  db: Db,
  principal: Principal,
  memberId: bigint,
  page: { pageNum?: number | undefined; pageSize?: number | undefined },
) {
  const member = await memberInScope(db, principal, memberId)
  const pageNum = page.pageNum ?? 1
  const pageSize = page.pageSize ?? 50
  const wallets = await repo.memberWallets(db, member.id)
  const { rows, total } = await repo.walletEntries(
    db,
    wallets.map((w) => w.id),
    pageSize,
    (pageNum - 1) * pageSize,
  )
  return {
    member: { id: String(member.id), username: member.username, merchantId: member.merchantId, status: member.status },
    currency: member.currency,
    wallets: wallets.map((w) => ({
      accountId: String(w.id),
      kind: w.kind,
      vendor: w.vendor,
      balance: fromMinor(w.balance),
    })),
    entries: pageOf(
      rows.map((row) => ({
        id: String(row.id),
        time: row.createdAt.toISOString(),
        kind: row.kind,
        wallet: row.walletKind,
        vendor: row.vendor,
        amount: fromMinor(row.amount),
        balanceAfter: fromMinor(row.balanceAfter),
        transactionId: String(row.transactionId),
        summary: summarise(row.metadata),
      })),
      pageNum,
      pageSize,
      total,
    ),
  }
}

const SUMMARY_MAX = 200

/** The plain fields of a transaction's metadata on one line (nested values are left out). */
export function summarise(metadata: Record<string, unknown>): string {
  const parts = Object.entries(metadata)
    .filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value))
    .map(([key, value]) => `${key}: ${String(value)}`)
  const text = parts.join('; ')
  return text.length > SUMMARY_MAX ? `${text.slice(0, SUMMARY_MAX - 1)}…` : text
}

/** Main-wallet balances of the listed members from one snapshot, with the sum per currency. */
export async function walletSnapshot(db: Db, principal: Principal, memberIdList: string) {
  const ids = [...new Set(memberIdList.split(','))].map((id) => BigInt(id))
  const rows = await repo.mainBalances(db, ids, brandsOf(principal))
  const found = new Set(rows.map((row) => row.id))
  const missing = ids.filter((id) => !found.has(id))
  if (missing.length > 0) {
    throw new AppError(
      'not_found',
      'No such member',
      missing.map((id) => ({ path: '/querystring/memberIds', message: `unknown member ${id}` })),
    )
  }
  const totals = new Map<string, bigint>()
  for (const row of rows) totals.set(row.currency, (totals.get(row.currency) ?? 0n) + (row.balance ?? 0n))
  return {
    wallets: rows.map((row) => ({
      memberId: String(row.id),
      currency: row.currency,
      balance: fromMinor(row.balance ?? 0n),
    })),
    totals: [...totals].map(([currency, sum]) => ({ currency, sum: fromMinor(sum) })),
  }
}
