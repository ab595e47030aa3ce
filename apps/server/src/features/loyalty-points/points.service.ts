import type { PointBalance, PointConfig, PointEntry, PointEntryKind } from '@sea/contract'
import { dayIn, startOfDay } from '@sea/rules'
import type { Db } from '../../db/database'
import { inTransaction } from '../../ledger/ledger'
import { AppError } from '../../lib/app-error'
import { fromMinor } from '../../lib/money'
import { loyaltySettingsOf, type BrandLoyalty } from '../loyalty/loyalty-settings.service'
import { payPointCash } from '../loyalty/point-cash.service'
import { postPoints } from '../loyalty/points-ledger.service'
import type { MerchantSettings } from '../merchant/merchant.service'
import { payer } from '../wallet/team-transfer.service'
import * as repo from './member-points.repository'

/**
 * The member's points (decision 055, docs/domain/loyalty.md#points and #conversion): the balance
 * with what it is worth, the brand's rules, the history, and conversion to cash, which takes the
 * points and pays the cash in one transaction, once per Idempotency-Key.
 */

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b))

/** Points convert in multiples of step, so that the cash they pay is whole minor units. */
export function conversionStep(convertRate: number): number {
  return convertRate / gcd(convertRate, 100)
}

/** Minor units that `points` pay at `convertRate` points per 1.00, rounded down. */
export function cashOf(points: bigint, convertRate: number): bigint {
  return (points * 100n) / BigInt(convertRate)
}

/** The points convertible now: the balance down to a multiple of step, none below the minimum. */
export function convertible(balance: bigint, settings: Pick<BrandLoyalty, 'convertRate' | 'minConvert'>): bigint {
  const step = BigInt(conversionStep(settings.convertRate))
  const points = (balance / step) * step
  return points < BigInt(settings.minConvert) ? 0n : points
}

export async function pointBalance(db: Db, merchant: MerchantSettings, memberId: bigint): Promise<PointBalance> {
  const settings = await loyaltySettingsOf(db, merchant.id)
  const today = startOfDay(dayIn(new Date(), merchant.brand.timezone), merchant.brand.timezone)
  const [balance, changed, redeemQuantity, expiring] = await Promise.all([
    repo.balanceOf(db, memberId),
    repo.changedSince(db, memberId, today),
    repo.redeemedQuantity(db, memberId),
    repo.nextExpiring(db, memberId),
  ])
  return {
    current: Number(balance),
    changed: Number(changed),
    balance: fromMinor(cashOf(balance, settings.convertRate)),
    ratio: settings.convertRate,
    redeemQuantity,
    availableQuantity: Number(convertible(balance, settings)),
    expiring: expiring ? { points: Number(expiring.points), at: expiring.at.toISOString() } : null,
  }
}

export async function pointConfig(db: Db, merchantId: number): Promise<PointConfig> {
  const s = await loyaltySettingsOf(db, merchantId)
  return {
    enabled: s.enabled,
    earnRate: s.earnRate / 100,
    multipliers: Object.fromEntries(Object.entries(s.multipliers).map(([key, bp]) => [key, bp / 10_000])),
    ratio: s.convertRate,
    minConvert: s.minConvert,
    step: conversionStep(s.convertRate),
    expiryDays: s.expiryDays,
  }
}

export async function pointHistory(
  db: Db,
  memberId: bigint,
  query: { kind?: PointEntryKind; pageNum?: number; pageSize?: number },
): Promise<{ list: PointEntry[]; totalElements: number }> {
  const page = { pageNum: query.pageNum ?? 1, pageSize: query.pageSize ?? 20 }
  const { rows, total } = await repo.entriesPage(db, memberId, query.kind, page)
  return {
    list: rows.map((row) => ({
      id: String(row.id),
      kind: row.kind,
      points: Number(row.points),
      balanceAfter: Number(row.balanceAfter),
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt?.toISOString() ?? null,
      note: row.note,
    })),
    totalElements: total,
  }
}

/**
 * Points to cash at the brand's ratio, with the payment password. A retry with the same key
 * answers the first conversion and moves nothing; the same key for another amount is refused.
 */
export async function convertPoints(
  db: Db,
  merchant: MerchantSettings,
  memberId: bigint,
  input: { points: number; paymentPassword: string },
  key: string,
): Promise<{ points: number; amount: string; balance: number }> {
  const settings = await loyaltySettingsOf(db, merchant.id)
  if (!settings.saved || !settings.enabled) throw new AppError('points_disabled', 'Points are off on this site')
  const points = BigInt(input.points)
  const step = conversionStep(settings.convertRate)
  if (points < BigInt(settings.minConvert) || points % BigInt(step) !== 0n)
    throw new AppError(
      'points_below_minimum',
      `Convert at least ${settings.minConvert} points, in multiples of ${step}`,
    )
  await payer(db, memberId, input.paymentPassword)
  const cashKey = `point-convert:${memberId}:${key}`
  return inTransaction(db, async (trx) => {
    const { entry, created } = await postPoints(trx, {
      merchantId: merchant.id,
      memberId,
      kind: 'convert',
      points: -points,
      ref: `convert:${key}`,
    })
    if (entry.points !== -points)
      throw new AppError('idempotency_conflict', 'This Idempotency-Key converted another amount')
    const amount = created ? cashOf(points, settings.convertRate) : await repo.convertedAmount(trx, cashKey)
    if (amount === null) throw new AppError('internal', 'A conversion without its payment')
    if (created)
      await payPointCash(trx, {
        merchantId: merchant.id,
        currency: merchant.brand.currency,
        memberId,
        amount,
        key: cashKey,
        source: 'point_conversion',
      })
    return { points: input.points, amount: fromMinor(amount), balance: Number(entry.balanceAfter) }
  })
}
