import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoMerchantId } from '../../test/home'
import { closeCheckingBooks } from '../../test/ledger-fixtures'
import { operatorSession } from '../../test/operators'
import { createTestApp, type TestApp } from '../../test/test-app'
import { seedDemoPointMall } from './point-mall.seed'

/** The demo brand's point mall: seeded once, and every item one the console itself would accept. */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  await seedDemoPointMall(t.db)
}, 120_000)
afterAll(() => closeCheckingBooks(t))

const items = () => t.db.selectFrom('pointItems').selectAll().orderBy('sortOrder').execute()

describe('the demo point mall', () => {
  it('seeds once: a second run leaves the same rows', async () => {
    const first = await items()
    await seedDemoPointMall(t.db)
    expect(await items()).toEqual(first)
    expect(first.map((i) => [i.kind, i.titles.EN, i.points, i.stock, i.perMemberLimit])).toEqual([
      ['cash', 'MYR 5 cash voucher', 500n, null, null],
      ['cash', 'MYR 20 cash voucher', 1_900n, null, null],
      ['bonus', 'MYR 10 bonus credit', 800n, null, null],
      ['free_rounds', '20 free spins on Jade Fortune', 1_000n, null, null],
      ['goods', 'Branded cap', 2_500n, 50, 1],
      ['goods', 'Power bank 10,000 mAh', 6_000n, 20, 1],
      ['goods', 'Smart watch', 25_000n, 5, 1],
    ])
    const promotion = await t.db
      .selectFrom('promotions')
      .select(['kind', 'rules', 'wagering', 'state'])
      .where('code', '=', 'point-mall-bonus')
      .executeTakeFirstOrThrow()
    expect(promotion).toMatchObject({ kind: 'loyalty', state: 'live', rules: { kind: 'loyalty', maxReward: '100.00' } })
    expect(promotion.wagering).toMatchObject({ multiple: 5, base: 'bonus', expiresInDays: 7 })
  })

  it('holds items the console’s own checks accept', async () => {
    const merchantId = await demoMerchantId(t)
    const owner = await operatorSession(t, merchantId, ['owner'])
    const root = `/wps/operator/brands/${merchantId}/loyalty/items`
    const listed = await t.app.inject({ method: 'GET', url: root, headers: owner.headers })
    for (const item of listed.json().value.content) {
      const { id, redeemed: _redeemed, updatedAt: _updatedAt, ...input } = item
      const res = await t.app.inject({ method: 'PUT', url: `${root}/${id}`, headers: owner.headers, payload: input })
      expect(res.statusCode, `${item.titles.EN}: ${res.body}`).toBe(200)
      expect(res.json().value).toMatchObject(input)
    }
  })
})
