import type { Db } from '../db/database'
import type { PromotionRow } from '../features/promotion/promotion.repository'
import { saveLoyaltySettings } from './loyalty'
import { insertPromotion } from './promotions'

/**
 * Helpers for the VIP tests: a brand's tier table as the console saves it (amounts in minor
 * units) with its VIP promotion. Three tiers: Bronze from a deposit of 50.00, Silver from 500.00
 * and 1,000.00 of turnover, Gold from 2,000.00 and 5,000.00.
 */

export interface TestTier {
  rank: number
  depositMin: bigint
  turnoverMin: bigint
  retainDeposit: bigint
  retainTurnover: bigint
  upgradeBonus: bigint
  birthdayBonus: bigint
  rebateRate: number
  withdrawDailyLimit: bigint | null
  withdrawDailyCount: number | null
}

export const TEST_TIERS: readonly TestTier[] = [
  {
    rank: 1,
    depositMin: 5_000n,
    turnoverMin: 0n,
    retainDeposit: 0n,
    retainTurnover: 0n,
    upgradeBonus: 500n,
    birthdayBonus: 0n,
    rebateRate: 10,
    withdrawDailyLimit: null,
    withdrawDailyCount: null,
  },
  {
    rank: 2,
    depositMin: 50_000n,
    turnoverMin: 100_000n,
    retainDeposit: 20_000n,
    retainTurnover: 50_000n,
    upgradeBonus: 1_000n,
    birthdayBonus: 800n,
    rebateRate: 20,
    withdrawDailyLimit: null,
    withdrawDailyCount: null,
  },
  {
    rank: 3,
    depositMin: 200_000n,
    turnoverMin: 500_000n,
    retainDeposit: 100_000n,
    retainTurnover: 200_000n,
    upgradeBonus: 2_000n,
    birthdayBonus: 1_800n,
    rebateRate: 30,
    withdrawDailyLimit: 5_000_000n,
    withdrawDailyCount: 20,
  },
]

export const TIER_NAMES = ['Bronze', 'Silver', 'Gold']

/** The brand's tiers, its loyalty policy (window, review) and a live VIP promotion; answers the promotion. */
export async function vipBrand(
  db: Db,
  merchantId: number,
  policy: { vipWindowDays?: number; vipReview?: 'weekly' | 'monthly' } = {},
  tiers: readonly TestTier[] = TEST_TIERS,
): Promise<PromotionRow> {
  const promotion = await insertPromotion(db, {
    merchantId,
    kind: 'loyalty',
    rules: { maxReward: '1000.00' },
    startsAt: new Date('2020-01-01T00:00:00Z'),
  })
  await saveLoyaltySettings(db, merchantId, { ...policy, vipPromotionId: promotion.id })
  await db.deleteFrom('vipTiers').where('merchantId', '=', merchantId).execute()
  await db
    .insertInto('vipTiers')
    .values(
      tiers.map((tier) => ({
        ...tier,
        merchantId,
        names: JSON.stringify({ EN: TIER_NAMES[tier.rank - 1] ?? `Tier ${tier.rank}`, CN: `等级${tier.rank}` }),
      })),
    )
    .execute()
  return promotion
}

/** A member's VIP grants of the promotion: occasion and amount, by occasion. */
export async function vipGrants(db: Db, promotionId: bigint, memberId: bigint) {
  return db
    .selectFrom('promotionGrants')
    .select(['occasion', 'amount', 'state'])
    .where('promotionId', '=', promotionId)
    .where('memberId', '=', memberId)
    .orderBy('occasion')
    .execute()
}
