import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer } from '../../test/accounts'
import { populateBrand, secondMerchant, type Brand } from '../../test/brands'
import { demoMerchantId } from '../../test/home'
import { closeCheckingBooks } from '../../test/ledger-fixtures'
import { operatorSession } from '../../test/operators'
import { createTestApp, type TestApp } from '../../test/test-app'
import { bindAccount, payer, withdraw, type Payer } from '../../test/withdrawals'

/** The cashier's queues: filters, totals, the dashboard's counters, risk hints, and brand scope. */

let t: TestApp
let wide: Record<string, string>
let brandA: Record<string, string>
let demo: number
let b: Brand
beforeAll(async () => {
  t = await createTestApp()
  demo = await demoMerchantId(t)
  wide = (await operatorSession(t, null, ['finance'])).headers
  brandA = (await operatorSession(t, demo, ['finance'])).headers
  b = await populateBrand(t, await secondMerchant(t, 'brand-b.test', 'THB'), 'brand-b.test', 'zqc')
}, 300_000)
afterAll(() => closeCheckingBooks(t))

const get = (headers: Record<string, string>, url: string) => t.app.inject({ method: 'GET', url, headers })
const codeOf = (res: { statusCode: number; json(): { code?: string } }) =>
  res.statusCode === 200 ? 'ok' : (res.json().code ?? String(res.statusCode))

let seq = 0
async function withdrawal(who: Payer, amount: string): Promise<string> {
  const res = await withdraw(t, who, amount, `queue-key-${++seq}`)
  if (res.statusCode !== 200) throw new Error(res.body)
  return res.json().value.id
}

async function approvedDeposit(who: Payer, amount: string): Promise<void> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/member/deposit/bank-transfer',
    headers: { ...bearer(who.token), 'idempotency-key': `queue-dep-key-${++seq}` },
    payload: { channelCode: 'BANK_TRANSFER', amount, reference: 'MBB 42' },
  })
  const approved = await t.app.inject({
    method: 'POST',
    url: `/wps/operator/deposits/${res.json().value.id}/approve`,
    headers: wide,
  })
  if (approved.statusCode !== 200) throw new Error(approved.body)
}

describe('queue filters and totals', () => {
  it('narrows by member, amount and time, and totals the whole filtered queue per brand and currency', async () => {
    const who = await payer(t, 100_000n)
    for (const amount of ['60.00', '70.00', '80.00']) await withdrawal(who, amount)
    const base = `/wps/operator/withdrawals?status=pending&username=${who.username.toUpperCase()}`
    const all = (await get(wide, `${base}&pageSize=1`)).json().value
    expect(all).toMatchObject({
      totalElements: 3,
      totalPages: 3,
      totals: [{ merchantId: demo, currency: 'MYR', count: 3, amount: '210.00' }],
    })
    expect(all.content).toHaveLength(1)
    const some = (await get(wide, `${base}&minAmount=65&maxAmount=80.00`)).json().value
    expect(some.content.map((r: { amount: string }) => r.amount)).toEqual(['80.00', '70.00'])
    expect(some.totals).toEqual([{ merchantId: demo, currency: 'MYR', count: 2, amount: '150.00' }])
    const future = new Date(Date.now() + 3_600_000).toISOString()
    const none = (await get(wide, `${base}&from=${encodeURIComponent(future)}`)).json().value
    expect(none).toMatchObject({ content: [], totalElements: 0, totals: [] })
    const past = (await get(wide, `${base}&to=${encodeURIComponent(future)}`)).json().value
    expect(past.totalElements).toBe(3)
    expect(codeOf(await get(wide, `${base}&minAmount=1.234`))).toBe('validation_failed')
    expect(codeOf(await get(wide, `${base}&from=yesterday`))).toBe('validation_failed')
  })

  it('filters deposits by channel type and totals them', async () => {
    const res = (
      await get(wide, `/wps/operator/deposits?status=pending&channelType=bank_transfer&merchantId=${b.merchantId}`)
    ).json().value
    expect(res.content.map((r: { id: string }) => r.id)).toContain(b.ids.deposit)
    expect(res.totals).toEqual([
      { merchantId: b.merchantId, currency: 'THB', count: res.totalElements, amount: expect.any(String) },
    ])
  })

  it('counts the dashboard’s queues as the lists total them', async () => {
    const summary = (await get(wide, '/wps/operator/cashier/summary')).json().value
    for (const merchantId of [demo, b.merchantId]) {
      const listed = async (url: string) => (await get(wide, `${url}&merchantId=${merchantId}`)).json().value.totals
      const of = (rows: { merchantId: number }[]) => rows.filter((row) => row.merchantId === merchantId)
      expect(of(summary.pendingDeposits)).toEqual(
        await listed('/wps/operator/deposits?status=pending&channelType=bank_transfer'),
      )
      expect(of(summary.pendingWithdrawals)).toEqual(await listed('/wps/operator/withdrawals?status=pending'))
      expect(of(summary.disputes)).toEqual(await listed('/wps/operator/withdrawals?status=disputed'))
    }
    expect(summary.pendingWithdrawals.map((row: { merchantId: number }) => row.merchantId)).toContain(b.merchantId)
  })
})

