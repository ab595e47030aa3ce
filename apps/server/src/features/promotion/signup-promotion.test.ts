import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeCheckingBooks } from '../../test/ledger-fixtures'
import { freshIp, joinPromotion, mainWallet, promoMember, requestReward, statusOf } from '../../test/member-promotions'
import { operatorSession } from '../../test/operators'
import { insertPromotion } from '../../test/promotions'
import { createTestApp, type TestApp } from '../../test/test-app'
import { merchantIdOf } from '../../test/withdrawals'
import { award } from './grant.service'

/** Sign-up promotions over HTTP: on request (at once or after approval) and on registration. */
let t: TestApp
let merchantId: number
beforeAll(async () => {
  t = await createTestApp()
  merchantId = await merchantIdOf(t)
  await operatorSession(t)
})
afterAll(() => closeCheckingBooks(t))

const end = (id: bigint) => t.db.updateTable('promotions').set({ state: 'ended' }).where('id', '=', id).execute()
const signup = (extra: Partial<Parameters<typeof insertPromotion<'signup'>>[1]> = {}) =>
  insertPromotion(t.db, { merchantId, kind: 'signup', rules: { amount: '8.00', trigger: 'join' }, ...extra })

describe('a sign-up reward on request', () => {
  it('offers the request, pays once, and answers the same when asked again or joined', async () => {
    const promotion = await signup()
    const m = await promoMember(t)
    expect(await statusOf(t, m, promotion.id)).toEqual({ status: 'join', action: 'request', claimable: null })
    const first = await requestReward(t, m, promotion.id)
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json().value).toMatchObject({ granted: '8.00', promotion: { status: 'claimed', action: null } })
    const again = await requestReward(t, m, promotion.id)
    expect(again.json().value).toMatchObject({ granted: null, promotion: { status: 'claimed' } })
    const joined = await joinPromotion(t, m, promotion.id)
    expect(joined.json().value).toMatchObject({ granted: null, promotion: { status: 'claimed' } })
    expect(await mainWallet(t, m.id)).toBe(800n)
    await end(promotion.id)
  })

  it('pays once when the member asks twice at once', async () => {
    const promotion = await signup()
    const m = await promoMember(t)
    const answers = await Promise.all([requestReward(t, m, promotion.id), requestReward(t, m, promotion.id)])
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200])
    expect(answers.map((r) => r.json().value.granted).sort()).toEqual(['8.00', null])
    expect(await mainWallet(t, m.id)).toBe(800n)
    await end(promotion.id)
  })

  it('records a request an operator approves, with the IP and a well-formed device id only', async () => {
    const promotion = await signup({ needsApproval: true })
    const m = await promoMember(t, { device: 'device-0123456789abcdef' })
    const odd = await promoMember(t, { device: 'short' })
    for (const who of [m, m, odd]) {
      const res = await requestReward(t, who, promotion.id)
      expect(res.json().value).toMatchObject({ granted: null, promotion: { status: 'applying', action: null } })
    }
    const entries = await t.db
      .selectFrom('promotionEntries')
      .select(['memberId', 'state', 'ip', 'device'])
      .where('promotionId', '=', promotion.id)
      .orderBy('id')
      .execute()
    expect(entries).toEqual([
      { memberId: m.id, state: 'applying', ip: m.ip, device: 'device-0123456789abcdef' },
      { memberId: odd.id, state: 'applying', ip: odd.ip, device: null },
    ])
    expect(await mainWallet(t, m.id)).toBe(0n)
    // The console's decisions: approval pays through award, rejection only marks the entry.
    await t.db.updateTable('promotionEntries').set({ state: 'approved' }).where('memberId', '=', m.id).execute()
    const member = { id: m.id, merchantId, currency: 'MYR' }
    await award(t.db, { promotion, member, occasion: '', amount: 800n, mode: 'pay' })
    await t.db.updateTable('promotionEntries').set({ state: 'rejected' }).where('memberId', '=', odd.id).execute()
    expect(await statusOf(t, m, promotion.id)).toMatchObject({ status: 'issued', action: null })
    expect(await statusOf(t, odd, promotion.id)).toMatchObject({ status: 'rejected', action: null })
    expect((await requestReward(t, odd, promotion.id)).json().value.promotion.status).toBe('rejected')
    expect(await mainWallet(t, m.id)).toBe(800n)
    expect(await mainWallet(t, odd.id)).toBe(0n)
    await end(promotion.id)
  })

  it('gives one device one reward whatever the account and IP', async () => {
    const promotion = await signup({ onePer: ['device'] })
    const device = 'shared-device-000000000001'
    const [a, b] = [await promoMember(t, { device }), await promoMember(t, { device })]
    expect((await requestReward(t, a, promotion.id)).json().value.granted).toBe('8.00')
    const refused = await requestReward(t, b, promotion.id)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('promotion_claimed_elsewhere')
    expect(await mainWallet(t, b.id)).toBe(0n)
    await end(promotion.id)
  })
})

describe('a sign-up reward on registration', () => {
  it('pays at registration, and a refused one never fails it', async () => {
    const paid = await signup({ rules: { amount: '3.00', trigger: 'register' } })
    const spent = await signup({ rules: { amount: '5.00', trigger: 'register' }, budget: 100n })
    const m = await promoMember(t, { ip: freshIp() })
    expect(await mainWallet(t, m.id)).toBe(300n)
    expect(await statusOf(t, m, paid.id)).toMatchObject({ status: 'issued', action: null })
    expect(await statusOf(t, m, spent.id)).toMatchObject({ status: 'closed', action: null })
    const grants = await t.db.selectFrom('promotionGrants').select('promotionId').where('memberId', '=', m.id).execute()
    expect(grants).toEqual([{ promotionId: paid.id }])
    // Nothing to ask for: the trigger was the registration.
    expect((await requestReward(t, m, paid.id)).json().code).toBe('promotion_claimed')
    await end(paid.id)
    await end(spent.id)
  })
})
