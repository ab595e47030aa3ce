import { sql } from 'kysely'
import type { Db } from '../database'
import { DEFAULT_MULTIPLIERS } from '../../features/loyalty/loyalty-settings.service'
import { DEMO_BRANDS, POLICIES, type DemoBrand } from './loyalty.data'
import { TIER_NAMES, VIP } from './vip.data'

/**
 * The demo brands' VIP tiers (docs/domain/loyalty.md#vip): six tiers each over a 30-day window,
 * in the brand's currency (vip.data.ts), with upgrade, birthday and rebate perks paid by the
 * loyalty promotion `vip-rewards`. Demo data only (DEMO_DATA); run on every start and
 * idempotent: a tier, promotion or policy a brand has is left as the operator left it.
 */

const CODE = 'vip-rewards'

/** Whole units of the currency to minor units (two places for every currency). */
const minor = (amount: number) => BigInt(amount) * 100n

export async function seedDemoVip(db: Db): Promise<void> {
  for (const code of DEMO_BRANDS) {
    const merchant = await db.selectFrom('merchants').select('id').where('code', '=', code).executeTakeFirst()
    if (merchant) await seedBrandVip(db, merchant.id, code)
  }
}

async function seedBrandVip(db: Db, merchantId: number, code: DemoBrand): Promise<void> {
  const vip = VIP[code]
  await db
    .insertInto('promotions')
    .values({
      merchantId,
      code: CODE,
      kind: 'loyalty',
      state: 'live',
      titles: JSON.stringify(vip.titles),
      startsAt: new Date(),
      endsAt: null,
      rules: JSON.stringify({ kind: 'loyalty', maxReward: vip.maxReward }),
      eligibility: JSON.stringify({}),
      wagering: null,
      onePer: [],
      needsApproval: false,
      budget: null,
      announcementId: null,
    })
    .onConflict((oc) => oc.columns(['merchantId', 'code']).doNothing())
    .execute()
  const promotion = await db
    .selectFrom('promotions')
    .select('id')
    .where('merchantId', '=', merchantId)
    .where('code', '=', CODE)
    .executeTakeFirstOrThrow()
  await db
    .insertInto('vipTiers')
    .values(
      vip.tiers.map((tier, index) => ({
        merchantId,
        rank: index + 1,
        names: JSON.stringify(TIER_NAMES[index]),
        depositMin: minor(tier.deposit),
        turnoverMin: minor(tier.turnover),
        retainDeposit: minor(tier.keepDeposit),
        retainTurnover: minor(tier.keepTurnover),
        upgradeBonus: minor(tier.upgradeBonus),
        birthdayBonus: minor(tier.birthdayBonus),
        rebateRate: tier.rebate,
        withdrawDailyLimit: tier.withdrawLimit === null ? null : minor(tier.withdrawLimit),
        withdrawDailyCount: tier.withdrawCount,
      })),
    )
    .onConflict((oc) => oc.columns(['merchantId', 'rank']).doNothing())
    .execute()
  // The demo shows loyalty at work: a policy written here is the brand's, on; one the brand has keeps its own.
  await db
    .insertInto('loyaltySettings')
    .values({
      merchantId,
      enabled: true,
      multipliers: JSON.stringify(DEFAULT_MULTIPLIERS),
      ...POLICIES[code],
      vipPromotionId: promotion.id,
    })
    .onConflict((oc) =>
      oc.column('merchantId').doUpdateSet({
        vipPromotionId: sql<bigint>`coalesce(loyalty_settings.vip_promotion_id, excluded.vip_promotion_id)`,
      }),
    )
    .execute()
}
