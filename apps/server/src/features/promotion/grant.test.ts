import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { balanceOf, ensureAccount } from '../../ledger/ledger'
import { ledgerViolations } from '../../ledger/invariants'
import { createMembers, demoMerchantId, errorCode } from '../../test/ledger-fixtures'
import { insertPromotion } from '../../test/promotions'
import { createTestDb, type TestDb } from '../../test/test-app'
import { award, claim } from './grant.service'

/** The one grant path: once per occasion, budget, marks, stacking, wagering on the turnover hook. */
let t: TestDb
let merchantId: number
beforeAll(async () => {
  t = await createTestDb()
  merchantId = await demoMerchantId(t.db)
}, 120_000)
afterAll(async () => {
  expect(await ledgerViolations(t.db)).toEqual([])
  await t.close()
})

const member = (id: bigint) => ({ id, merchantId, currency: 'MYR' })
const wallet = async (id: bigint) =>
  balanceOf(t.db, await ensureAccount(t.db, { merchantId, currency: 'MYR', kind: 'member_main', ownerMemberId: id }))

describe('award', () => {
  it('pays once per occasion however often it is asked', async () => {
    const promotion = await insertPromotion(t.db, {
      merchantId,
      kind: 'signup',
      rules: { amount: '8.00', trigger: 'join' },
    })
    const [id] = await createMembers(t.db, merchantId, 1)
    const input = { promotion, member: member(id!), occasion: '', amount: 800n, mode: 'pay' as const }
    const first = await award(t.db, input)
    const again = await Promise.all([award(t.db, input), award(t.db, input)])
    expect(first.paid).toBe(true)
    expect(again.map((r) => r.paid)).toEqual([false, false])
    expect(await wallet(id!)).toBe(800n)
    const row = await t.db
      .selectFrom('promotions')
      .select(['spent', 'grantCount'])
      .where('id', '=', promotion.id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ spent: 800n, grantCount: 1 })
  })

  it('never passes the budget', async () => {
    const promotion = await insertPromotion(t.db, {
      merchantId,
      kind: 'signup',
      rules: { amount: '5.00', trigger: 'join' },
      budget: 1_000n,
    })
    const ids = await createMembers(t.db, merchantId, 3)
    const results = await Promise.allSettled(
      ids.map((id) => award(t.db, { promotion, member: member(id), occasion: '', amount: 500n, mode: 'pay' })),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2)
    const refused = results.find((r) => r.status === 'rejected')
    expect(errorCode((refused as PromiseRejectedResult).reason)).toBe('promotion_budget_spent')
    const grants = await t.db
      .selectFrom('promotionGrants')
      .select('id')
      .where('promotionId', '=', promotion.id)
      .execute()
    expect(grants).toHaveLength(2)
  })

  it('refuses a second member on the same device or IP', async () => {
    const promotion = await insertPromotion(t.db, {
      merchantId,
      kind: 'signup',
      rules: { amount: '5.00', trigger: 'join' },
      onePer: ['device', 'ip'],
    })
    const [a, b, c] = await createMembers(t.db, merchantId, 3)
    const origin = { ip: '203.0.113.9', device: 'device-aaaaaaaaaaaaaaaa' }
    await award(t.db, { promotion, member: member(a!), occasion: '', amount: 500n, mode: 'pay', origin })
    const sameDevice = award(t.db, {
      promotion,
      member: member(b!),
      occasion: '',
      amount: 500n,
      mode: 'pay',
      origin: { ip: '198.51.100.7', device: origin.device },
    })
    await expect(sameDevice).rejects.toMatchObject({ code: 'promotion_claimed_elsewhere' })
    const fresh = { ip: '198.51.100.8', device: 'device-bbbbbbbbbbbbbbbb' }
    expect(
      (await award(t.db, { promotion, member: member(c!), occasion: '', amount: 500n, mode: 'pay', origin: fresh }))
        .paid,
    ).toBe(true)
    expect(await wallet(b!)).toBe(0n)
  })

  it('adds wagering, and refuses an exclusive bonus on top of open wagering', async () => {
    const wagering = {
      multiple: 10,
      base: 'bonus' as const,
      weights: { LIVE: 20 },
      expiresInDays: 7,
      onEarlyWithdrawal: 'block' as const,
    }
    const rules = {
      deposit: 'first' as const,
      rate: 10_000,
      cap: '100.00',
      minDeposit: '10.00',
      apply: 'claim' as const,
    }
    const plain = await insertPromotion(t.db, { merchantId, kind: 'deposit_bonus', rules, wagering })
    const exclusive = await insertPromotion(t.db, {
      merchantId,
      kind: 'deposit_bonus',
      rules,
      wagering,
      exclusive: true,
    })
    const [id] = await createMembers(t.db, merchantId, 1)
    const claimable = await award(t.db, {
      promotion: plain,
      member: member(id!),
      occasion: 'deposit:1',
      amount: 5_000n,
      mode: 'claimable',
    })
    expect(claimable.grant.state).toBe('claimable')
    expect(await wallet(id!)).toBe(0n)
    const paid = await claim(t.db, plain, claimable.grant.id, { claimed: true, deposit: 5_000n })
    expect(paid.grant).toMatchObject({ state: 'wagering', claimed: true })
    const requirement = await t.db
      .selectFrom('turnoverRequirements')
      .select(['required', 'weights', 'grantId'])
      .where('source', '=', `bonus:${paid.grant.id}`)
      .executeTakeFirstOrThrow()
    expect(requirement).toEqual({ required: 50_000n, weights: { LIVE: 20 }, grantId: paid.grant.id })
    await expect(
      award(t.db, { promotion: exclusive, member: member(id!), occasion: 'deposit:2', amount: 1_000n, mode: 'pay' }),
    ).rejects.toMatchObject({ code: 'promotion_not_stackable' })
    expect(await wallet(id!)).toBe(5_000n)
  })
})
