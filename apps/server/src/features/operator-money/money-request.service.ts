import type { MoneyRequestStatus } from '../../db/money-request-schema'
import { recordAudit } from '../../audit/audit'
import type { Db } from '../../db/database'
import type { Principal } from '../../http/access'
import { inTransaction } from '../../ledger/ledger'
import { AppError } from '../../lib/app-error'
import { fromMinor } from '../../lib/money'
import { pageOf } from '../../lib/paging'
import { periodOf } from '@sea/rules'
import {
  actingOperator,
  directKey,
  manualAccounts,
  postManual,
  type ManualMove,
  type MemberRef,
} from './manual-posting'
import * as repo from './money-request.repository'
import { thresholdFor } from './money-threshold.service'

/**
 * Four eyes on money (docs/decisions/041-four-eyes-on-money.md): a manual move above the brand's
 * threshold is stored as a request with no money moved; a different operator of the brand (or an
 * installation-wide one) approves it once, or any of them rejects it. Each step is audited in the
 * transaction that makes it.
 */

interface OperatorAction {
  principal: Principal
  ip: string
}

function requestView(row: repo.MoneyRequestRow) {
  return {
    id: String(row.id),
    merchantId: row.merchantId,
    memberId: String(row.memberId),
    currency: row.currency,
    type: row.type,
    direction: row.direction,
    amount: fromMinor(row.amount),
    reason: row.reason,
    status: row.status,
    requestedBy: row.requestedBy,
    requestedAt: row.createdAt.toISOString(),
    decidedBy: row.decidedBy,
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
    decisionReason: row.decisionReason,
    transactionId: row.transactionId === null ? null : String(row.transactionId),
  }
}

/** The adjust call's answer for a request: a retry with another body under the same key is a conflict. */
function answer(row: repo.MoneyRequestRow, member: MemberRef, move: ManualMove, replayed: boolean) {
  const same =
    row.memberId === member.memberId &&
    row.type === move.type &&
    row.direction === move.direction &&
    row.amount === move.amount &&
    row.reason === move.reason
  if (!same) throw new AppError('idempotency_conflict', 'This Idempotency-Key was used for another adjustment')
  return {
    state: row.status,
    requestId: String(row.id),
    transactionId: row.transactionId === null ? null : String(row.transactionId),
    currency: row.currency,
    balanceBefore: null,
    balanceAfter: null,
    replayed,
  }
}

/**
 * The request this call stands for, or null when it posts at once: at or below the threshold, or
 * a retry of a call that already posted at once (a threshold changed in between does not turn a
 * done credit into a second one).
 */
export async function requestIfAboveThreshold(
  db: Db,
  action: OperatorAction,
  member: MemberRef,
  move: ManualMove,
  key: string,
) {
  const { operatorId } = actingOperator(action.principal)
  const existing = await repo.findByKey(db, operatorId, key)
  if (existing) return answer(existing, member, move, true)
  const threshold = await thresholdFor(db, member.merchantId, member.currency, move)
  if (threshold === null || move.amount <= threshold) return null
  if (await repo.keyPosted(db, directKey(operatorId, key))) return null
  return inTransaction(db, async (trx) => {
    const row = await repo.insertRequest(trx, {
      ...member,
      ...move,
      requestedBy: operatorId,
      requestKey: key,
      decidedBy: null,
      decidedAt: null,
      decisionReason: null,
      transactionId: null,
    })
    // A concurrent call with the same key stored it first: answer that one.
    if (!row) return answer((await repo.findByKey(trx, operatorId, key))!, member, move, true)
    await audit(trx, action, row, 'requested', {
      status: 'pending',
      direction: move.direction,
      amount: fromMinor(move.amount),
      reason: move.reason,
      currency: member.currency,
    })
    return answer(row, member, move, false)
  })
}

function audit(
  trx: Db,
  action: OperatorAction,
  row: repo.MoneyRequestRow,
  what: string,
  after: Record<string, unknown>,
  before: Record<string, unknown> | null = null,
) {
  return recordAudit(trx, {
    actorKind: 'operator',
    actorId: String(action.principal.operatorId),
    merchantId: row.merchantId,
    ip: action.ip,
    action: `member.${row.type}_${what}`,
    target: `member:${row.memberId}`,
    before,
    after: { requestId: String(row.id), requestedBy: row.requestedBy, ...after },
  })
}

