import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fromMinor } from '../../lib/money'
import { tierRows } from '../../features/vip/vip-admin.service'
import { createTestDb, type TestDb } from '../../test/test-app'
import { seedDemoVip } from './vip.seed'

/** The demo brand's VIP tiers: six, valid as the console would save them, seeded once. */
let t: TestDb
beforeAll(async () => {
  t = await createTestDb()
}, 120_000)
afterAll(() => t.close())

const tiers = () => t.db.selectFrom('vipTiers').selectAll().orderBy('merchantId').orderBy('rank').execute()

describe('the demo VIP seed', () => {
  it('seeds six tiers and the VIP promotion once', async () => {
    await seedDemoVip(t.db)
    const first = await tiers()
    await seedDemoVip(t.db)
    expect(await tiers()).toEqual(first)
    expect(first.map((tier) => tier.names.EN)).toEqual(['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond', 'Royal'])
    for (const tier of first) expect(Object.keys(tier.names).sort()).toEqual(['CN', 'EN', 'MY', 'TH', 'VI'])
    expect(first[0]).toMatchObject({ depositMin: 5_000n, turnoverMin: 0n, rebateRate: 10, withdrawDailyLimit: null })
    expect(first[5]).toMatchObject({ rebateRate: 80 })
    const settings = await t.db
      .selectFrom('loyaltySettings as s')
      .innerJoin('promotions as p', 'p.id', 's.vipPromotionId')
      .select(['p.code', 'p.kind', 'p.state', 'p.wagering'])
      .executeTakeFirstOrThrow()
    expect(settings).toEqual({ code: 'vip-rewards', kind: 'loyalty', state: 'live', wagering: null })
  })

  it('is a table the console accepts: ranks in a row, requirements rising, retaining below reaching', async () => {
    const rows = await tiers()
    const input = rows.map((tier) => ({
      rank: tier.rank,
      names: { EN: tier.names.EN ?? '', ...tier.names },
      depositMin: fromMinor(tier.depositMin),
      turnoverMin: fromMinor(tier.turnoverMin),
      retainDeposit: fromMinor(tier.retainDeposit),
      retainTurnover: fromMinor(tier.retainTurnover),
      upgradeBonus: fromMinor(tier.upgradeBonus),
      birthdayBonus: fromMinor(tier.birthdayBonus),
      rebateRate: tier.rebateRate,
      withdrawDailyLimit: tier.withdrawDailyLimit === null ? null : fromMinor(tier.withdrawDailyLimit),
      withdrawDailyCount: tier.withdrawDailyCount,
    }))
    expect(tierRows(input)).toHaveLength(6)
  })
})
