import type { PointItemAdmin, PointItemInput, PointItemState, RedemptionAdmin, RedemptionStatus } from '@sea/contract'
import { recordAudit } from '../../audit/audit'
import type { Db } from '../../db/database'
import type { OperatorAction, Principal } from '../../http/access'
import { inTransaction } from '../../ledger/ledger'
import { AppError } from '../../lib/app-error'
import { pickText } from '../../lib/localized'
import { fromMinor } from '../../lib/money'
import { postPoints } from '../loyalty/points-ledger.service'
import { operatorIdOf } from '../operator/operator.service'
import { brandInScope } from '../promotion-admin/promotion-admin.service'
import { itemValues } from './point-item-input'
import * as repo from './point-mall.repository'

/**
 * The mall in the console (decision 055, docs/admin.md "Loyalty: mall"): items, and the
 * redemptions waiting to be sent or rejected. Each change is one transaction with its audit row;
 * another brand's item or redemption answers not_found.
 */

type PagingQuery = { pageNum?: number; pageSize?: number }
const pagingOf = (query: PagingQuery) => ({ pageNum: query.pageNum ?? 1, pageSize: query.pageSize ?? 20 })
const page = <T>(content: T[], paging: { pageNum: number; pageSize: number }, total: number) => ({
  content,
  pageNum: paging.pageNum,
  totalPages: Math.ceil(total / paging.pageSize),
  totalElements: total,
})

