import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeCheckingBooks, TEST_ENGINE } from '../../test/ledger-fixtures'
import { mainWallet, promoMember, requestReward, type PromoMember } from '../../test/member-promotions'
import { insertPromotion } from '../../test/promotions'
import { createTestApp, type TestApp } from '../../test/test-app'
import { merchantIdOf } from '../../test/withdrawals'

/**
 * The last of a budget, claimed by many members at once through the HTTP route. On PostgreSQL
 * (`server-pg`) the claims really overlap on the pool's connections and queue on the promotion's
 * row; on PGlite they run one after another and must end the same way.
 */
const MEMBERS = 40
let t: TestApp
let merchantId: number
let members: PromoMember[]
beforeAll(async () => {
  t = await createTestApp()
  merchantId = await merchantIdOf(t)
  members = []
  for (let i = 0; i < MEMBERS; i++) members.push(await promoMember(t))
}, 240_000)
afterAll(() => closeCheckingBooks(t))

describe(`the budget under ${MEMBERS} claims at once (${TEST_ENGINE})`, () => {
  it('pays exactly floor(budget / amount) and never spends past the budget', async () => {
    const amount = 500n
    const budget = 3_850n // room for 7 rewards of 5.00, and 3.50 that pays nobody
    const promotion = await insertPromotion(t.db, {
      merchantId,
      kind: 'signup',
      rules: { amount: '5.00', trigger: 'join' },
      budget,
    })
    const answers = await Promise.all(members.map((m) => requestReward(t, m, promotion.id)))
    const paid = answers.filter((r) => r.statusCode === 200 && r.json().value.granted === '5.00')
    const refused = answers.filter((r) => r.statusCode === 409)
    expect(paid).toHaveLength(Number(budget / amount))
    expect(refused).toHaveLength(MEMBERS - Number(budget / amount))
    expect(new Set(refused.map((r) => r.json().code))).toEqual(new Set(['promotion_budget_spent']))
    const row = await t.db
      .selectFrom('promotions')
      .select(['spent', 'grantCount'])
      .where('id', '=', promotion.id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ spent: 3_500n, grantCount: 7 })
    const wallets = await Promise.all(members.map((m) => mainWallet(t, m.id)))
    expect(wallets.reduce((sum, w) => sum + w, 0n)).toBe(3_500n)
    expect(wallets.filter((w) => w > 0n).every((w) => w === amount)).toBe(true)
    const grants = await t.db
      .selectFrom('promotionGrants')
      .select(['state'])
      .where('promotionId', '=', promotion.id)
      .execute()
    expect(grants.map((g) => g.state)).toEqual(Array(7).fill('issued'))
  })
})
