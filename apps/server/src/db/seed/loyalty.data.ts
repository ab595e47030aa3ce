import { VN_CODE } from './vn-brand.seed'

/**
 * The demo brands' point policies (docs/domain/loyalty.md#points), each at its currency's scale.
 * The earn rate is whole points per 100.00 and the ratio whole points per 1.00, so a dong brand
 * cannot earn less than a point per 100 ₫ nor pay more than 1 ₫ a point: at exactly that, a point
 * per 100 ₫ worth 1 ₫, the dong brand gives back 1% of turnover as the ringgit brand does with a
 * point per MYR 1.00 worth MYR 0.01.
 */

export const DEMO_BRANDS = ['demo', VN_CODE] as const
export type DemoBrand = (typeof DEMO_BRANDS)[number]

export interface SeedPolicy {
  earnRate: number
  convertRate: number
  minConvert: bigint
  expiryDays: number
  vipWindowDays: number
  vipReview: 'weekly' | 'monthly'
}

export const POLICIES: Readonly<Record<DemoBrand, SeedPolicy>> = {
  // One point per MYR 1.00, 100 points to MYR 1.00 from 100 points up.
  demo: { earnRate: 100, convertRate: 100, minConvert: 100n, expiryDays: 365, vipWindowDays: 30, vipReview: 'monthly' },
  // One point per 100 ₫, a point to 1 ₫ from 10,000 points (10,000 ₫) up.
  [VN_CODE]: {
    earnRate: 1,
    convertRate: 1,
    minConvert: 10_000n,
    expiryDays: 365,
    vipWindowDays: 30,
    vipReview: 'monthly',
  },
}
