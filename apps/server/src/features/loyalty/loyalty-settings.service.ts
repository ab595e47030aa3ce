import { CATEGORY_POINTS, GAME_CATEGORIES, type LoyaltySettings } from '@sea/contract'
import type { Db } from '../../db/database'
import { settingsRow } from './loyalty-settings.repository'

/**
 * A brand's loyalty policy (docs/domain/loyalty.md#points). A brand that never saved one earns
 * nothing: points, missions and VIP perks are the operator's choice, and the defaults below are
 * what the console offers first.
 */

/** The spec's multipliers (LIVE 0.70, SPORTS 1.00, ESPORTS 1.00, FISH 1.20, RNG 1.20, PVP 1.00) in basis points; lottery, bingo and board games at 1.00. */
export const DEFAULT_MULTIPLIERS: Readonly<Record<string, number>> = Object.fromEntries(
  GAME_CATEGORIES.map((category) => [
    category,
    Math.round(((CATEGORY_POINTS as Record<string, number>)[category] ?? 1) * 10_000),
  ]),
)

export const DEFAULT_SETTINGS: LoyaltySettings = {
  enabled: false,
  earnRate: 100,
  multipliers: { ...DEFAULT_MULTIPLIERS },
  convertRate: 100,
  minConvert: 100,
  expiryDays: 365,
  vipWindowDays: 30,
  vipReview: 'monthly',
}

export interface BrandLoyalty extends LoyaltySettings {
  merchantId: number
  saved: boolean
  vipPromotionId: bigint | null
}

/** The brand's policy, or the defaults (disabled) when it has none. */
export async function loyaltySettingsOf(db: Db, merchantId: number): Promise<BrandLoyalty> {
  const row = await settingsRow(db, merchantId)
  if (!row) return { ...DEFAULT_SETTINGS, merchantId, saved: false, vipPromotionId: null }
  return {
    merchantId,
    saved: true,
    enabled: row.enabled,
    earnRate: row.earnRate,
    multipliers: row.multipliers,
    convertRate: row.convertRate,
    minConvert: Number(row.minConvert),
    expiryDays: row.expiryDays,
    vipWindowDays: row.vipWindowDays,
    vipReview: row.vipReview,
    vipPromotionId: row.vipPromotionId,
  }
}