describe('risk hints', () => {
  it('flags a first withdrawal, owed turnover, shared account and address, and nets deposits against withdrawals', async () => {
    const who = await payer(t, 100_000n)
    // Test members all come from one address: this one gets addresses of its own.
    const ip = `198.51.100.${(Number(who.id) % 200) + 1}`
    await t.db
      .updateTable('members')
      .set({ registerIp: `10.77.${Number(who.id) % 250}.1`, lastLoginIp: ip })
      .where('id', '=', who.id)
      .execute()
    const first = await withdrawal(who, '50.00')
    const row = async (id: string) =>
      (await get(wide, `/wps/operator/withdrawals?memberId=${who.id}&pageSize=100`))
        .json()
        .value.content.find((r: { id: string }) => r.id === id).risk
    expect(await row(first)).toEqual({
      firstWithdrawal: true,
      turnoverOutstanding: '0.00',
      turnoverMet: true,
      sharedBankAccountMembers: 0,
      sharedIpMembers: 0,
      deposited: '0.00',
      withdrawn: '0.00',
      net: '0.00',
    })

    // Another member of the brand on the same account and the same address; a third on the address.
    const number = `5140${String(who.id).padStart(8, '0')}`
    const twin = await payer(t, 0n)
    expect(
      (await bindAccount(t, twin.token, { bankCode: 'MBB', accountNumber: number, payeeName: 'Ahmad Razak' }))
        .statusCode,
    ).toBe(200)
    await t.db.updateTable('members').set({ registerIp: ip }).where('id', '=', twin.id).execute()
    const third = await payer(t, 0n)
    await t.db
      .updateTable('members')
      .set({ registerIp: '203.0.113.250', lastLoginIp: ip })
      .where('id', '=', third.id)
      .execute()

    await approvedDeposit(who, '500.00')
    const approve = await t.app.inject({
      method: 'POST',
      url: `/wps/operator/withdrawals/${first}/approve`,
      headers: wide,
    })
    expect(approve.statusCode).toBe(200)
    const second = await withdrawal(who, '75.00')
    await t.db
      .insertInto('turnoverRequirements')
      .values({
        merchantId: demo,
        memberId: who.id,
        source: `queue-test-${who.id}`,
        required: 30_000n,
        achieved: 10_000n,
      })
      .execute()
    const expected = {
      firstWithdrawal: false,
      turnoverOutstanding: '200.00',
      turnoverMet: false,
      sharedBankAccountMembers: 1,
      sharedIpMembers: 2,
      deposited: '500.00',
      withdrawn: '50.00',
      net: '450.00',
    }
    expect(await row(second)).toEqual(expected)
    expect((await row(first)).firstWithdrawal).toBe(true)
    expect((await get(wide, `/wps/operator/withdrawals/${second}`)).json().value.risk).toEqual(expected)
  })
})

describe('brand scope', () => {
  it('a brand’s operator neither sees nor claims another brand’s items, nor counts them', async () => {
    const urls = [
      `/wps/operator/cashier/withdrawals/${b.ids.withdrawal}/claim`,
      `/wps/operator/cashier/deposits/${b.ids.deposit}/claim`,
    ]
    for (const url of urls) {
      expect(codeOf(await t.app.inject({ method: 'POST', url, headers: brandA })), url).toBe('not_found')
      expect(codeOf(await t.app.inject({ method: 'DELETE', url, headers: brandA })), url).toBe('not_found')
    }
    expect(
      codeOf(
        await t.app.inject({
          method: 'POST',
          url: `/wps/operator/withdrawals/${b.ids.withdrawal}/resolve`,
          headers: brandA,
          payload: { outcome: 'received', note: 'x' },
        }),
      ),
    ).toBe('not_found')
    expect(
      await t.db
        .selectFrom('cashierClaims')
        .select('itemId')
        .where('itemId', 'in', [BigInt(b.ids.withdrawal), BigInt(b.ids.deposit)])
        .execute(),
    ).toEqual([])

    for (const url of ['/wps/operator/withdrawals?', '/wps/operator/deposits?', '/wps/operator/cashier/summary?']) {
      expect(codeOf(await get(brandA, `${url}merchantId=${b.merchantId}`)), url).toBe('not_found')
      const own = await get(brandA, url)
      expect(own.statusCode).toBe(200)
      expect(own.body).not.toContain('THB')
      expect(own.body).not.toContain(`"merchantId":${b.merchantId}`)
    }
    const summary = (await get(brandA, '/wps/operator/cashier/summary')).json().value
    for (const queue of Object.values(summary) as { merchantId: number }[][])
      for (const row of queue) expect(row.merchantId).toBe(demo)

    // B's own operator claims its item; A's list never names it.
    const claimed = await t.app.inject({ method: 'POST', url: urls[0] ?? '', headers: b.operator })
    expect(claimed.statusCode).toBe(200)
    const aList = await get(brandA, '/wps/operator/withdrawals?pageSize=100')
    expect(aList.json().value.content.map((r: { id: string }) => r.id)).not.toContain(b.ids.withdrawal)
  })
})
