import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postingViolations } from '../../ledger/invariants'
import { ensureAccount, transfer } from '../../ledger/ledger'
import { bearer, registeredMember } from '../../test/accounts'
import { operatorSession } from '../../test/operators'
import { createTestApp, type TestApp } from '../../test/test-app'
import { closeCheckingBooks, moveRequest } from '../../test/ledger-fixtures'
import { insertPromotion } from '../../test/promotions'
import { award } from '../promotion/grant.service'

let t: TestApp
let merchantId: number
let ops: Awaited<ReturnType<typeof operatorSession>>
beforeAll(async () => {
  t = await createTestApp()
  merchantId = (await t.db.selectFrom('merchants').select('id').executeTakeFirstOrThrow()).id
  ops = await operatorSession(t)
})
afterAll(() => closeCheckingBooks(t, postingViolations))

const newMember = async () => {
  const { id, token } = await registeredMember(t)
  return { id, headers: bearer(token) }
}
const account = (kind: string, ownerMemberId?: bigint, vendor?: string) =>
  ensureAccount(t.db, {
    merchantId,
    currency: 'MYR',
    kind,
    ownerMemberId: ownerMemberId ?? null,
    vendor: vendor ?? null,
  })
let seq = 0
/** One ledger posting of `amount` minor units from one account to another, under a kind. */
const post = async (kind: string, from: bigint, to: bigint, amount: bigint) => {
  seq += 1
  await transfer(t.db, moveRequest({ merchantId, currency: 'MYR', kind }, `records:${seq}`, from, to, amount))
}
const operatorCall = (memberId: bigint, body: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/wps/operator/members/${memberId}/adjustments`,
    headers: { ...ops.headers, 'idempotency-key': `records-op-${(seq += 1)}` },
    payload: body,
  })
const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers })
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('profit and loss', () => {
  it('totals every kind of movement by category, and the categories add up to the balance', async () => {
    const me = await newMember()
    const friend = await newMember()
    const [main, hold, vendor, friendMain] = [
      await account('member_main', me.id),
      await account('withdrawal_hold', me.id),
      await account('member_vendor', me.id, 'V1'),
      await account('member_main', friend.id),
    ]
    const [clearing, house] = [await account('payment_clearing'), await account('house')]
    await post('deposit', clearing, main, 100_000n)
    await post('withdrawal_hold', main, hold, 30_000n)
    await post('withdrawal', hold, clearing, 30_000n)
    await post('withdrawal_hold', main, hold, 5_000n)
    await post('withdrawal_release', hold, main, 5_000n)
    expect(
      (await operatorCall(me.id, { direction: 'credit', amount: '20.00', reason: 'Welcome bonus', type: 'bonus' }))
        .statusCode,
    ).toBe(200)
    expect(
      (await operatorCall(me.id, { direction: 'credit', amount: '10.00', reason: 'fix', type: 'adjustment' }))
        .statusCode,
    ).toBe(200)
    expect(
      (await operatorCall(me.id, { direction: 'debit', amount: '4.00', reason: 'fix', type: 'adjustment' })).statusCode,
    ).toBe(200)
    await post('bet', main, house, 10_000n)
    await post('bet', main, house, 4_000n)
    await post('bet_payout', house, main, 9_000n)
    await post('bet_refund', house, main, 4_000n)
    await post('rebate', house, main, 150n)
    await post('upline_transfer', main, friendMain, 2_500n)
    await post('downline_transfer', friendMain, main, 1_200n)
    await post('vendor_transfer', main, vendor, 3_000n)
    await post('test_seed', house, vendor, 700n)
    // Another member's movements never show.
    await post('deposit', clearing, friendMain, 99_900n)

    const pl = (await get('/wps/member/records/profit-loss', me.headers)).json().value
    expect(pl).toEqual({
      from: expect.any(String),
      to: expect.any(String),
      currency: 'MYR',
      deposits: '1000.00',
      withdrawals: '300.00',
      bonuses: '20.00',
      adjustments: '6.00',
      bets: '140.00',
      payouts: '90.00',
      refunds: '40.00',
      rebates: '1.50',
      transfersIn: '12.00',
      transfersOut: '25.00',
      other: '7.00',
      netProfit: '11.50',
    })
    expect(new Date(pl.to).getTime() - new Date(pl.from).getTime()).toBe(7 * 86_400_000)
    const minor = (v: string) => BigInt(v.replace('.', ''))
    const change =
      ['deposits', 'bonuses', 'adjustments', 'payouts', 'refunds', 'rebates', 'transfersIn', 'other'].reduce(
        (s, k) => s + minor(pl[k]),
        0n,
      ) - ['withdrawals', 'bets', 'transfersOut'].reduce((s, k) => s + minor(pl[k]), 0n)
    const balances = await t.db
      .selectFrom('ledgerAccounts')
      .select('balance')
      .where('ownerMemberId', '=', me.id)
      .execute()
    expect(balances.reduce((s, a) => s + a.balance, 0n)).toBe(change)
  })

  it('reads [from, to): movements at or after `to` belong to the next range', async () => {
    const me = await newMember()
    const [main, clearing, house] = [
      await account('member_main', me.id),
      await account('payment_clearing'),
      await account('house'),
    ]
    await post('deposit', clearing, main, 10_000n)
    await post('bet', main, house, 2_500n)
    await pause(20)
    const mark = new Date().toISOString()
    await pause(20)
    await post('deposit', clearing, main, 500n)
    await post('bet_payout', house, main, 1_000n)
    const range = (query: string) =>
      get(`/wps/member/records/profit-loss?${query}`, me.headers).then((res) => res.json().value)
    expect(await range(`to=${mark}`)).toMatchObject({
      to: mark,
      deposits: '100.00',
      bets: '25.00',
      payouts: '0.00',
      netProfit: '-25.00',
    })
    expect(await range(`from=${mark}`)).toMatchObject({
      from: mark,
      deposits: '5.00',
      bets: '0.00',
      payouts: '10.00',
      netProfit: '10.00',
    })
    expect(await range(`from=${mark}&to=${mark}`)).toMatchObject({ deposits: '0.00', netProfit: '0.00' })
    expect(await range('from=2020-01-01T00:00:00Z&to=2020-03-31T00:00:00Z')).toMatchObject({
      deposits: '0.00',
      other: '0.00',
    })
  })

  it('refuses a reversed or too long range with details, and trial accounts', async () => {
    const me = await newMember()
    const refused = async (query: string, path: string) => {
      const res = await get(`/wps/member/records/profit-loss?${query}`, me.headers)
      expect(res.statusCode, query).toBe(400)
      expect(res.json(), query).toMatchObject({ code: 'validation_failed', details: [{ path }] })
    }
    await refused('from=2026-02-01T00:00:00Z&to=2026-01-31T23:59:59Z', '/querystring/from')
    await refused('from=2026-01-01T00:00:00Z&to=2026-04-01T00:00:01Z', '/querystring/from')
    await refused('from=yesterday', '/querystring/from')
    await refused('to=2026-01-01T00:00:00Z&from=2025-09-01T00:00:00Z', '/querystring/from')
    // Exactly 90 days is allowed; the bonus list reads ranges by the same rule.
    expect(
      (await get('/wps/member/records/profit-loss?from=2026-01-01T00:00:00Z&to=2026-04-01T00:00:00Z', me.headers))
        .statusCode,
    ).toBe(200)
    expect(
      (await get('/wps/member/records/bonus?from=2026-01-01T00:00:00Z&to=2026-04-01T00:00:01Z', me.headers)).json()
        .code,
    ).toBe('validation_failed')
    const trial = await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay' })
    const asTrial = await get('/wps/member/records/profit-loss', bearer(trial.json().value.token))
    expect(asTrial.json().code).toBe('in_need_true_account')
  })
})

describe('bonus details', () => {
  it('lists bonus credits newest first with type, reason and balance after, paged and by range', async () => {
    const me = await newMember()
    const other = await newMember()
    await post('deposit', await account('payment_clearing'), await account('member_main', me.id), 1_000n)
    await operatorCall(me.id, { direction: 'credit', amount: '20.00', reason: 'Welcome bonus', type: 'bonus' })
    await operatorCall(me.id, { direction: 'credit', amount: '7.00', reason: 'not a bonus', type: 'adjustment' })
    await operatorCall(other.id, { direction: 'credit', amount: '99.00', reason: 'someone else', type: 'bonus' })
    await pause(20)
    const mark = new Date().toISOString()
    await pause(20)
    await operatorCall(me.id, { direction: 'credit', amount: '3.00', reason: 'Weekend bonus', type: 'bonus' })

    const all = (await get('/wps/member/records/bonus', me.headers)).json().value
    expect(all).toMatchObject({ pageNum: 1, totalPages: 1, totalElements: 2 })
    expect(all.content).toEqual([
      {
        id: expect.any(String),
        time: expect.any(String),
        amount: '3.00',
        type: 'manual',
        reason: 'Weekend bonus',
        promotion: null,
        balanceAfter: '40.00',
      },
      {
        id: expect.any(String),
        time: expect.any(String),
        amount: '20.00',
        type: 'manual',
        reason: 'Welcome bonus',
        promotion: null,
        balanceAfter: '30.00',
      },
    ])
    const second = (await get('/wps/member/records/bonus?pageSize=1&pageNum=2', me.headers)).json().value
    expect(second).toMatchObject({
      pageNum: 2,
      totalPages: 2,
      totalElements: 2,
      content: [{ reason: 'Welcome bonus' }],
    })
    const before = (await get(`/wps/member/records/bonus?to=${mark}`, me.headers)).json().value
    expect(before.content.map((b: { reason: string }) => b.reason)).toEqual(['Welcome bonus'])
    expect((await get('/wps/member/records/bonus', other.headers)).json().value.content).toMatchObject([
      { amount: '99.00', reason: 'someone else' },
    ])
  })

  it('names the promotion that paid a grant, in the language asked', async () => {
    const me = await newMember()
    const promotion = await insertPromotion(t.db, {
      merchantId,
      kind: 'signup',
      rules: { amount: '8.00', trigger: 'join' },
    })
    await t.db
      .updateTable('promotions')
      .set({ titles: JSON.stringify({ EN: 'Welcome gift', CN: '迎新礼' }) })
      .where('id', '=', promotion.id)
      .execute()
    const paid = await award(t.db, {
      promotion,
      member: { id: me.id, merchantId, currency: 'MYR' },
      occasion: '',
      amount: 800n,
      mode: 'pay',
    })
    expect(paid.paid).toBe(true)
    const content = async (query: string) =>
      (await get(`/wps/member/records/bonus${query}`, me.headers)).json().value.content
    expect(await content('')).toEqual([
      {
        id: expect.any(String),
        time: expect.any(String),
        amount: '8.00',
        type: 'signup',
        reason: '',
        promotion: { id: String(promotion.id), title: 'Welcome gift' },
        balanceAfter: '8.00',
      },
    ])
    expect((await content('?language=CN'))[0].promotion.title).toBe('迎新礼')
    // A language the promotion has no title in reads the English one.
    expect((await content('?language=TH'))[0].promotion.title).toBe('Welcome gift')
  })
})
