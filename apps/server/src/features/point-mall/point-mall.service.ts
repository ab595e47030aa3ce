import type { Address, Language, PointItem, Redemption } from '@sea/contract'
import type { Db } from '../../db/database'
import { inTransaction } from '../../ledger/ledger'
import { AppError } from '../../lib/app-error'
import { pickText } from '../../lib/localized'
import { fromMinor, toMinor } from '../../lib/money'
import { loyaltySettingsOf } from '../loyalty/loyalty-settings.service'
import { payPointCash } from '../loyalty/point-cash.service'
import { postPoints } from '../loyalty/points-ledger.service'
import type { MerchantSettings } from '../merchant/merchant.service'
import { award, type ClaimOrigin } from '../promotion/grant.service'
import { closedReason } from '../promotion/eligibility'
import { eligibleWithoutCountry } from '../promotion/status.service'
import { payer } from '../wallet/team-transfer.service'
import * as repo from './point-mall.repository'

/**
 * The point mall as the member uses it (decision 055, docs/domain/loyalty.md#point-mall): the
 * brand's live items, the member's redemptions, and redeeming. A redemption is one transaction:
 * the stock taken, the redemption written, the points spent through the point ledger and, for
 * cash and bonus items, the money paid; any refusal on the way rolls all of it back.
 */

export interface MallMember {
  db: Db
  merchant: MerchantSettings
  memberId: bigint
}

const text = (texts: Record<string, string>, language: Language, merchant: MerchantSettings) =>
  pickText(texts, language, merchant.brand.defaultLanguage) ?? ''

/** What a unit pays in money the member sees: cash and bonus items only. */
const paidValue = (item: Pick<repo.ItemRow, 'kind' | 'value'>) =>
  item.kind === 'cash' || item.kind === 'bonus' ? fromMinor(item.value) : null

/** The brand's live items; none while the brand's loyalty is off (the mall is closed). */
export async function pointItems(ctx: MallMember, language: Language): Promise<PointItem[]> {
  if (!(await loyaltySettingsOf(ctx.db, ctx.merchant.id)).enabled) return []
  const rows = await repo.liveItems(ctx.db, ctx.merchant.id, ctx.memberId)
  return rows.map((row) => ({
    id: String(row.id),
    kind: row.kind,
    title: text(row.titles, language, ctx.merchant),
    description: text(row.descriptions, language, ctx.merchant),
    imageUrl: row.imageUrl,
    points: Number(row.points),
    value: paidValue(row),
    gameCode: row.gameCode,
    rounds: row.rounds,
    stockLeft: row.stock,
    perMemberLimit: row.perMemberLimit,
    redeemedByMe: row.redeemedByMe,
  }))
}

type Titled = repo.RedemptionRow & Pick<repo.ItemRow, 'kind' | 'titles'>

function redemptionView(row: Titled, language: Language, merchant: MerchantSettings): Redemption {
  return {
    id: String(row.id),
    itemId: String(row.itemId),
    kind: row.kind,
    title: text(row.titles, language, merchant),
    quantity: row.quantity,
    points: Number(row.points),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    rejectReason: row.rejectReason,
    tracking: row.tracking,
  }
}

export async function redemptions(
  ctx: MallMember,
  language: Language,
  query: { pageNum?: number; pageSize?: number },
): Promise<{ list: Redemption[]; totalElements: number }> {
  const paging = { pageNum: query.pageNum ?? 1, pageSize: query.pageSize ?? 20 }
  const { rows, total } = await repo.memberRedemptions(ctx.db, ctx.memberId, paging)
  return { list: rows.map((row) => redemptionView(row, language, ctx.merchant)), totalElements: total }
}

export interface RedeemInput {
  itemId: string
  quantity: number
  paymentPassword: string
  address?: Address
}

/** The item as redeemable now, with the promotion a bonus item pays through; refusals as the member meets them. */
async function redeemable(ctx: MallMember, input: RedeemInput) {
  const item = await repo.itemOf(ctx.db, ctx.merchant.id, BigInt(input.itemId))
  if (!item || item.state !== 'live') throw new AppError('point_item_unavailable', 'This item is not available')
  if (item.kind === 'goods' && !input.address)
    throw new AppError('validation_failed', 'Goods are sent to an address', [
      { path: '/body/address', message: 'required for goods' },
    ])
  if (item.kind !== 'bonus') return { item, promotion: null }
  const promotion =
    item.promotionId === null ? undefined : await repo.loyaltyPromotion(ctx.db, ctx.merchant.id, item.promotionId)
  if (!promotion || closedReason(promotion, new Date()) !== null)
    throw new AppError('point_item_unavailable', 'This item is not available')
  if (!(await eligibleWithoutCountry(ctx.db, promotion, ctx.memberId)))
    throw new AppError('promotion_not_eligible', 'The bonus’s conditions exclude this account')
  if (promotion.rules.kind === 'loyalty' && item.value * BigInt(input.quantity) > toMinor(promotion.rules.maxReward)) {
    const most = toMinor(promotion.rules.maxReward) / item.value
    throw new AppError('validation_failed', `At most ${most} of this bonus at once`, [
      { path: '/body/quantity', message: `at most ${most}` },
    ])
  }
  return { item, promotion }
}

