import { addDays, dayIn } from '@sea/rules'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { secondMerchant } from '../../test/brands'
import { demoMerchantId } from '../../test/home'
import { operatorSession } from '../../test/operators'
import { approvedDeposit, disbursedWithdrawal, reportMember, settledRound } from '../../test/report-facts'
import { createTestApp, type TestApp } from '../../test/test-app'
import { foldReportRollups } from './rollup.service'

/**
 * The dashboard and the reports over HTTP: brand A (MYR, Kuala Lumpur) and brand B (THB, New
 * York), an installation-wide owner and a finance operator of brand A only.
 */

let t: TestApp
let a: number
let b: number
let owner: Record<string, string>
let financeA: Record<string, string>
let a1: { id: bigint; username: string }
let a2: { id: bigint; username: string }
let todayA: string

beforeAll(async () => {
  t = await createTestApp()
  a = await demoMerchantId(t)
  b = await secondMerchant(t, 'reports-b.test', 'THB')
  await t.db.updateTable('merchants').set({ timezone: 'America/New_York' }).where('id', '=', b).execute()
  owner = (await operatorSession(t)).headers
  financeA = (await operatorSession(t, a, ['finance'])).headers
  a1 = await reportMember(t, 'localhost')
  a2 = await reportMember(t, 'localhost')
  const b1 = await reportMember(t, 'reports-b.test')
  const now = new Date(Date.now() - 1000)
  todayA = dayIn(now, 'Asia/Kuala_Lumpur')
  await settledRound(t, a, a1.id, now, 1000n, 300n)
  await settledRound(t, a, a2.id, now, 500n, 900n, 'baccarat')
  await settledRound(t, b, b1.id, now, 2000n, 0n)
  await approvedDeposit(t, a, a1.id, now, 5000n, true)
  await disbursedWithdrawal(t, a, a2.id, now, 1000n)
  await approvedDeposit(t, b, b1.id, now, 7000n, true)
  await foldReportRollups(t.db)
}, 300_000)
afterAll(() => t.close())

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers })
const range = () => `from=${addDays(todayA, -1)}&to=${addDays(todayA, 1)}`

describe('the dashboard', () => {
  it('answers the whole installation per currency, with products, a full series and the pending work', async () => {
    const res = await get('/wps/operator/dashboard?period=7d', owner)
    expect(res.statusCode, res.body).toBe(200)
    const value = res.json().value
    expect(value.brands.map((x: { merchantId: number }) => x.merchantId).sort()).toEqual([a, b].sort())
    const myr = value.currencies.find((c: { currency: string }) => c.currency === 'MYR')
    expect(myr.totals).toMatchObject({
      betCount: 2,
      stake: '15.00',
      wins: '12.00',
      ggr: '3.00',
      ngr: '3.00',
      deposits: '50.00',
      withdrawals: '10.00',
      activePlayers: 2,
      firstDepositors: 1,
    })
    expect(myr.totals.registrations).toBeGreaterThanOrEqual(2)
    expect(myr.products).toEqual([
      expect.objectContaining({ product: 'LIVE', stake: '5.00', ggr: '-4.00' }),
      expect.objectContaining({ product: 'RNG', stake: '10.00', ggr: '7.00' }),
    ])
    expect(myr.series).toHaveLength(7)
    expect(myr.series.at(-1)).toMatchObject({ day: todayA, stake: '15.00' })
    const thb = value.currencies.find((c: { currency: string }) => c.currency === 'THB')
    expect(thb.totals).toMatchObject({ stake: '20.00', deposits: '70.00', activePlayers: 1 })
    expect(value.pending).toMatchObject({ deposits: expect.any(Number), lotteryResults: expect.any(Number) })
  })

  it('holds a brand operator to its brand: another brand is not found', async () => {
    const own = await get('/wps/operator/dashboard?period=30d', financeA)
    expect(own.statusCode, own.body).toBe(200)
    expect(own.json().value.brands.map((x: { merchantId: number }) => x.merchantId)).toEqual([a])
    expect(own.json().value.currencies.map((c: { currency: string }) => c.currency)).toEqual(['MYR'])
    expect(own.json().value.series).toBeUndefined()
    expect(own.json().value.currencies[0].series).toHaveLength(30)
    expect(own.json().value.pending.lotteryResults).toBeNull()
    const other = await get(`/wps/operator/dashboard?merchantId=${b}`, financeA)
    expect(other.statusCode).toBe(404)
    expect(other.json().code).toBe('not_found')
  })
})

