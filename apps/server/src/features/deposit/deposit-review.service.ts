import type { OperatorDeposit } from '@sea/contract'
import { recordAudit } from '../../audit/audit'
import type { Db } from '../../db/database'
import type { DepositStatus } from '../../db/schema'
import type { Principal } from '../../http/access'
import { inTransaction } from '../../ledger/ledger'
import { AppError } from '../../lib/app-error'
import { fromMinor } from '../../lib/money'
import { pageOf } from '../../lib/paging'
import { liveClaims } from '../cashier/cashier.service'
import { holdItem, type ClaimTarget } from '../cashier/claim.service'
import { queueFilter, totalsView, type QueueQuery } from '../cashier/queue-filter'
import { canSee, operatorIdOf } from '../operator/operator.service'
import * as repo from './deposit.repository'
import { creditDeposit, memberView, OPEN_STATUSES } from './deposit.service'

export async function operatorDeposits(
  db: Db,
  principal: Principal,
  query: QueueQuery & {
    status?: DepositStatus
    memberId?: string
    channelType?: 'bank_transfer' | 'gateway'
    pageNum?: number
    pageSize?: number
  },
) {
  const filter = queueFilter(principal, query)
  await repo.expireUnpaid(db, { merchantIds: filter.merchantIds })
  const { pageNum = 1, pageSize = 20 } = query
  const { rows, total, totals } = await repo.listDeposits(db, {
    ...filter,
    ...(query.memberId ? { memberId: BigInt(query.memberId) } : {}),
    status: query.status,
    channelType: query.channelType,
    limit: pageSize,
    offset: (pageNum - 1) * pageSize,
  })
  const claims = await liveClaims(
    db,
    'deposit',
    rows.map((row) => row.id),
  )
  return {
    ...pageOf(
      rows.map((row) => ({ ...operatorView(row), claim: claims.get(row.id) ?? null })),
      pageNum,
      pageSize,
      total,
    ),
    totals: totalsView(totals),
  }
}

/** An open deposit under its lock, as a claim sees it; a closed one answers deposit_closed. */
export async function claimableDeposit(trx: Db, depositId: bigint, open: boolean): Promise<ClaimTarget | undefined> {
  const deposit = await repo.lockDeposit(trx, depositId)
  if (!deposit) return undefined
  if (open && !OPEN_STATUSES.includes(deposit.status))
    throw new AppError('deposit_closed', `This deposit is already ${deposit.status}`)
  return { kind: 'deposit', id: deposit.id, merchantId: deposit.merchantId }
}

type Decision = { kind: 'approve' } | { kind: 'reject'; reason: string }

/**
 * Approves (credits) or rejects an open deposit, with its audit row, in one transaction: the
 * row lock makes a second decision wait and then find the deposit closed. Another operator's
 * live claim refuses the decision (claimed_by_other); otherwise the caller's claim is taken or renewed.
 */
export async function decideDeposit(
  db: Db,
  principal: Principal,
  depositId: bigint,
  decision: Decision,
  ip: string,
): Promise<OperatorDeposit> {
  const operatorId = operatorIdOf(principal)
  await inTransaction(db, async (trx) => {
    const deposit = await repo.lockDeposit(trx, depositId)
    if (!deposit || !canSee(principal, deposit.merchantId)) throw new AppError('not_found', 'No such deposit')
    if (!OPEN_STATUSES.includes(deposit.status))
      throw new AppError('deposit_closed', `This deposit is already ${deposit.status}`)
    // Under the deposit's lock: the claim check and the decision commit together (decision 052).
    await holdItem(trx, 'deposit', deposit.id, operatorId)
    if (decision.kind === 'approve') {
      await creditDeposit(trx, deposit, operatorId)
    } else {
      // Rejecting never touches the ledger: no money was ever credited for an open deposit.
      await repo.updateDeposit(trx, deposit.id, {
        status: 'rejected',
        rejectReason: decision.reason,
        decidedBy: operatorId,
        decidedAt: new Date(),
      })
    }
    const after = await repo.lockDeposit(trx, depositId)
    await recordAudit(trx, {
      actorKind: 'operator',
      actorId: String(operatorId),
      merchantId: deposit.merchantId,
      ip,
      action: decision.kind === 'approve' ? 'deposit.approve' : 'deposit.reject',
      target: `deposit:${deposit.id}`,
      before: auditState(deposit),
      after: after ? auditState(after) : null,
    })
  })
  return operatorView(await repo.depositView(db, depositId))
}

function auditState(deposit: NonNullable<Awaited<ReturnType<typeof repo.lockDeposit>>>) {
  return {
    status: deposit.status,
    amount: fromMinor(deposit.amount),
    currency: deposit.currency,
    memberId: String(deposit.memberId),
    firstDeposit: deposit.firstDeposit,
    rejectReason: deposit.rejectReason,
    ledgerTransactionId: deposit.ledgerTransactionId === null ? null : String(deposit.ledgerTransactionId),
  }
}

function operatorView(row: repo.DepositRow): OperatorDeposit {
  return {
    ...memberView(row),
    memberId: String(row.memberId),
    username: row.username,
    gatewayOrderId: row.gatewayOrderId,
    decidedBy: row.decidedBy === null ? null : String(row.decidedBy),
  }
}
