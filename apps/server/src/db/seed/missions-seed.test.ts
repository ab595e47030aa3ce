import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoMerchantId } from '../../test/ledger-fixtures'
import { createTestDb, type TestDb } from '../../test/test-app'
import { seedDemoMissions } from './missions.seed'

/** The demo brand's missions: live, once, whatever the restarts. */
let t: TestDb
beforeAll(async () => {
  t = await createTestDb()
}, 120_000)
afterAll(() => t.close())

describe('the demo missions', () => {
  it('seeds six live missions once, titled in EN, CN and MY', async () => {
    await seedDemoMissions(t.db)
    const rows = () =>
      t.db
        .selectFrom('missions')
        .select(['code', 'state', 'period', 'event', 'target', 'rewardPoints', 'titles', 'startsAt'])
        .where('merchantId', '=', merchantId)
        .orderBy('sortOrder')
        .execute()
    const merchantId = await demoMerchantId(t.db)
    const first = await rows()
    await seedDemoMissions(t.db, new Date(Date.now() + 60_000))
    expect(await rows()).toEqual(first)
    expect(first.map((m) => [m.code, m.period, m.event, m.target, m.rewardPoints])).toEqual([
      ['login-3-days', 'weekly', 'login_days', 3n, 50n],
      ['deposit-100-today', 'daily', 'deposit', 10_000n, 30n],
      ['slots-20-rounds', 'daily', 'game_rounds', 20n, 20n],
      ['live-turnover-500', 'weekly', 'turnover', 50_000n, 100n],
      ['lottery-10-bets', 'weekly', 'lottery_bets', 10n, 50n],
      ['first-deposit', 'once', 'deposit', 1_000n, 100n],
    ])
    for (const m of first) {
      expect(m.state).toBe('live')
      expect(Object.keys(m.titles)).toEqual(expect.arrayContaining(['EN', 'CN', 'MY']))
    }
  })
})
