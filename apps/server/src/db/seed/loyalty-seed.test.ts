import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDb, type TestDb } from '../../test/test-app'
import { seedDemoLoyalty } from './loyalty.seed'
import { seedVnBrand, VN_CODE } from './vn-brand.seed'

/** The demo brands' point policy: seeded once, an operator's change kept. */
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
    .select(['m.code', 's.enabled', 's.earnRate', 's.convertRate', 's.minConvert', 's.expiryDays', 's.vipWindowDays'])
    .orderBy('m.id')
    .execute()

describe('the demo loyalty policy', () => {
  it('enables points for both demo brands, once, and keeps an operator’s change', async () => {
    await seedDemoLoyalty(t.db)
    const policy = {
      enabled: true,
      earnRate: 100,
      convertRate: 100,
      minConvert: 100n,
      expiryDays: 365,
      vipWindowDays: 30,
    }
    expect(await rows()).toEqual([
      { code: 'demo', ...policy },
      { code: VN_CODE, ...policy },
    ])
    await t.db.updateTable('loyaltySettings').set({ earnRate: 50 }).execute()
    await seedDemoLoyalty(t.db)
    expect((await rows()).map((r) => r.earnRate)).toEqual([50, 50])
  })
})
