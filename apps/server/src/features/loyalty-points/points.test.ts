import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, callEncrypted } from '../../test/accounts'
import { secondMerchant } from '../../test/brands'
import { closeCheckingBooks } from '../../test/ledger-fixtures'
import { saveLoyaltySettings } from '../../test/loyalty'
import { promoMember } from '../../test/member-promotions'
import { createTestApp, type TestApp } from '../../test/test-app'
import { postPoints } from '../loyalty/points-ledger.service'

/** The member's point calls: balance, rules, history and conversion, on the real database. */
let t: TestApp
let merchantId: number
beforeAll(async () => {
  t = await createTestApp()
  merchantId = (await t.db.selectFrom('merchants').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow()).id
  await saveLoyaltySettings(t.db, merchantId, { convertRate: 100, minConvert: 100, expiryDays: 30 })
}, 120_000)
afterAll(() => closeCheckingBooks(t))

const DAY = 86_400_000

/** A member with a payment password and `points` points given as two lots (a third expiring in 10 days). */
async function member(points = 0n, host?: string) {
  const m = await promoMember(t, host ? { host } : {})
  const headers = m.headers
  await callEncrypted(
    t,
    'POST',
    '/wps/member/password/payment',
    { loginPassword: 'secret123', newPaymentPassword: '123456', confirmPaymentPassword: '123456' },
    headers,
  )
  const brand = (await t.db.selectFrom('members').select('merchantId').where('id', '=', m.id).executeTakeFirstOrThrow())
    .merchantId
  if (points > 0n) {
    const third = points / 3n
    const soon = new Date(Date.now() + 10 * DAY)
    await postPoints(t.db, {
      merchantId: brand,
      memberId: m.id,
      kind: 'earn',
      points: third,
      ref: 'a',
      expiresAt: soon,
    })
    await postPoints(t.db, {
      merchantId: brand,
      memberId: m.id,
      kind: 'earn',
      points: points - third,
      ref: 'b',
      expiresAt: new Date(Date.now() + 20 * DAY),
    })
  }
  return m
}

const get = async (m: { headers: Record<string, string> }, url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: m.headers })
  return res.json()
}
const convert = (m: { headers: Record<string, string> }, points: number, key: string, paymentPassword = '123456') =>
  callEncrypted(
    t,
    'POST',
    '/wps/relay/passwordCheck/MCS2_convertPoint',
    { points, paymentPassword },
    { ...m.headers, 'idempotency-key': key },
  )
const wallet = async (m: { headers: Record<string, string> }) =>
  (await get(m, '/wps/v2/wallets/balance')).value.sumBalance

describe('point rules and balance', () => {
  it('answers the brand’s rules with the conversion step that keeps cash whole', async () => {
    const m = await member()
    await saveLoyaltySettings(t.db, merchantId, { convertRate: 40, minConvert: 10, expiryDays: 30 })
    const config = (await get(m, '/wps/relay/MCS2_getPointConfig')).value
    await saveLoyaltySettings(t.db, merchantId, { convertRate: 100, minConvert: 100, expiryDays: 30 })
    expect(config).toMatchObject({ enabled: true, earnRate: 1, ratio: 40, minConvert: 10, step: 2, expiryDays: 30 })
    expect(config.multipliers).toMatchObject({ LIVE: 0.7, RNG: 1.2, SPORTS: 1 })
  })

  it('answers current, today’s change, cash value, convertible points and the next to expire', async () => {
    const m = await member(1_005n)
    const item = await t.db
      .insertInto('pointItems')
      .values({ merchantId, kind: 'goods', titles: JSON.stringify({ EN: 'Mug' }), descriptions: '{}', points: 10n })
      .returning('id')
      .executeTakeFirstOrThrow()
    for (const [status, quantity, key] of [
      ['in_process', 2, 'r1'],
      ['rejected', 5, 'r2'],
      ['approved', 1, 'r3'],
    ] as const)
      await t.db
        .insertInto('pointRedemptions')
        .values({ merchantId, memberId: m.id, itemId: item.id, quantity, points: 10n, status, requestKey: key })
        .execute()
    await postPoints(t.db, { merchantId, memberId: m.id, kind: 'convert', points: -300n, ref: 'spent' })
    const value = (await get(m, '/wps/relay/MCS2_getPointBalance')).value
    // 335 expire in 10 days; 300 were spent from them first (FIFO), so 35 are next.
    expect(value).toMatchObject({
      current: 705,
      changed: 705,
      balance: '7.05',
      ratio: 100,
      redeemQuantity: 3,
      availableQuantity: 705,
      expiring: { points: 35 },
    })
    expect(Date.parse(value.expiring.at)).toBeGreaterThan(Date.now() + 9 * DAY)
  })

  it('offers nothing to convert below the minimum', async () => {
    const m = await member(99n)
    expect((await get(m, '/wps/relay/MCS2_getPointBalance')).value).toMatchObject({
      current: 99,
      availableQuantity: 0,
      balance: '0.99',
    })
  })
})

