import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fromMinor } from '../../lib/money'
import { tierRows } from '../../features/vip/vip-admin.service'
import { createTestDb, type TestDb } from '../../test/test-app'
import { seedDemoLoyalty } from './loyalty.seed'
import { seedDemoVip } from './vip.seed'
import { seedVnBrand, VN_CODE, VN_MEMBERS } from './vn-brand.seed'
import { passReadable } from '../../test/loyalty'

/** The demo brands' VIP tiers: six each, in the brand's currency, valid as the console would save them, seeded once. */
let t: TestDb
beforeAll(async () => {
  t = await createTestDb()
  await seedVnBrand(t.db)
}, 120_000)
afterAll(() => t.close())

const tiers = (code: string) =>
  t.db
    .selectFrom('vipTiers as v')
    .innerJoin('merchants as m', 'm.id', 'v.merchantId')
    .selectAll('v')
    .where('m.code', '=', code)
    .orderBy('v.rank')
    .execute()

describe('the demo VIP seed', () => {
  it('seeds six tiers and the VIP promotion per brand once', async () => {
    await seedDemoLoyalty(t.db)
    await seedDemoVip(t.db)
    const first = { demo: await tiers('demo'), vn: await tiers(VN_CODE) }
    await seedDemoVip(t.db)
    expect({ demo: await tiers('demo'), vn: await tiers(VN_CODE) }).toEqual(first)
    for (const rows of [first.demo, first.vn]) {
      expect(rows.map((tier) => tier.names.EN)).toEqual(['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond', 'Royal'])
      for (const tier of rows) expect(Object.keys(tier.names).sort()).toEqual(['CN', 'EN', 'MY', 'TH', 'VI'])
      expect(rows[5]).toMatchObject({ rebateRate: 80 })
    }
    expect(first.demo[0]).toMatchObject({
      depositMin: 5_000n,
      turnoverMin: 0n,
      rebateRate: 10,
      withdrawDailyLimit: null,
    })
    // In dong: Bronze from 200,000 ₫, Royal's daily withdrawals 10 billion ₫.
    expect(first.vn[0]).toMatchObject({ depositMin: 20_000_000n, turnoverMin: 0n, withdrawDailyLimit: null })
    expect(first.vn[5]).toMatchObject({ withdrawDailyLimit: 1_000_000_000_000n, withdrawDailyCount: 20 })
    const settings = await t.db
      .selectFrom('loyaltySettings as s')
      .innerJoin('promotions as p', 'p.id', 's.vipPromotionId')
      .select(['p.code', 'p.kind', 'p.state', 'p.wagering', 'p.rules'])
      .orderBy('s.merchantId')
      .execute()
    expect(settings).toEqual([
      {
        code: 'vip-rewards',
        kind: 'loyalty',
        state: 'live',
        wagering: null,
        rules: { kind: 'loyalty', maxReward: '5000.00' },
      },
      {
        code: 'vip-rewards',
        kind: 'loyalty',
        state: 'live',
        wagering: null,
        rules: { kind: 'loyalty', maxReward: '25000000.00' },
      },
    ])
  })

  it('is a table per brand the console accepts: ranks in a row, requirements rising, retaining below reaching', async () => {
    for (const code of ['demo', VN_CODE]) {
      const input = (await tiers(code)).map((tier) => ({
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
    }
  })

  it('puts the dong brand’s members in Gold, Silver and Bronze once the pass reads their three weeks', async () => {
    await passReadable(t.db, new Date())
    const members = await t.db
      .selectFrom('members')
      .select(['username', 'vipRank', 'vipLabel'])
      .where('username', 'in', [...VN_MEMBERS])
      .orderBy('username')
      .execute()
    expect(members).toEqual([
      { username: 'vnplayer1', vipRank: 3, vipLabel: 'Gold' },
      { username: 'vnplayer2', vipRank: 2, vipLabel: 'Silver' },
      { username: 'vnplayer3', vipRank: 1, vipLabel: 'Bronze' },
    ])
    // Each rank passed left its upgrade bonus to claim: Bronze to Gold for the first member.
    const grants = await t.db
      .selectFrom('promotionGrants as g')
      .innerJoin('members as m', 'm.id', 'g.memberId')
      .select(['m.username', 'g.occasion', 'g.amount'])
      .where('m.username', '=', 'vnplayer1')
      .orderBy('g.occasion')
      .execute()
    expect(grants.map((g) => [g.occasion, g.amount])).toEqual([
      ['vip-upgrade:1', 2_000_000n],
      ['vip-upgrade:2', 8_800_000n],
      ['vip-upgrade:3', 18_800_000n],
    ])
  })
})