/** A request of another brand does not exist for a brand's operator. */
function inScope(row: repo.MoneyRequestRow | undefined, brands: readonly number[] | null) {
  if (!row || (brands !== null && !brands.includes(row.merchantId))) throw new AppError('not_found', 'No such request')
  return row
}

export async function listRequests(
  db: Db,
  principal: Principal,
  query: {
    status?: MoneyRequestStatus | undefined
    memberId?: string | undefined
    pageNum?: number | undefined
    pageSize?: number | undefined
  },
) {
  const { brands } = actingOperator(principal)
  const pageNum = query.pageNum ?? 1
  const pageSize = query.pageSize ?? 50
  const { rows, total } = await repo.listRequests(db, {
    merchantIds: brands,
    status: query.status,
    ...(query.memberId ? { memberId: BigInt(query.memberId) } : {}),
    limit: pageSize,
    offset: (pageNum - 1) * pageSize,
  })
  return pageOf(rows.map(requestView), pageNum, pageSize, total)
}

/**
 * Approves a pending request under its row lock: the posting (keyed by the request's id, so it
 * can apply once whatever happens), the new status and the audit row commit together. A second
 * approval finds it approved and answers it again; its requester may never approve it.
 */
export async function approveRequest(db: Db, action: OperatorAction, id: bigint) {
  const { operatorId, brands } = actingOperator(action.principal)
  const found = inScope(await repo.findRequest(db, id), brands)
  const accounts = await manualAccounts(db, found, found.type)
  return inTransaction(db, async (trx) => {
    const row = inScope(await repo.lockRequest(trx, id), brands)
    if (row.requestedBy === operatorId)
      throw new AppError('second_operator_required', 'Another operator must approve this request')
    if (row.status === 'approved') return { request: requestView(row), replayed: true }
    if (row.status !== 'pending')
      throw new AppError('money_request_state_invalid', `The request is already ${row.status}`)
    const posted = await postManual(trx, row, accounts, row, {
      idempotencyKey: `operator-request:${row.id}`,
      externalRef: `operator-request:${row.id}`,
      metadata: { operatorId: String(row.requestedBy), approvedBy: String(operatorId), requestId: String(row.id) },
    })
    const next = await repo.updateRequest(trx, id, {
      status: 'approved',
      decidedBy: operatorId,
      decidedAt: new Date(),
      transactionId: posted.transactionId,
    })
    await audit(
      trx,
      action,
      next,
      'approved',
      {
        status: 'approved',
        balance: fromMinor(posted.after),
        currency: row.currency,
        direction: row.direction,
        amount: fromMinor(row.amount),
        reason: row.reason,
        transactionId: String(posted.transactionId),
      },
      { status: 'pending', balance: fromMinor(posted.before), currency: row.currency },
    )
    return { request: requestView(next), replayed: false }
  })
}

/** Rejects a pending request: nothing moves. Anyone of the brand may, its requester included (withdrawing it). */
export async function rejectRequest(db: Db, action: OperatorAction, id: bigint, reason: string) {
  const { operatorId, brands } = actingOperator(action.principal)
  inScope(await repo.findRequest(db, id), brands)
  return inTransaction(db, async (trx) => {
    const row = inScope(await repo.lockRequest(trx, id), brands)
    if (row.status === 'rejected') return { request: requestView(row), replayed: true }
    if (row.status !== 'pending')
      throw new AppError('money_request_state_invalid', `The request is already ${row.status}`)
    const next = await repo.updateRequest(trx, id, {
      status: 'rejected',
      decidedBy: operatorId,
      decidedAt: new Date(),
      decisionReason: reason.trim(),
    })
    await audit(
      trx,
      action,
      next,
      'rejected',
      { status: 'rejected', reason: next.decisionReason },
      { status: 'pending' },
    )
    return { request: requestView(next), replayed: false }
  })
}

/**
 * Whether the operator credited the member by hand (posted, asked for or approved a manual credit
 * or bonus) during the brand's current local day: such an operator may not approve that member's
 * withdrawal (decision 041).
 */
export async function creditedToday(db: Db, operatorId: number, memberId: bigint, merchantId: number, now: Date) {
  const merchant = await repo.findMerchant(db, merchantId)
  if (!merchant) return false
  return repo.creditedBy(db, memberId, operatorId, periodOf('daily', merchant.timezone, now).start)
}