describe('conversion', () => {
  it('takes the points and pays the cash once per key', async () => {
    const m = await member(1_000n)
    expect((await convert(m, 200, 'conv-key-1', '000000')).json().code).toBe('password_incorrect')
    expect((await convert(m, 50, 'conv-key-1')).json().code).toBe('points_below_minimum')
    expect((await convert(m, 5_000, 'conv-key-1')).json().code).toBe('points_insufficient')
    const first = await convert(m, 250, 'conv-key-1')
    expect(first.json().value).toEqual({ points: 250, amount: '2.50', balance: 750 })
    expect((await convert(m, 250, 'conv-key-1')).json()).toEqual(first.json())
    expect((await convert(m, 300, 'conv-key-1')).json().code).toBe('idempotency_conflict')
    expect(await wallet(m)).toBe('2.50')
    const history = (await get(m, '/wps/member/points/history?kind=convert')).value
    expect(history).toMatchObject({ totalElements: 1, list: [{ kind: 'convert', points: -250, balanceAfter: 750 }] })
    expect((await get(m, '/wps/member/points/history?pageSize=1&pageNum=2')).value).toMatchObject({
      totalElements: 3,
      list: [{ kind: 'earn', points: 667 }],
    })
  })

  it('converts only in steps that pay whole cents, and not while points are off', async () => {
    const m = await member(1_000n)
    await saveLoyaltySettings(t.db, merchantId, { convertRate: 40, minConvert: 10, expiryDays: 30 })
    expect((await convert(m, 11, 'conv-step-1')).json().code).toBe('points_below_minimum')
    expect((await convert(m, 12, 'conv-step-1')).json().value).toEqual({ points: 12, amount: '0.30', balance: 988 })
    await saveLoyaltySettings(t.db, merchantId, { enabled: false, convertRate: 40, minConvert: 10, expiryDays: 30 })
    expect((await convert(m, 12, 'conv-step-2')).json().code).toBe('points_disabled')
    await saveLoyaltySettings(t.db, merchantId, { convertRate: 100, minConvert: 100, expiryDays: 30 })
    expect(await wallet(m)).toBe('0.30')
  })

  it('asks for an Idempotency-Key and refuses a trial account', async () => {
    const m = await member(1_000n)
    const res = await callEncrypted(
      t,
      'POST',
      '/wps/relay/passwordCheck/MCS2_convertPoint',
      { points: 100, paymentPassword: '123456' },
      m.headers,
    )
    expect(res.json().code).toBe('validation_failed')
    const trial = await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay' })
    const balance = await t.app.inject({
      method: 'GET',
      url: '/wps/relay/MCS2_getPointBalance',
      headers: bearer(trial.json().value.token),
    })
    expect(balance.json().code).toBe('in_need_true_account')
    expect((await t.app.inject({ method: 'GET', url: '/wps/relay/MCS2_getPointConfig' })).json().code).toBe(
      'unauthorized',
    )
  })
})

describe('two brands', () => {
  it('shows each member its own brand’s rules and points only', async () => {
    const other = await secondMerchant(t, 'points-b.test', 'THB')
    await saveLoyaltySettings(t.db, other, { convertRate: 50, minConvert: 50, expiryDays: null })
    const a = await member(400n)
    const b = await member(300n, 'points-b.test')
    expect((await get(b, '/wps/relay/MCS2_getPointConfig')).value).toMatchObject({ ratio: 50, expiryDays: null })
    expect((await get(b, '/wps/relay/MCS2_getPointBalance')).value).toMatchObject({ current: 300, balance: '6.00' })
    expect((await get(a, '/wps/relay/MCS2_getPointBalance')).value).toMatchObject({ current: 400, balance: '4.00' })
    // A's session on B's site is no session there.
    const crossed = await t.app.inject({
      method: 'GET',
      url: '/wps/relay/MCS2_getPointBalance',
      headers: { ...a.headers, host: 'points-b.test' },
    })
    expect(crossed.json().code).toBe('session_expired')
  })
})
