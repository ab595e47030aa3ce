import type { Db } from '../database'
import { DEFAULT_MULTIPLIERS } from '../../features/loyalty/loyalty-settings.service'
import { VN_CODE } from './vn-brand.seed'

/**
 * The demo brands' point policy (decision 055), so that the try-out earns, converts and expires
 * points: one point per 1.00 at ×1.00 with the spec's multipliers, 100 points to 1.00, at least
 * 100 at a time, a year to spend them; VIP over 30 days, reviewed monthly. Demo data only
 * (DEMO_DATA); idempotent: a brand that has a policy keeps it, with whatever an operator changed.
 */
export async function seedDemoLoyalty(db: Db): Promise<void> {
  const brands = await db.selectFrom('merchants').select('id').where('code', 'in', ['demo', VN_CODE]).execute()
  for (const { id } of brands)
    await db
      .insertInto('loyaltySettings')
      .values({
        merchantId: id,
        enabled: true,
        earnRate: 100,
        multipliers: JSON.stringify(DEFAULT_MULTIPLIERS),
        convertRate: 100,
        minConvert: 100n,
        expiryDays: 365,
        vipWindowDays: 30,
        vipReview: 'monthly',
      })
      .onConflict((oc) => oc.column('merchantId').doNothing())
      .execute()
}
