import type { Db } from '../database'
import { DEFAULT_MULTIPLIERS } from '../../features/loyalty/loyalty-settings.service'
import { DEMO_BRANDS, POLICIES } from './loyalty.data'

/**
 * The demo brands' point policy (decision 055), so that the try-out earns, converts and expires
 * points, each brand at its currency's scale (loyalty.data.ts) with the spec's multipliers. Demo
 * data only (DEMO_DATA); idempotent: a brand that has a policy keeps it, with whatever an
 * operator changed.
 */
export async function seedDemoLoyalty(db: Db): Promise<void> {
  for (const code of DEMO_BRANDS) {
    const merchant = await db.selectFrom('merchants').select('id').where('code', '=', code).executeTakeFirst()
    if (!merchant) continue
    await db
      .insertInto('loyaltySettings')
      .values({
        merchantId: merchant.id,
        enabled: true,
        multipliers: JSON.stringify(DEFAULT_MULTIPLIERS),
        ...POLICIES[code],
      })
      .onConflict((oc) => oc.column('merchantId').doNothing())
      .execute()
  }
}
