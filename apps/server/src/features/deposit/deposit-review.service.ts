import type { OperatorDeposit } from '@sea/contract'
import { recordAudit } from '../../audit/audit'
import type { Db } from '../../db/database'
import type { DepositStatus } from '../../db/schema'
import type { Principal } from '../../http/access'
import { inTransaction } from '../../ledger/ledger'
import { AppError } from '../../lib/app-error'
import { fromMinor } from '../../lib/money'
import { brandsOf, canSee, operatorIdOf } from '../operator/operator.service'
import * as repo from './deposit.repository'
import { creditDeposit, memberView, OPEN_STATUSES } from './deposit.service'

export async function operatorDeposits(
  db: Db,
  principal: Principal,
  query: { status?: DepositStatus; memberId?: string; pageNum?: number; pageSize?: number },
) {
  const brands = brandsOf(principal)
  await repo.expireUnpaid(db, { merchantIds: brands })
  const { pageNum = 1, pageSize = 20 } = query
  const { rows, total } = await repo.listDeposits(db, {
    merchantIds: brands,
    ...(query.memberId ? { memberId: BigInt(query.memberId) } : {}),
    status: query.status,
    limit: pageSize,
    offset: (pageNum - 1) * pageSize,
  })
  return { content: rows.map(operatorView), pageNum, totalPages: Math.ceil(total / pageSize), totalElements: total }
}

type Decision = { kind: 'approve' } | { kind: 'reject'; reason: string }

/**
 * Approves (credits) or rejects an open deposit, with its audit row, in one transaction: the
 * row lock makes a second decision wait and then find the deposit closed.
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
