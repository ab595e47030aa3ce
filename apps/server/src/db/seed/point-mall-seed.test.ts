import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeCheckingBooks } from '../../test/ledger-fixtures'
import { operatorSession } from '../../test/operators'
import { createTestApp, type TestApp } from '../../test/test-app'
import { seedDemoPointMall } from './point-mall.seed'
import { seedVnBrand, VN_CODE } from './vn-brand.seed'

/** The demo brands' point malls: seeded once, each in its currency, every item one the console itself would accept. */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  await seedVnBrand(t.db)
  await seedDemoPointMall(t.db)
}, 120_000)
afterAll(() => closeCheckingBooks(t))

const items = (code: string) =>
  t.db
    .selectFrom('pointItems as i')
    .innerJoin('merchants as m', 'm.id', 'i.merchantId')
    .selectAll('i')
    .where('m.code', '=', code)
    .orderBy('i.sortOrder')
    .execute()
const merchantIdOf = async (code: string) =>
  (await t.db.selectFrom('merchants').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id

describe('the demo point mall', () => {
  it('seeds once: a second run leaves the same rows', async () => {
    const first = { demo: await items('demo'), vn: await items(VN_CODE) }
    await seedDemoPointMall(t.db)
    expect({ demo: await items('demo'), vn: await items(VN_CODE) }).toEqual(first)
    expect(first.demo.map((i) => [i.kind, i.titles.EN, i.points, i.value, i.stock, i.perMemberLimit])).toEqual([
      ['cash', 'MYR 5 cash voucher', 500n, 500n, null, null],
      ['cash', 'MYR 20 cash voucher', 1_900n, 2_000n, null, null],
      ['bonus', 'MYR 10 bonus credit', 800n, 1_000n, null, null],
      ['free_rounds', '20 free spins on Jade Fortune', 1_000n, 20n, null, null],
      ['goods', 'Branded cap', 2_500n, 0n, 50, 1],
      ['goods', 'Power bank 10,000 mAh', 6_000n, 0n, 20, 1],
      ['goods', 'Smart watch', 25_000n, 0n, 5, 1],
    ])
    // In dong (1 ₫ is 100 minor units), a point worth 1 ₫: the vouchers at face value or better.
    expect(first.vn.map((i) => [i.kind, i.titles.EN, i.points, i.value, i.stock, i.perMemberLimit])).toEqual([
      ['cash', '50,000 ₫ cash voucher', 50_000n, 5_000_000n, null, null],
      ['cash', '200,000 ₫ cash voucher', 190_000n, 20_000_000n, null, null],
      ['bonus', '100,000 ₫ bonus credit', 80_000n, 10_000_000n, null, null],
      ['free_rounds', '20 free spins on Jade Fortune', 100_000n, 20n, null, null],
      ['goods', 'Golden Dragon cap', 250_000n, 0n, 50, 1],
      ['goods', 'Power bank 10,000 mAh', 600_000n, 0n, 20, 1],
      ['goods', 'Smart watch', 2_500_000n, 0n, 5, 1],
    ])
    for (const item of first.vn) expect(Object.keys(item.titles).sort()).toEqual(['EN', 'VI'])
    const promotions = await t.db
      .selectFrom('promotions')
      .select(['merchantId', 'kind', 'rules', 'wagering', 'state'])
      .where('code', '=', 'point-mall-bonus')
      .orderBy('merchantId')
      .execute()
    expect(promotions.map((p) => p.rules)).toEqual([
      { kind: 'loyalty', maxReward: '100.00' },
      { kind: 'loyalty', maxReward: '1000000.00' },
    ])
    for (const promotion of promotions) {
      expect(promotion).toMatchObject({ kind: 'loyalty', state: 'live' })
      expect(promotion.wagering).toMatchObject({ multiple: 5, base: 'bonus', expiresInDays: 7 })
    }
  })

  it('shows pictures the member site serves', async () => {
    const publicDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../web/public')
    const pictures = [...(await items('demo')), ...(await items(VN_CODE))].flatMap((i) => i.imageUrl ?? [])
    expect(pictures.length).toBeGreaterThan(0)
    expect(pictures.filter((path) => !path.startsWith('/') || !existsSync(join(publicDir, path)))).toEqual([])
  })

  it('holds items the console’s own checks accept', async () => {
    for (const code of ['demo', VN_CODE]) {
      const merchantId = await merchantIdOf(code)
      const owner = await operatorSession(t, merchantId, ['owner'])
      const root = `/wps/operator/brands/${merchantId}/loyalty/items`
      const listed = await t.app.inject({ method: 'GET', url: root, headers: owner.headers })
      const content = listed.json().value.content as { id: string; redeemed: number; updatedAt: string }[]
      expect(content).toHaveLength(7)
      for (const item of content) {
        const { id, redeemed: _redeemed, updatedAt: _updatedAt, ...input } = item
        const res = await t.app.inject({ method: 'PUT', url: `${root}/${id}`, headers: owner.headers, payload: input })
        expect(res.statusCode, `${code} ${id}: ${res.body}`).toBe(200)
        expect(res.json().value).toMatchObject(input)
      }
    }
  })
})
