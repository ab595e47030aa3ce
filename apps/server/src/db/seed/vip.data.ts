import { VN_CODE } from './vn-brand.seed'
import type { DemoBrand } from './loyalty.data'

/**
 * The demo brands' VIP tiers (docs/domain/loyalty.md#vip) in each brand's currency, and the
 * promotion `vip-rewards` that pays their perks (no wagering, each grant capped at `maxReward`).
 */

export interface SeedTier {
  /** Deposits and valid turnover to reach the tier, then to keep it, over the window; whole units. */
  deposit: number
  turnover: number
  keepDeposit: number
  keepTurnover: number
  upgradeBonus: number
  birthdayBonus: number
  /** Basis points of the period's valid turnover. */
  rebate: number
  /** Daily withdrawals; null: the brand's own limits. */
  withdrawLimit: number | null
  withdrawCount: number | null
}

export interface SeedVip {
  titles: Record<string, string>
  maxReward: string
  /** Rank 1 first. */
  tiers: SeedTier[]
}

export const TIER_NAMES: Record<string, string>[] = [
  { EN: 'Bronze', CN: '青铜', MY: 'Gangsa', VI: 'Đồng', TH: 'บรอนซ์' },
  { EN: 'Silver', CN: '白银', MY: 'Perak', VI: 'Bạc', TH: 'ซิลเวอร์' },
  { EN: 'Gold', CN: '黄金', MY: 'Emas', VI: 'Vàng', TH: 'โกลด์' },
  { EN: 'Platinum', CN: '铂金', MY: 'Platinum', VI: 'Bạch kim', TH: 'แพลทินัม' },
  { EN: 'Diamond', CN: '钻石', MY: 'Berlian', VI: 'Kim cương', TH: 'ไดมอนด์' },
  { EN: 'Royal', CN: '皇家', MY: 'Diraja', VI: 'Hoàng gia', TH: 'รอยัล' },
]

type Row = [number, number, number, number, number, number, number, number | null, number | null]
const tiers = (rows: Row[]): SeedTier[] =>
  rows.map(([deposit, turnover, keepDeposit, keepTurnover, upgradeBonus, birthdayBonus, rebate, limit, count]) => ({
    deposit,
    turnover,
    keepDeposit,
    keepTurnover,
    upgradeBonus,
    birthdayBonus,
    rebate,
    withdrawLimit: limit,
    withdrawCount: count,
  }))

export const VIP: Readonly<Record<DemoBrand, SeedVip>> = {
  // Rank 1 from a first deposit of MYR 50; higher daily withdrawals (the brand's: 100,000 × 5) from Gold.
  demo: {
    titles: { EN: 'VIP rewards', CN: 'VIP 奖励', MY: 'Ganjaran VIP', VI: 'Phần thưởng VIP', TH: 'รางวัล VIP' },
    maxReward: '5000.00',
    tiers: tiers([
      [50, 0, 0, 0, 5, 10, 10, null, null],
      [500, 5_000, 200, 2_000, 18, 28, 20, null, null],
      [2_000, 20_000, 1_000, 10_000, 38, 58, 30, 150_000, 8],
      [5_000, 50_000, 2_500, 25_000, 88, 128, 40, 250_000, 10],
      [15_000, 150_000, 7_500, 75_000, 188, 288, 60, 500_000, 15],
      [50_000, 500_000, 25_000, 250_000, 588, 888, 80, 1_000_000, 20],
    ]),
  },
  // In dong: rank 1 from a deposit of 200,000 ₫ (about MYR 40); Gold from 10 million deposited and
  // 15 million played, which the seeded members' three weeks reach; the brand's daily
  // withdrawals (1 billion × 5) rise from Gold.
  [VN_CODE]: {
    titles: { VI: 'Phần thưởng VIP', EN: 'VIP rewards' },
    maxReward: '25000000.00',
    tiers: tiers([
      [200_000, 0, 0, 0, 20_000, 50_000, 10, null, null],
      [2_000_000, 10_000_000, 1_000_000, 5_000_000, 88_000, 150_000, 20, null, null],
      [10_000_000, 15_000_000, 5_000_000, 7_500_000, 188_000, 288_000, 30, 1_500_000_000, 8],
      [50_000_000, 200_000_000, 25_000_000, 100_000_000, 588_000, 888_000, 40, 2_500_000_000, 10],
      [200_000_000, 1_000_000_000, 100_000_000, 500_000_000, 1_888_000, 2_888_000, 60, 5_000_000_000, 15],
      [1_000_000_000, 5_000_000_000, 500_000_000, 2_500_000_000, 5_888_000, 8_888_000, 80, 10_000_000_000, 20],
    ]),
  },
}
