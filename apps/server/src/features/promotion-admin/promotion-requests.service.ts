import type { GrantState, PromotionGrant, PromotionRequest } from '@sea/contract'
import { recordAudit } from '../../audit/audit'
import type { Db } from '../../db/database'
import type { OperatorAction, Principal } from '../../http/access'
import { inTransaction } from '../../ledger/ledger'
import { AppError } from '../../lib/app-error'
import { fromMinor, toMinor } from '../../lib/money'
import { operatorIdOf } from '../operator/operator.service'
import { award } from '../promotion/grant.service'
import * as repo from './promotion-admin.repository'
import { brandInScope, type Merchant } from './promotion-admin.service'

/**
 * Members' reward requests and a promotion's grants in the console (docs/admin.md "Promotions").
 * Approving pays through the one grant path (`award`, decision 054) in the same transaction that
 * marks the request approved: a refusal (budget, marks, stacking) rolls both back, and the request
 * stays waiting. The entry's row lock makes two operators approving at once pay once.
 */

type PagingQuery = { pageNum?: number; pageSize?: number }
const pagingOf = (query: PagingQuery) => ({ pageNum: query.pageNum ?? 1, pageSize: query.pageSize ?? 20 })
const page = <T>(content: T[], paging: { pageNum: number; pageSize: number }, total: number) => ({
  content,
  pageNum: paging.pageNum,
  totalPages: Math.ceil(total / paging.pageSize),
  totalElements: total,
})

/**
 * What approving pays: a reward already earned and waiting (a claimable grant), else a sign-up
 * reward's fixed amount; null when the promotion owes the member nothing to pay by hand.
 */
function owed(row: repo.RequestRow): bigint | null {
  if (row.claimable !== null) return BigInt(row.claimable)
  return row.rules.kind === 'signup' ? toMinor(row.rules.amount) : null
}

function requestView(row: repo.RequestRow, currency: string): PromotionRequest {
  const amount = owed(row)
  return {
    id: String(row.id),
    promotionId: String(row.promotionId),
    promotionCode: row.promotionCode,
    kind: row.kind,
    titles: row.titles,
    memberId: String(row.memberId),
    username: row.username,
    state: row.state,
    amount: amount === null ? null : fromMinor(amount),
    currency,
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    rejectReason: row.rejectReason,
  }
}

export async function listRequests(
  db: Db,
  principal: Principal,
  merchantId: number,
  query: PagingQuery & { promotionId?: string },
) {
  const merchant = await brandInScope(db, principal, merchantId)
  const paging = pagingOf(query)
  const promotionId = query.promotionId === undefined ? undefined : BigInt(query.promotionId)
  const { rows, total } = await repo.requests(db, merchant.id, promotionId, paging)
  return page(
    rows.map((row) => requestView(row, merchant.currency)),
    paging,
    total,
  )
}

async function requestOf(db: Db, merchant: Merchant, id: bigint) {
  const row = await repo.request(db, merchant.id, id)
  if (!row) throw new AppError('not_found', 'No such request')
  return requestView(row, merchant.currency)
}

/** The waiting entry, locked, and its promotion read inside the same transaction. */
async function waitingEntry(trx: Db, merchantId: number, id: bigint) {
  const entry = await repo.entryForUpdate(trx, merchantId, id)
  if (!entry) throw new AppError('not_found', 'No such request')
  if (entry.state !== 'applying') throw new AppError('conflict', 'The request was already decided')
  return entry
}

async function auditDecision(
  trx: Db,
  action: OperatorAction,
  merchantId: number,
  name: string,
  id: bigint,
  after: object,
) {
  await recordAudit(trx, {
    actorKind: 'operator',
    actorId: String(operatorIdOf(action.principal)),
    merchantId,
    ip: action.ip,
    action: name,
    target: `promotion-entry:${id}`,
    before: { state: 'applying' },
    after: after as Record<string, unknown>,
  })
}

export async function approveRequest(db: Db, action: OperatorAction, merchantId: number, id: bigint) {
  const operatorId = operatorIdOf(action.principal)
  const merchant = await brandInScope(db, action.principal, merchantId)
  await inTransaction(db, async (trx) => {
    const entry = await waitingEntry(trx, merchant.id, id)
    const promotion = await repo.promotionForUpdate(trx, merchant.id, entry.promotionId)
    if (!promotion) throw new AppError('not_found', 'No such promotion')
    const waiting = await repo.claimableGrant(trx, promotion.id, entry.memberId)
    const amount = waiting?.amount ?? (promotion.rules.kind === 'signup' ? toMinor(promotion.rules.amount) : null)
    if (amount === null) throw new AppError('promotion_not_eligible', 'The promotion owes this member nothing yet')
    // The member asked for it, so the grant counts as claimed (the reward centre's "claimed").
    const { grant } = await award(trx, {
      promotion,
      member: { id: entry.memberId, merchantId: merchant.id, currency: merchant.currency },
      occasion: waiting?.occasion ?? '',
      amount,
      origin: { ip: entry.ip, device: entry.device },
      mode: 'pay',
      claimed: true,
    })
    await repo.decideEntry(trx, entry.id, { state: 'approved', decidedBy: operatorId, rejectReason: null })
    await auditDecision(trx, action, merchant.id, 'promotion.request_approve', entry.id, {
      state: 'approved',
      promotionId: String(promotion.id),
      memberId: String(entry.memberId),
      grantId: String(grant.id),
      amount: fromMinor(grant.amount),
    })
  })
  return requestOf(db, merchant, id)
}

export async function rejectRequest(db: Db, action: OperatorAction, merchantId: number, id: bigint, reason: string) {
  const operatorId = operatorIdOf(action.principal)
  const merchant = await brandInScope(db, action.principal, merchantId)
  await inTransaction(db, async (trx) => {
    const entry = await waitingEntry(trx, merchant.id, id)
    await repo.decideEntry(trx, entry.id, { state: 'rejected', decidedBy: operatorId, rejectReason: reason.trim() })
    await auditDecision(trx, action, merchant.id, 'promotion.request_reject', entry.id, {
      state: 'rejected',
      promotionId: String(entry.promotionId),
      memberId: String(entry.memberId),
      reason: reason.trim(),
    })
  })
  return requestOf(db, merchant, id)
}

function grantView(row: Awaited<ReturnType<typeof repo.grants>>['rows'][number]): PromotionGrant {
  return {
    id: String(row.id),
    memberId: String(row.memberId),
    username: row.username,
    occasion: row.occasion,
    amount: fromMinor(row.amount),
    state: row.state,
    claimed: row.claimed,
    forfeited: fromMinor(row.forfeited),
    createdAt: row.createdAt.toISOString(),
    issuedAt: row.issuedAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
    claimableUntil: row.claimableUntil?.toISOString() ?? null,
  }
}

export async function listGrants(
  db: Db,
  principal: Principal,
  merchantId: number,
  promotionId: bigint,
  query: PagingQuery & { state?: GrantState },
) {
  const merchant = await brandInScope(db, principal, merchantId)
  if (!(await repo.promotion(db, merchant.id, promotionId))) throw new AppError('not_found', 'No such promotion')
  const paging = pagingOf(query)
  const { rows, total } = await repo.grants(db, promotionId, query.state, paging)
  return page(rows.map(grantView), paging, total)
}