/** A retry of the same key answers the first redemption; the same key for another request is a conflict. */
function replay(found: repo.RedemptionRow, input: RedeemInput): repo.RedemptionRow {
  if (String(found.itemId) !== input.itemId || found.quantity !== input.quantity)
    throw new AppError('idempotency_conflict', 'This Idempotency-Key was used for another redemption')
  return found
}

/** Pays what a cash or bonus redemption bought, in its transaction; rounds and goods wait in process. */
async function payFor(
  trx: Db,
  ctx: MallMember,
  bought: { item: repo.ItemRow; promotion: repo.PromotionRow | null; redemption: repo.RedemptionRow },
  origin: ClaimOrigin,
): Promise<repo.RedemptionRow> {
  const { item, promotion, redemption } = bought
  const amount = item.value * BigInt(redemption.quantity)
  const currency = ctx.merchant.brand.currency
  if (item.kind === 'cash') {
    const paid = await payPointCash(trx, {
      merchantId: ctx.merchant.id,
      memberId: ctx.memberId,
      currency,
      amount,
      key: `point-redeem:${redemption.id}`,
      source: 'point_mall',
    })
    return repo.setRedemption(trx, redemption.id, { ledgerTransactionId: paid.transactionId })
  }
  if (item.kind === 'bonus' && promotion) {
    const { grant } = await award(trx, {
      promotion,
      member: { id: ctx.memberId, merchantId: ctx.merchant.id, currency },
      occasion: `redeem:${redemption.id}`,
      amount,
      mode: 'pay',
      claimed: true,
      origin,
    })
    return repo.setRedemption(trx, redemption.id, {
      grantId: grant.id,
      ledgerTransactionId: grant.ledgerTransactionId,
    })
  }
  return redemption
}

/**
 * Redeems `quantity` of an item with the payment password (its attempts are limited) under the
 * request's Idempotency-Key. Refuses points_disabled, point_item_unavailable (not live, another
 * brand's, out of stock), point_item_limit, points_insufficient, and a bonus's promotion refusals.
 */
export async function redeem(
  ctx: MallMember,
  input: RedeemInput,
  requestKey: string,
  language: Language,
  origin: ClaimOrigin = {},
): Promise<{ redemption: Redemption; points: number }> {
  if (!(await loyaltySettingsOf(ctx.db, ctx.merchant.id)).enabled)
    throw new AppError('points_disabled', 'Points are off on this site')
  await payer(ctx.db, ctx.memberId, input.paymentPassword)
  const first = await repo.redemptionByKey(ctx.db, ctx.memberId, requestKey)
  const row = first
    ? replay(first, input)
    : await inTransaction(ctx.db, async (trx) => {
        const { item, promotion } = await redeemable({ ...ctx, db: trx }, input)
        const held = await repo.lockMemberPoints(trx, ctx.memberId)
        // A parallel retry of this key waited for the lock above: it finds the first one now.
        const raced = await repo.redemptionByKey(trx, ctx.memberId, requestKey)
        if (raced) return replay(raced, input)
        const points = item.points * BigInt(input.quantity)
        if (!held || held.balance < points) throw new AppError('points_insufficient', 'Not enough points')
        if (
          item.perMemberLimit !== null &&
          (await repo.heldQuantity(trx, ctx.memberId, item.id)) + input.quantity > item.perMemberLimit
        )
          throw new AppError('point_item_limit', `At most ${item.perMemberLimit} of this item per member`)
        if (!(await repo.takeStock(trx, ctx.merchant.id, item.id, input.quantity)))
          throw new AppError('point_item_unavailable', 'This item is out of stock')
        const paidNow = item.kind === 'cash' || item.kind === 'bonus'
        const redemption = await repo.insertRedemption(trx, {
          merchantId: ctx.merchant.id,
          memberId: ctx.memberId,
          itemId: item.id,
          quantity: input.quantity,
          points,
          status: paidNow ? 'approved' : 'in_process',
          requestKey,
          address: item.kind === 'goods' && input.address ? JSON.stringify(input.address) : null,
          decidedAt: paidNow ? new Date() : null,
        })
        await postPoints(trx, {
          merchantId: ctx.merchant.id,
          memberId: ctx.memberId,
          kind: 'redeem',
          points: -points,
          ref: `redemption:${redemption.id}`,
        })
        return payFor(trx, ctx, { item, promotion, redemption }, origin)
      })
  const item = (await repo.itemOf(ctx.db, ctx.merchant.id, row.itemId))!
  return {
    redemption: redemptionView({ ...row, kind: item.kind, titles: item.titles }, language, ctx.merchant),
    points: Number(await repo.pointBalance(ctx.db, ctx.memberId)),
  }
}