describe('the reports', () => {
  it('gives profit and loss per brand, product, vendor or game', async () => {
    const byBrand = await get(`/wps/operator/reports/profit-loss?${range()}`, financeA)
    expect(byBrand.statusCode, byBrand.body).toBe(200)
    expect(byBrand.json().value.content).toEqual([
      expect.objectContaining({ day: todayA, merchantId: a, product: null, players: 2, stake: '15.00', ggr: '3.00' }),
    ])
    const byGame = await get(`/wps/operator/reports/profit-loss?${range()}&groupBy=game`, financeA)
    expect(byGame.json().value.content.map((r: { gameCode: string }) => r.gameCode)).toEqual(['baccarat', 'jade-96'])
    const byVendor = await get(`/wps/operator/reports/profit-loss?${range()}&groupBy=vendor`, owner)
    expect(byVendor.json().value.totalElements).toBe(3)
  })

  it('gives the cashier per channel and the members’ activity, paged', async () => {
    const cashier = await get(`/wps/operator/reports/cashier?${range()}`, financeA)
    expect(cashier.statusCode, cashier.body).toBe(200)
    expect(cashier.json().value.content).toEqual([
      expect.objectContaining({ direction: 'deposit', count: 1, amount: '50.00' }),
      expect.objectContaining({ direction: 'withdrawal', count: 1, amount: '10.00' }),
    ])
    const page = await get(`/wps/operator/reports/member-activity?${range()}&pageSize=1`, financeA)
    expect(page.statusCode, page.body).toBe(200)
    expect(page.json().value).toMatchObject({ totalElements: 2, totalPages: 2 })
    expect(page.json().value.content).toEqual([
      expect.objectContaining({ username: a1.username, stake: '10.00', deposits: '50.00', withdrawals: '0.00' }),
    ])
    const second = await get(`/wps/operator/reports/member-activity?${range()}&pageSize=1&pageNum=2`, financeA)
    expect(second.json().value.content[0]).toMatchObject({ username: a2.username, ggr: '-4.00', withdrawals: '10.00' })
    const commissions = await get(`/wps/operator/reports/agent-commissions?${range()}`, financeA)
    expect(commissions.statusCode, commissions.body).toBe(200)
    expect(commissions.json().value.totalElements).toBe(0)
  })

  it('answers each report as a CSV file, negative figures as numbers', async () => {
    const res = await get(`/wps/operator/reports/profit-loss/csv?${range()}&groupBy=game`, financeA)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="profitLoss_${addDays(todayA, -1)}_${addDays(todayA, 1)}.csv"`,
    )
    const lines = res.body.split('\r\n')
    expect(lines[0]).toBe('day,merchantId,product,vendorCode,gameCode,players,betCount,stake,validBet,wins,ggr')
    expect(lines[1]).toBe(`${todayA},${a},LIVE,SEA_LIVE,baccarat,1,1,5.00,5.00,9.00,-4.00`)
    expect(lines).toHaveLength(4)
    const members = await get(`/wps/operator/reports/member-activity/csv?${range()}`, financeA)
    expect(members.body).toContain(a1.username)
    const empty = await get(`/wps/operator/reports/agent-commissions/csv?${range()}`, financeA)
    expect(empty.body).toBe(
      'billId,merchantId,agentId,agentUsername,kind,periodStart,periodEnd,amount,status,paidAt\r\n',
    )
  })

  it('refuses bad ranges with a code, and other brands as not found', async () => {
    for (const query of [
      'from=2026-11-10&to=2026-11-01',
      'from=2025-01-01&to=2026-01-02',
      'from=2026-02-30&to=2026-03-01',
    ]) {
      const res = await get(`/wps/operator/reports/cashier?${query}`, owner)
      expect(res.statusCode, query).toBe(400)
      expect(res.json().code).toBe('validation_failed')
    }
    expect((await get('/wps/operator/reports/cashier?from=2026-01-01&to=2026-12-31', owner)).statusCode).toBe(200)
    for (const path of ['profit-loss', 'cashier', 'member-activity', 'agent-commissions', 'cashier/csv']) {
      const res = await get(`/wps/operator/reports/${path}?${range()}&merchantId=${b}`, financeA)
      expect(res.statusCode, path).toBe(404)
    }
  })
})
