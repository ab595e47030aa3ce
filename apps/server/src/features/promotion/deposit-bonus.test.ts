import type { Reward } from '@sea/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeCheckingBooks } from '../../test/ledger-fixtures'
import {
  approvedDeposit,
  bindBank,
  call,
  freshIp,
  joinPromotion,
  mainWallet,
  promoMember,
  statusOf,
  type PromoMember,
} from '../../test/member-promotions'
import { operatorSession } from '../../test/operators'
import { insertPromotion } from '../../test/promotions'
import { createTestApp, type TestApp } from '../../test/test-app'
import { merchantIdOf } from '../../test/withdrawals'

/** Deposit bonuses over HTTP: claim mode, on-deposit mode, refusals, and one bonus per device, IP, bank and name. */
let t: TestApp
let merchantId: number
let operator: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  merchantId = await merchantIdOf(t)
  operator = (await operatorSession(t)).headers
})
afterAll(() => closeCheckingBooks(t))

const end = (id: bigint) => t.db.updateTable('promotions').set({ state: 'ended' }).where('id', '=', id).execute()
const grantsOf = (memberId: bigint) =>
  t.db.selectFrom('promotionGrants').selectAll().where('memberId', '=', memberId).orderBy('id').execute()
const rewards = async (m: PromoMember) => (await call(t, m, 'GET', '/wps/member/rewards?language=CN')).json().value
const claimReward = (m: PromoMember, id: string) => call(t, m, 'POST', `/wps/member/rewards/${id}/claim`)

const firstDeposit = (extra: { onePer?: ('device' | 'ip' | 'bank_account' | 'payee_name')[] } = {}) =>
  insertPromotion(t.db, {
    merchantId,
    kind: 'deposit_bonus',
    rules: { deposit: 'first', rate: 10_000, cap: '50.00', minDeposit: '35.00', apply: 'claim', claimWithinDays: 7 },
    wagering: { multiple: 10, base: 'bonus', weights: {}, expiresInDays: 7, onEarlyWithdrawal: 'forfeit' },
    ...extra,
  })

describe('a deposit bonus to claim', () => {
  it('waits for the first deposit, then is claimable, paid once, and carries its wagering', async () => {
    const promotion = await firstDeposit()
    await t.db
      .updateTable('promotions')
      .set({ titles: JSON.stringify({ EN: 'Welcome', CN: '欢迎' }) })
      .where('id', '=', promotion.id)
      .execute()
    const m = await promoMember(t)
    expect(await statusOf(t, m, promotion.id)).toEqual({ status: 'signed', action: null, claimable: null })
    const depositId = await approvedDeposit(t, m, '40.00', operator)
    expect(await statusOf(t, m, promotion.id)).toEqual({ status: 'claim', action: 'claim', claimable: '40.00' })
    const centre = await rewards(m)
    expect(centre.claimable).toHaveLength(1)
    const reward = centre.claimable[0] as Reward
    expect(reward).toMatchObject({
      title: '欢迎',
      occasion: `deposit:${depositId}`,
      amount: '40.00',
      state: 'claimable',
    })
    const claims = await Promise.all([claimReward(m, reward.id), claimReward(m, reward.id)])
    expect(claims.map((r) => r.statusCode)).toEqual([200, 200])
    expect(claims.map((r) => r.json().value.state)).toEqual(['wagering', 'wagering'])
    expect(await mainWallet(t, m.id)).toBe(8_000n)
    const view = await call(t, m, 'GET', '/wps/member/promotions')
    const mine = view.json().value.find((p: { id: string }) => p.id === String(promotion.id))
    expect(mine).toMatchObject({
      status: 'in_progress',
      action: null,
      wagering: { required: '400.00', achieved: '0.00' },
    })
    const after = await rewards(m)
    expect(after).toMatchObject({ claimable: [], totalElements: 1, wagering: { required: '400.00' } })
    expect(after.history[0]).toMatchObject({ id: reward.id, state: 'wagering', claimed: true })
    // A reload is not a first deposit.
    await approvedDeposit(t, m, '100.00', operator)
    expect(await grantsOf(m.id)).toHaveLength(1)
    await end(promotion.id)
  })

  it('pays nothing below the minimum, and a later deposit is no first one', async () => {
    const promotion = await firstDeposit()
    const m = await promoMember(t)
    await approvedDeposit(t, m, '30.00', operator)
    await approvedDeposit(t, m, '100.00', operator)
    expect(await grantsOf(m.id)).toEqual([])
    expect(await statusOf(t, m, promotion.id)).toMatchObject({ status: 'closed', action: null })
    expect(await mainWallet(t, m.id)).toBe(13_000n)
    await end(promotion.id)
  })
})

