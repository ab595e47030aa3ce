import type { Db } from '../database'
import { DEMO_BRANDS, type DemoBrand } from './loyalty.data'
import { BONUS_CODE, BONUS_PROMOTIONS, BONUS_WAGERING, POINT_ITEMS } from './point-mall.data'

/**
 * The demo brands' point malls (decision 055, docs/domain/loyalty.md#point-mall), each in its
 * currency (point-mall.data.ts). Demo data only (DEMO_DATA); run on every start and idempotent:
 * the promotion's code, and an item's English title, already there are left alone.
 */
export async function seedDemoPointMall(db: Db): Promise<void> {
  for (const code of DEMO_BRANDS) {
    const merchant = await db.selectFrom('merchants').select('id').where('code', '=', code).executeTakeFirst()
    if (merchant) await seedBrandMall(db, merchant.id, code)
  }
}

async function seedBrandMall(db: Db, merchantId: number, code: DemoBrand): Promise<void> {
  const bonus = BONUS_PROMOTIONS[code]
  await db
    .insertInto('promotions')
    .values({
      merchantId,
      code: BONUS_CODE,
      kind: 'loyalty',
      state: 'live',
      titles: JSON.stringify(bonus.titles),
      startsAt: new Date(),
      endsAt: null,
      rules: JSON.stringify(bonus.rules),
      eligibility: JSON.stringify({}),
      wagering: JSON.stringify(BONUS_WAGERING),
      onePer: [],
      needsApproval: false,
      budget: null,
    })
    .onConflict((oc) => oc.columns(['merchantId', 'code']).doNothing())
    .execute()
  const promotion = await db
    .selectFrom('promotions')
    .select(['id', 'kind'])
    .where('merchantId', '=', merchantId)
    .where('code', '=', BONUS_CODE)
    .executeTakeFirstOrThrow()
  const existing = await db
    .selectFrom('pointItems')
    .select((eb) => eb.ref('titles', '->>').key('EN').as('title'))
    .where('merchantId', '=', merchantId)
    .execute()
  const have = new Set(existing.map((row) => row.title))
  const missing = POINT_ITEMS[code]
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => !have.has(item.titles.EN!))
  // A brand whose bonus code is not a loyalty promotion (an operator reused it) gets no bonus item.
  const usable = missing.filter(({ item }) => item.kind !== 'bonus' || promotion.kind === 'loyalty')
  if (usable.length === 0) return
  await db
    .insertInto('pointItems')
    .values(
      usable.map(({ item, index }) => ({
        merchantId,
        kind: item.kind,
        state: 'live' as const,
        titles: JSON.stringify(item.titles),
        descriptions: JSON.stringify(item.descriptions),
        imageUrl: item.imageUrl,
        points: item.points,
        value: item.value,
        promotionId: item.kind === 'bonus' ? promotion.id : null,
        gameCode: item.gameCode ?? null,
        rounds: item.rounds ?? null,
        stock: item.stock ?? null,
        perMemberLimit: item.perMemberLimit ?? null,
        sortOrder: (index + 1) * 10,
      })),
    )
    .execute()
}
