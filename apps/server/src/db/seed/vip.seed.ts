import { sql } from 'kysely'
import type { Db } from '../database'
import { DEFAULT_MULTIPLIERS } from '../../features/loyalty/loyalty-settings.service'

/**
 * The demo brand's VIP tiers (docs/domain/loyalty.md#vip): six tiers over a 30-day window, rank 1
 * from a first deposit of MYR 50, with upgrade, birthday and rebate perks paid by the loyalty
 * promotion `vip-rewards` (no wagering), and higher daily withdrawals from Gold. Demo data only
 * (DEMO_DATA); run on every start and idempotent: a tier, promotion or policy the brand has is
 * left as the operator left it.
 */

const CODE = 'vip-rewards'

const TITLES = {
  EN: 'VIP rewards',
  CN: 'VIP 奖励',
  MY: 'Ganjaran VIP',
  VI: 'Phần thưởng VIP',
  TH: 'รางวัล VIP',
}

const NAMES: Record<string, string>[] = [
  { EN: 'Bronze', CN: '青铜', MY: 'Gangsa', VI: 'Đồng', TH: 'บรอนซ์' },
  { EN: 'Silver', CN: '白银', MY: 'Perak', VI: 'Bạc', TH: 'ซิลเวอร์' },
  { EN: 'Gold', CN: '黄金', MY: 'Emas', VI: 'Vàng', TH: 'โกลด์' },
  { EN: 'Platinum', CN: '铂金', MY: 'Platinum', VI: 'Bạch kim', TH: 'แพลทินัม' },
  { EN: 'Diamond', CN: '钻石', MY: 'Berlian', VI: 'Kim cương', TH: 'ไดมอนด์' },
  { EN: 'Royal', CN: '皇家', MY: 'Diraja', VI: 'Hoàng gia', TH: 'รอยัล' },
]

const MYR = (amount: number) => BigInt(amount * 100)

// rank: deposit and turnover to reach it, and to keep it, over 30 days; upgrade and birthday
// bonus; rebate in basis points; daily withdrawal amount and count (null: the brand's 100,000 × 5).
const TIERS: [number, number, number, number, number, number, number, number, number | null, number | null][] = [
  [1, 50, 0, 0, 0, 5, 10, 10, null, null],
  [2, 500, 5_000, 200, 2_000, 18, 28, 20, null, null],
  [3, 2_000, 20_000, 1_000, 10_000, 38, 58, 30, 150_000, 8],
  [4, 5_000, 50_000, 2_500, 25_000, 88, 128, 40, 250_000, 10],
  [5, 15_000, 150_000, 7_500, 75_000, 188, 288, 60, 500_000, 15],
  [6, 50_000, 500_000, 25_000, 250_000, 588, 888, 80, 1_000_000, 20],
]

export async function seedDemoVip(db: Db): Promise<void> {
  const merchant = await db.selectFrom('merchants').select('id').where('code', '=', 'demo').executeTakeFirst()
  if (!merchant) return
  const merchantId = merchant.id
  await db
    .insertInto('promotions')
    .values({
      merchantId,
      code: CODE,
      kind: 'loyalty',
      state: 'live',
      titles: JSON.stringify(TITLES),
      startsAt: new Date(),
      endsAt: null,
      rules: JSON.stringify({ kind: 'loyalty', maxReward: '5000.00' }),
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
      TIERS.map(([rank, deposit, turnover, keepDeposit, keepTurnover, upgrade, birthday, rebate, limit, count]) => ({
        merchantId,
        rank,
        names: JSON.stringify(NAMES[rank - 1]),
        depositMin: MYR(deposit),
        turnoverMin: MYR(turnover),
        retainDeposit: MYR(keepDeposit),
        retainTurnover: MYR(keepTurnover),
        upgradeBonus: MYR(upgrade),
        birthdayBonus: MYR(birthday),
        rebateRate: rebate,
        withdrawDailyLimit: limit === null ? null : MYR(limit),
        withdrawDailyCount: count,
      })),
    )
    .onConflict((oc) => oc.columns(['merchantId', 'rank']).doNothing())
    .execute()
  // The demo shows loyalty at work: a policy written here is on; one the brand has keeps its own switch.
  await db
    .insertInto('loyaltySettings')
    .values({
      merchantId,
      enabled: true,
      multipliers: JSON.stringify(DEFAULT_MULTIPLIERS),
      vipPromotionId: promotion.id,
    })
    .onConflict((oc) =>
      oc.column('merchantId').doUpdateSet({
        vipPromotionId: sql<bigint>`coalesce(loyalty_settings.vip_promotion_id, excluded.vip_promotion_id)`,
      }),
    )
    .execute()
}