describe('a deposit bonus paid with the deposit', () => {
  it('pays a member who joined, at the rate up to the cap, with each qualifying deposit', async () => {
    const promotion = await insertPromotion(t.db, {
      merchantId,
      kind: 'deposit_bonus',
      rules: { deposit: 'any', rate: 5_000, cap: '20.00', minDeposit: '30.00', apply: 'on_deposit' },
    })
    const m = await promoMember(t)
    expect(await statusOf(t, m, promotion.id)).toEqual({ status: 'join', action: 'join', claimable: null })
    await approvedDeposit(t, m, '30.00', operator)
    expect(await mainWallet(t, m.id)).toBe(3_000n)
    const joins = [await joinPromotion(t, m, promotion.id), await joinPromotion(t, m, promotion.id)]
    expect(joins.map((r) => r.json().value.promotion.status)).toEqual(['signed', 'signed'])
    await approvedDeposit(t, m, '100.00', operator)
    await approvedDeposit(t, m, '31.00', operator)
    // 3000 + 10000 + 2000 (capped) + 3100 + 1550.
    expect(await mainWallet(t, m.id)).toBe(19_650n)
    expect((await grantsOf(m.id)).map((g) => [g.amount, g.state, g.claimed])).toEqual([
      [2_000n, 'issued', false],
      [1_550n, 'issued', false],
    ])
    expect(await statusOf(t, m, promotion.id)).toMatchObject({ status: 'signed', action: null })
    await end(promotion.id)
  })

  it('credits the deposit whole when its bonus is refused', async () => {
    const promotion = await insertPromotion(t.db, {
      merchantId,
      kind: 'deposit_bonus',
      rules: { deposit: 'any', rate: 10_000, cap: '50.00', minDeposit: '30.00', apply: 'on_deposit' },
      budget: 1_000n,
    })
    const m = await promoMember(t)
    await joinPromotion(t, m, promotion.id)
    const id = await approvedDeposit(t, m, '40.00', operator)
    const deposit = await t.db.selectFrom('deposits').select('status').where('id', '=', BigInt(id)).executeTakeFirst()
    expect(deposit).toEqual({ status: 'approved' })
    expect(await mainWallet(t, m.id)).toBe(4_000n)
    expect(await grantsOf(m.id)).toEqual([])
    expect((await t.db.selectFrom('promotions').select('spent').where('id', '=', promotion.id).execute())[0]).toEqual({
      spent: 0n,
    })
    await end(promotion.id)
  })
})

describe('the abuse test', () => {
  it('gives one bonus to accounts sharing an IP, a bank account or a payee name', async () => {
    const promotion = await firstDeposit({ onePer: ['device', 'ip', 'bank_account', 'payee_name'] })
    const ip = freshIp()
    const first = await promoMember(t, { ip })
    await bindBank(t, first, '514000777001')
    const sameIp = await promoMember(t, { ip })
    const sameBank = await promoMember(t)
    await bindBank(t, sameBank, '514000777001')
    const sameName = await promoMember(t, { payeeName: first.payeeName })
    const stranger = await promoMember(t)
    for (const m of [first, sameIp, sameBank, sameName, stranger]) await approvedDeposit(t, m, '50.00', operator)
    for (const m of [first, stranger]) expect(await statusOf(t, m, promotion.id)).toMatchObject({ status: 'claim' })
    for (const m of [sameIp, sameBank, sameName]) {
      expect(await grantsOf(m.id)).toEqual([])
      expect(await statusOf(t, m, promotion.id)).toMatchObject({ status: 'closed' })
      expect(await mainWallet(t, m.id)).toBe(5_000n)
    }
    const marks = await t.db
      .selectFrom('promotionClaimMarks')
      .select(['memberId', 'mark'])
      .where('promotionId', '=', promotion.id)
      .execute()
    expect(new Set(marks.map((r) => r.memberId))).toEqual(new Set([first.id, stranger.id]))
    await end(promotion.id)
  })
})
