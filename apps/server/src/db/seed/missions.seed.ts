import type { Db } from '../database'
import { DEMO_BRANDS } from './loyalty.data'
import { MISSIONS } from './missions.data'

/**
 * The demo brands' missions (decision 055, docs/domain/loyalty.md#missions), live, so that the
 * member centre's missions page counts real play from the first start. Demo data only
 * (DEMO_DATA); run on every start and idempotent: a code the brand has already is left alone.
 */
export async function seedDemoMissions(db: Db, now = new Date()): Promise<void> {
  for (const code of DEMO_BRANDS) {
    const merchant = await db.selectFrom('merchants').select('id').where('code', '=', code).executeTakeFirst()
    if (!merchant) continue
    await db
      .insertInto('missions')
      .values(
        MISSIONS[code].map((mission, i) => ({
          merchantId: merchant.id,
          code: mission.code,
          state: 'live' as const,
          period: mission.period,
          event: mission.event,
          category: mission.category ?? null,
          gameCode: mission.gameCode ?? null,
          target: mission.target,
          rewardPoints: mission.rewardPoints,
          titles: JSON.stringify(mission.titles),
          startsAt: now,
          sortOrder: i + 1,
        })),
      )
      .onConflict((oc) => oc.columns(['merchantId', 'code']).doNothing())
      .execute()
  }
}