function itemView(row: repo.ItemRow): PointItemAdmin {
  return {
    id: String(row.id),
    kind: row.kind,
    state: row.state,
    titles: row.titles as PointItemAdmin['titles'],
    descriptions: row.descriptions,
    imageUrl: row.imageUrl,
    points: Number(row.points),
    value: row.kind === 'goods' ? null : fromMinor(row.value),
    promotionId: row.promotionId === null ? null : String(row.promotionId),
    gameCode: row.gameCode,
    rounds: row.rounds,
    stock: row.stock,
    perMemberLimit: row.perMemberLimit,
    sortOrder: row.sortOrder,
    redeemed: row.redeemed,
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** The audit row's copy of an item: its settings, without the clock. */
const settingsOf = (row: repo.ItemRow) => {
  const { updatedAt: _updatedAt, ...settings } = itemView(row)
  return settings
}

function redemptionView(row: repo.AdminRedemptionRow): RedemptionAdmin {
  return {
    id: String(row.id),
    memberId: String(row.memberId),
    account: row.account,
    itemId: String(row.itemId),
    kind: row.kind,
    title: pickText(row.titles, 'EN', 'EN') ?? '',
    quantity: row.quantity,
    points: Number(row.points),
    status: row.status,
    address: row.address,
    tracking: row.tracking,
    rejectReason: row.rejectReason,
    decidedBy: row.decidedByName,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  }
}

export async function listItems(
  db: Db,
  principal: Principal,
  merchantId: number,
  query: PagingQuery & { state?: PointItemState },
) {
  const merchant = await brandInScope(db, principal, merchantId)
  const paging = pagingOf(query)
  const { rows, total } = await repo.listItems(db, merchant.id, query.state, paging)
  return page(rows.map(itemView), paging, total)
}

async function auditItem(
  trx: Db,
  action: OperatorAction,
  name: string,
  row: repo.ItemRow,
  before: repo.ItemRow | null,
) {
  await recordAudit(trx, {
    actorKind: 'operator',
    actorId: String(operatorIdOf(action.principal)),
    merchantId: row.merchantId,
    ip: action.ip,
    action: name,
    target: `point_item:${row.id}`,
    before: before ? settingsOf(before) : null,
    after: settingsOf(row),
  })
}

export async function createItem(db: Db, action: OperatorAction, merchantId: number, input: PointItemInput) {
  const operatorId = operatorIdOf(action.principal)
  const merchant = await brandInScope(db, action.principal, merchantId)
  const values = await itemValues(db, merchant.id, input)
  const row = await inTransaction(db, async (trx) => {
    const row = await repo.insertItem(trx, {
      ...values,
      merchantId: merchant.id,
      createdBy: operatorId,
      updatedBy: operatorId,
    })
    await auditItem(trx, action, 'loyalty.item_create', row, null)
    return row
  })
  return itemView(row)
}

/** Replaces an item; its kind is fixed, and what members already redeemed stays theirs. */
export async function updateItem(
  db: Db,
  action: OperatorAction,
  merchantId: number,
  id: bigint,
  input: PointItemInput,
) {
  const operatorId = operatorIdOf(action.principal)
  const merchant = await brandInScope(db, action.principal, merchantId)
  const values = await itemValues(db, merchant.id, input)
  const row = await inTransaction(db, async (trx) => {
    const before = await repo.itemForUpdate(trx, merchant.id, id)
    if (!before) throw new AppError('not_found', 'No such item')
    if (before.kind !== values.kind)
      throw new AppError('validation_failed', 'The kind never changes', [
        { path: '/body/kind', message: `stays ${before.kind}` },
      ])
    const row = await repo.updateItem(trx, id, { ...values, updatedBy: operatorId, updatedAt: new Date() })
    await auditItem(trx, action, 'loyalty.item_update', row, before)
    return row
  })
  return itemView(row)
}

export async function listRedemptions(
  db: Db,
  principal: Principal,
  merchantId: number,
  query: PagingQuery & { status?: RedemptionStatus },
) {
  const merchant = await brandInScope(db, principal, merchantId)
  const paging = pagingOf(query)
  const { rows, total } = await repo.brandRedemptionPage(db, merchant.id, query.status, paging)
  return page(rows.map(redemptionView), paging, total)
}

/** Who decides a redemption: an operator from the console, or the platform (a job) with operatorId null. */
export interface Decider {
  operatorId: number | null
  ip: string | null
}

async function auditDecision(trx: Db, by: Decider, name: string, row: repo.RedemptionRow, before: object) {
  await recordAudit(trx, {
    actorKind: by.operatorId === null ? 'system' : 'operator',
    actorId: by.operatorId === null ? null : String(by.operatorId),
    merchantId: row.merchantId,
    ip: by.ip,
    action: name,
    target: `point_redemption:${row.id}`,
    before: { ...before },
    after: { status: row.status, tracking: row.tracking, rejectReason: row.rejectReason },
  })
}

async function decided(db: Db, merchantId: number, id: bigint): Promise<RedemptionAdmin> {
  return redemptionView((await repo.brandRedemption(db, merchantId, id))!)
}

/**
 * Marks goods or free rounds in process as delivered, with a tracking number when sent by post.
 * A decided redemption answers redemption_state_invalid.
 */
export async function approveRedemption(
  db: Db,
  input: { merchantId: number; redemptionId: bigint; tracking?: string | null; by: Decider },
): Promise<RedemptionAdmin> {
  await inTransaction(db, async (trx) => {
    const before = await repo.redemptionForUpdate(trx, input.merchantId, input.redemptionId)
    if (!before) throw new AppError('not_found', 'No such redemption')
    if (before.status !== 'in_process')
      throw new AppError('redemption_state_invalid', `This redemption is already ${before.status}`)
    const tracking = input.tracking?.trim() || null
    const row = await repo.setRedemption(trx, before.id, {
      status: 'approved',
      tracking,
      decidedBy: input.by.operatorId,
      decidedAt: new Date(),
    })
    await auditDecision(trx, input.by, 'loyalty.redemption_approve', row, { status: before.status })
  })
  return decided(db, input.merchantId, input.redemptionId)
}

/**
 * Rejects a redemption in process: its points come back exactly once (a `refund` entry with the
 * redemption's reference, which the point ledger writes once), and the stock it took is given
 * back. The row lock makes a second reject, parallel or later, find it decided and answer
 * redemption_state_invalid. Other features (the free-round fulfilment) may call it as the platform.
 */
export async function rejectRedemption(
  db: Db,
  input: { merchantId: number; redemptionId: bigint; reason: string; by: Decider },
): Promise<RedemptionAdmin> {
  await inTransaction(db, async (trx) => {
    const before = await repo.redemptionForUpdate(trx, input.merchantId, input.redemptionId)
    if (!before) throw new AppError('not_found', 'No such redemption')
    if (before.status !== 'in_process')
      throw new AppError('redemption_state_invalid', `This redemption is already ${before.status}`)
    const row = await repo.setRedemption(trx, before.id, {
      status: 'rejected',
      rejectReason: input.reason.trim(),
      decidedBy: input.by.operatorId,
      decidedAt: new Date(),
    })
    await postPoints(trx, {
      merchantId: before.merchantId,
      memberId: before.memberId,
      kind: 'refund',
      points: before.points,
      ref: `redemption:${before.id}`,
      note: input.reason.trim(),
      operatorId: input.by.operatorId,
    })
    await repo.returnStock(trx, before.itemId, before.quantity)
    await auditDecision(trx, input.by, 'loyalty.redemption_reject', row, { status: before.status })
  })
  return decided(db, input.merchantId, input.redemptionId)
}

/** The console's decisions: the brand in the operator's scope, the operator as the decider. */
export async function decide(
  db: Db,
  action: OperatorAction,
  merchantId: number,
  redemptionId: bigint,
  decision: { approve: true; tracking?: string } | { approve: false; reason: string },
): Promise<RedemptionAdmin> {
  const merchant = await brandInScope(db, action.principal, merchantId)
  const by = { operatorId: operatorIdOf(action.principal), ip: action.ip }
  return decision.approve
    ? approveRedemption(db, { merchantId: merchant.id, redemptionId, tracking: decision.tracking ?? null, by })
    : rejectRedemption(db, { merchantId: merchant.id, redemptionId, reason: decision.reason, by })
}
