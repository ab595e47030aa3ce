import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ContractKind } from '@sea/contract'
import { agentGet, demoMerchant, fund, settledRound, teamAccount, type TeamAccount } from '../../test/agents'
import { closeCheckingBooks } from '../../test/ledger-fixtures'
import { createTestApp, type TestApp } from '../../test/test-app'
import { applicationJobs } from '../../jobs/jobs'
import { createJobRunner } from '../../jobs/runner'
import { accept, writeOffer, type OfferInput } from '../agent-contract/contract.service'
import { periodOf, type Period } from '@sea/rules'
import { computeBill, payBill, settleKind } from './settlement.service'
import * as repo from './settlement.repository'

let t: TestApp
let top: TeamAccount, mid: TeamAccount, pm: TeamAccount, pt: TeamAccount
const TZ = 'Asia/Kuala_Lumpur'
// A closed day ten days ago (merchant time), a five-minute window at its noon, and its week.
const day: Period = periodOf('daily', TZ, new Date(Date.now() - 10 * 86_400_000))
const at = (hours: number) => new Date(day.start.getTime() + hours * 3_600_000)
const window: Period = periodOf('five_minutes', TZ, at(12))
const now = new Date()

async function contract(
  upline: TeamAccount | null,
  agent: TeamAccount,
  kind: ContractKind,
  input: OfferInput,
  decided: Date,
) {
  const merchantId = (await demoMerchant(t.db)).id
  const id = await writeOffer(
    t.db,
    merchantId,
    upline?.id ?? null,
    agent.id,
    kind,
    input,
    new Date(decided.getTime() - 60_000),
  )
  await accept(t.db, agent.id, kind, id, decided)
}

const bills = (kind: ContractKind) =>
  t.db
    .selectFrom('agentBills')
    .select(['agentId', 'payerId', 'amount', 'status', 'attempts', 'periodStart', 'computation'])
    .where('kind', '=', kind)
    .orderBy('id')
    .execute()
const agentPostings = async () =>
  (
    await t.db
      .selectFrom('ledgerTransactions')
      .select(['kind', 'externalRef'])
      .where('kind', 'in', ['agent_salary', 'agent_dividend'])
      .orderBy('id')
      .execute()
  ).map((r) => `${r.kind}:${r.externalRef}`)

beforeAll(async () => {
  t = await createTestApp()
  top = await teamAccount(t, null, true)
  mid = await teamAccount(t, top, true)
  pm = await teamAccount(t, mid, false)
  pt = await teamAccount(t, top, false)
  const before = at(-1)
  // Salary tiers as [bet amount, rate] pairs.
  const salary = (...tiers: [string, string][]) => ({
    tiers: tiers.map(([betAmount, rate]) => ({ betAmount, rate })),
  })
  await contract(null, top, 'daily_salary', salary(['100.00', '1.00'], ['1000.00', '2.00']), before)
  await contract(top, mid, 'daily_salary', salary(['100.00', '0.50'], ['1000.00', '1.00']), before)
  await contract(null, top, 'hourly_salary', salary(['1000000.00', '1.00']), before)
  await contract(top, mid, 'hourly_salary', salary(['100.00', '0.50']), before)
  await contract(
    null,
    top,
    'dividend',
    {
      period: 'weekly',
      tiers: [{ periodValidBet: '100.00', periodProfitLoss: '0.00', activeMembers: 1, rate: '10.00' }],
    },
    before,
  )
  const realtime = [
    { singleBetAmount: '10.00', profitWageRate: '0.50', lossWageRate: '1.00' },
    { singleBetAmount: '100.00', profitWageRate: '1.00', lossWageRate: '1.50' },
  ]
  await contract(null, top, 'realtime_salary', { tiers: realtime }, new Date(window.start.getTime() - 10 * 60_000))
  await settledRound(t.db, pm.id, at(10), 20_000n, 0n)
  await settledRound(t.db, pt.id, at(11), 90_000n, 0n)
  await settledRound(t.db, pt.id, new Date(window.start.getTime() + 60_000), 5_000n, 0n)
  await settledRound(t.db, pt.id, new Date(window.start.getTime() + 120_000), 15_000n, 30_000n)
  await settledRound(t.db, pt.id, new Date(window.start.getTime() + 180_000), 500n, 0n)
}, 60_000)
afterAll(() => closeCheckingBooks(t))

