import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pointConfig } from '../../features/loyalty-points/points.service'
import { createTestDb, type TestDb } from '../../test/test-app'
import { seedDemoLoyalty } from './loyalty.seed'
import { seedVnBrand, VN_CODE } from './vn-brand.seed'

/** The demo brands' point policies: each at its currency's scale, seeded once, an operator's change kept. */
let t: TestDb
beforeAll(async () => {
  t = await createTestDb()
  await seedVnBrand(t.db)
}, 120_000)
afterAll(() => t.close())

const rows = () =>
  t.db
    .selectFrom('loyaltySettings as s')
    .innerJoin('merchants as m', 'm.id', 's.merchantId')
    .select(['m.code', 'm.id', 's.enabled', 's.earnRate', 's.convertRate', 's.minConvert', 's.expiryDays'])
    .orderBy('m.id')
    .execute()

describe('the demo loyalty policy', () => {
  it('gives each brand its own scale, both paying back 1% of turnover', async () => {
    await seedDemoLoyalty(t.db)
    const common = { enabled: true, expiryDays: 365 }
    const seeded = await rows()
    expect(seeded.map(({ id: _id, ...row }) => row)).toEqual([
      { code: 'demo', ...common, earnRate: 100, convertRate: 100, minConvert: 100n },
      { code: VN_CODE, ...common, earnRate: 1, convertRate: 1, minConvert: 10_000n },
    ])
    // What a member reads: points per 1.00 of turnover, points per 1.00 of cash, the step.
    const [demo, vn] = await Promise.all(seeded.map((row) => pointConfig(t.db, row.id)))
    expect(vn).toMatchObject({ earnRate: 0.01, ratio: 1, minConvert: 10_000, step: 1 })
    expect(demo).toMatchObject({ earnRate: 1, ratio: 100, minConvert: 100, step: 1 })
    expect([demo!.earnRate / demo!.ratio, vn!.earnRate / vn!.ratio]).toEqual([0.01, 0.01])
  })

  it('seeds once and keeps an operator’s change', async () => {
    await t.db.updateTable('loyaltySettings').set({ earnRate: 50 }).execute()
    await seedDemoLoyalty(t.db)
    expect((await rows()).map((r) => r.earnRate)).toEqual([50, 50])
  })
})
