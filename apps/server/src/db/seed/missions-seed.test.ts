import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDb, type TestDb } from '../../test/test-app'
import { seedDemoMissions } from './missions.seed'
import { seedVnBrand, VN_CODE } from './vn-brand.seed'

/** The demo brands' missions: live, once, whatever the restarts, each brand's money goals in its currency. */
let t: TestDb
beforeAll(async () => {
  t = await createTestDb()
  await seedVnBrand(t.db)
}, 120_000)
afterAll(() => t.close())

const rows = (code: string) =>
  t.db
    .selectFrom('missions as m')
    .innerJoin('merchants as b', 'b.id', 'm.merchantId')
    .select(['m.code', 'm.state', 'm.period', 'm.event', 'm.target', 'm.rewardPoints', 'm.titles', 'm.startsAt'])
    .where('b.code', '=', code)
    .orderBy('m.sortOrder')
    .execute()

describe('the demo missions', () => {
  it('seeds six live missions per brand once, titled in the brand’s languages', async () => {
    await seedDemoMissions(t.db)
    const first = { demo: await rows('demo'), vn: await rows(VN_CODE) }
    await seedDemoMissions(t.db, new Date(Date.now() + 60_000))
    expect({ demo: await rows('demo'), vn: await rows(VN_CODE) }).toEqual(first)
    expect(first.demo.map((m) => [m.code, m.period, m.event, m.target, m.rewardPoints])).toEqual([
      ['login-3-days', 'weekly', 'login_days', 3n, 50n],
      ['deposit-100-today', 'daily', 'deposit', 10_000n, 30n],
      ['slots-20-rounds', 'daily', 'game_rounds', 20n, 20n],
      ['live-turnover-500', 'weekly', 'turnover', 50_000n, 100n],
      ['lottery-10-bets', 'weekly', 'lottery_bets', 10n, 50n],
      ['first-deposit', 'once', 'deposit', 1_000n, 100n],
    ])
    // In dong (minor units: 1 ₫ is 100), the rewards at the dong brand's points (a point per 100 ₫).
    expect(first.vn.map((m) => [m.code, m.period, m.event, m.target, m.rewardPoints])).toEqual([
      ['login-3-days', 'weekly', 'login_days', 3n, 2_500n],
      ['deposit-500k-today', 'daily', 'deposit', 50_000_000n, 1_500n],
      ['slots-20-rounds', 'daily', 'game_rounds', 20n, 1_000n],
      ['live-turnover-2-5m', 'weekly', 'turnover', 250_000_000n, 5_000n],
      ['lottery-10-bets', 'weekly', 'lottery_bets', 10n, 2_500n],
      ['first-deposit', 'once', 'deposit', 5_000_000n, 5_000n],
    ])
    for (const [brand, languages] of [
      ['demo', ['EN', 'CN', 'MY', 'VI', 'TH']],
      ['vn', ['VI', 'EN']],
    ] as const) {
      for (const m of first[brand]) {
        expect(m.state).toBe('live')
        expect(Object.keys(m.titles).sort()).toEqual([...languages].sort())
      }
    }
  })

  it('sets the dong brand’s first-deposit goal at its smallest deposit, so any first deposit completes it', async () => {
    const smallest = await t.db
      .selectFrom('depositChannels as c')
      .innerJoin('merchants as b', 'b.id', 'c.merchantId')
      .select((eb) => eb.fn.min('c.minAmount').as('min'))
      .where('b.code', '=', VN_CODE)
      .executeTakeFirstOrThrow()
    const first = (await rows(VN_CODE)).find((m) => m.code === 'first-deposit')!
    expect(first.target).toBe(BigInt(smallest.min!))
  })
})