describe('settlement', () => {
  it('leaves a bill unfunded while the upline lacks money', async () => {
    await settleKind(t.db, 'hourly_salary', now)
    // Only the hour of mid's team bet earns (200.00 x 0.50%); top's own tier is never reached.
    expect(await bills('hourly_salary')).toEqual([
      expect.objectContaining({
        agentId: mid.id,
        payerId: top.id,
        amount: 100n,
        status: 'insufficient_funds',
        attempts: 1,
        periodStart: at(10),
      }),
    ])
    expect(await agentPostings()).toEqual([])
  })

  it('bills each closed day once per contract with its computation and pays it through the ledger', async () => {
    const result = await settleKind(t.db, 'daily_salary', now)
    expect(result).toMatchObject({ paid: 2, unfunded: 0 })
    const daily = await bills('daily_salary')
    // top's team bet 1,305.00 on the day: the 1,000.00 tier at 2.00%; mid's team 200.00 at 0.50%.
    expect(daily).toEqual([
      expect.objectContaining({
        agentId: top.id,
        payerId: null,
        amount: 2_610n,
        status: 'paid',
        periodStart: day.start,
      }),
      expect.objectContaining({
        agentId: mid.id,
        payerId: top.id,
        amount: 100n,
        status: 'paid',
        periodStart: day.start,
      }),
    ])
    expect(daily[0]?.computation).toEqual({
      validBet: '130500',
      stake: '130500',
      profitLoss: '-100500',
      activeMembers: 2,
      betCount: 5,
      base: '130500',
      tier: { betAmount: '100000', rate: 200 },
      rate: 200,
      contractVersion: 1,
    })
  })

  it('retries the unfunded bill once the upline has the money', async () => {
    await settleKind(t.db, 'hourly_salary', now)
    expect(await bills('hourly_salary')).toEqual([
      expect.objectContaining({ amount: 100n, status: 'paid', attempts: 2 }),
    ])
  })

  it('pays real-time salary per single-bet band and dividends on the team’s loss', async () => {
    await settleKind(t.db, 'realtime_salary', new Date(window.end.getTime() + 2 * 60_000))
    const [realtime] = await bills('realtime_salary')
    // 50.00 lost in the 10.00 band at 1.00%, 150.00 won in the 100.00 band at 1.00%; 5.00 is below every band.
    expect(realtime).toMatchObject({ agentId: top.id, amount: 200n, status: 'paid', periodStart: window.start })
    expect(realtime?.computation).toMatchObject({
      base: '20000',
      bands: [
        { singleBetAmount: '1000', wonValidBet: '0', lostValidBet: '5000', amount: '50' },
        { singleBetAmount: '10000', wonValidBet: '15000', lostValidBet: '0', amount: '150' },
      ],
    })
    await settleKind(t.db, 'dividend', now)
    // The week's team loss: 1,305.00 staked, 300.00 paid back; 10%.
    expect(await bills('dividend')).toEqual([
      expect.objectContaining({ agentId: top.id, payerId: null, amount: 10_050n, status: 'paid' }),
    ])
  })

  it('recomputes a closed period to the same amount, and re-running (as after a restart) bills and pays nothing twice', async () => {
    const stored = (await bills('daily_salary'))[0]
    const tiers = (
      await t.db
        .selectFrom('agentContracts')
        .select('tiers')
        .where('agentId', '=', top.id)
        .where('kind', '=', 'daily_salary')
        .executeTakeFirstOrThrow()
    ).tiers
    const again = await Promise.all([1, 2, 3].map(() => computeBill(t.db, 'daily_salary', top.id, tiers, day)))
    for (const c of again)
      expect([c.amount, { ...c.detail, contractVersion: 1 }]).toEqual([stored?.amount, stored?.computation])
    const postings = await agentPostings()
    expect(postings).toHaveLength(5)
    await t.db.deleteFrom('agentSettlementCursors').execute()
    for (const kind of ['daily_salary', 'hourly_salary', 'dividend'] as const) await settleKind(t.db, kind, now)
    await settleKind(t.db, 'realtime_salary', new Date(window.end.getTime() + 2 * 60_000))
    expect(await agentPostings()).toEqual(postings)
    expect(
      await t.db
        .selectFrom('agentBills')
        .select((eb) => eb.fn.countAll<bigint>().as('n'))
        .executeTakeFirstOrThrow(),
    ).toEqual({ n: 5n })
  })

  it('pays a bill once when two runs pay it at the same time', async () => {
    const contractId = (
      await t.db
        .selectFrom('agentContracts')
        .select('id')
        .where('agentId', '=', mid.id)
        .where('status', '=', 'active')
        .where('kind', '=', 'daily_salary')
        .executeTakeFirstOrThrow()
    ).id
    const m = await demoMerchant(t.db)
    await fund(t.db, top.id, 1_000n)
    await repo.insertBill(t.db, {
      merchantId: m.id,
      contractId,
      kind: 'daily_salary',
      agentId: mid.id,
      payerId: top.id,
      periodStart: new Date(day.start.getTime() - 30 * 86_400_000),
      periodEnd: new Date(day.end.getTime() - 30 * 86_400_000),
      amount: 777n,
      computation: JSON.stringify({ test: true }),
    })
    const bill = await t.db.selectFrom('agentBills').select('id').where('amount', '=', 777n).executeTakeFirstOrThrow()
    expect(await Promise.all([payBill(t.db, bill.id), payBill(t.db, bill.id), payBill(t.db, bill.id)])).toEqual([
      'paid',
      'paid',
      'paid',
    ])
    expect((await agentPostings()).filter((p) => p.endsWith(`agent-bill:${bill.id}`))).toHaveLength(1)
  })

  it('shows each side its bills with the computation', async () => {
    const from = `from=${new Date(day.start.getTime() - 40 * 86_400_000).toISOString()}`
    const received = (await agentGet(t, mid, `/wps/agent/bills?${from}`)).json().value
    expect(received.totals).toEqual({
      paid: '9.77',
      unpaid: '0.00',
      byKind: { dividend: '0.00', daily_salary: '8.77', hourly_salary: '1.00', realtime_salary: '0.00' },
    })
    expect(received.content[0]).toMatchObject({
      kind: 'hourly_salary',
      agent: mid.username,
      payer: top.username,
      amount: '1.00',
      status: 'paid',
      attempts: 2,
      contractVersion: 1,
    })
    const daily = received.content.find(
      (b: { kind: string; amount: string }) => b.kind === 'daily_salary' && b.amount === '1.00',
    )
    expect(daily.computation).toMatchObject({
      validBet: '200.00',
      base: '200.00',
      rate: '0.50',
      tier: { betAmount: '100.00', rate: '0.50' },
      activeMembers: 1,
      betCount: 1,
    })
    const paid = (await agentGet(t, top, `/wps/agent/bills?side=paid&${from}`)).json().value
    expect(paid.content.map((b: { agent: string }) => b.agent)).toEqual([mid.username, mid.username, mid.username])
    const own = (await agentGet(t, top, `/wps/agent/bills?kind=realtime_salary&${from}`)).json().value
    expect(own.content[0]).toMatchObject({
      payer: null,
      amount: '2.00',
      computation: {
        bands: [
          { singleBetAmount: '10.00', lostValidBet: '50.00', amount: '0.50' },
          { singleBetAmount: '100.00', wonValidBet: '150.00', amount: '1.50' },
        ],
      },
    })
    expect((await agentGet(t, pm, '/wps/agent/bills')).statusCode).toBe(403)
  })

  it('runs as the application’s jobs on two instances at once, billing and paying once', async () => {
    const jobs = applicationJobs({ jobIntervalMs: 60_000, vendorTimeoutMs: 1_000 }, () => {
      throw new Error('no vendor calls here')
    }).filter((job) => job.name.startsWith('agent.'))
    expect(jobs.map((j) => j.name).sort()).toEqual([
      'agent.settle_daily_salary',
      'agent.settle_dividend',
      'agent.settle_hourly_salary',
      'agent.settle_realtime_salary',
    ])
    // A bet on the next day, and the cursors lost: both instances find the same periods to bill.
    await settledRound(t.db, pm.id, at(34), 40_000n, 0n)
    await t.db.deleteFrom('agentSettlementCursors').execute()
    const before = (await agentPostings()).length
    const [a, b] = [1, 2].map(() =>
      createJobRunner({ db: t.db, jobs: jobs.filter((j) => j.name === 'agent.settle_daily_salary'), pollMs: 60_000 }),
    )
    const ran = await Promise.all([a!.tick(), b!.tick()])
    expect(ran.flat()).toEqual(['agent.settle_daily_salary'])
    const next = (await bills('daily_salary')).filter((bill) => bill.periodStart.getTime() === day.end.getTime())
    expect(next.map((bill) => [bill.agentId, bill.amount, bill.status])).toEqual([
      [top.id, 400n, 'paid'],
      [mid.id, 200n, 'paid'],
    ])
    expect((await agentPostings()).length).toBe(before + 2)
  })
})
