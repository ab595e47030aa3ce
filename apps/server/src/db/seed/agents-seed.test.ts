import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fromMinor, toMinor } from '../../lib/money'
import { bearer, callEncrypted } from '../../test/accounts'
import { closeCheckingBooks } from '../../test/ledger-fixtures'
import { createTestApp, type TestApp } from '../../test/test-app'
import { DEMO_AGENT_PASSWORD, seedDemoAgents } from './agents.seed'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  await seedDemoAgents(t.db)
}, 120_000)
afterAll(() => closeCheckingBooks(t))

const login = async (username: string) => {
  const side = username.startsWith('agent') ? { side: 'agent' } : {}
  const res = await callEncrypted(t, 'POST', '/wps/session/login', { username, password: DEMO_AGENT_PASSWORD, ...side })
  return res.json().value.token as string
}
const get = async (token: string, url: string) =>
  (await t.app.inject({ method: 'GET', url, headers: bearer(token) })).json().value

describe('the demo agent tree', () => {
  it('gives every agent centre page real data on first start', async () => {
    const agent1 = await login('agent1')
    const overview = await get(agent1, '/wps/agent/team/overview')
    expect(overview).toMatchObject({ teamSize: 11, directMembers: 4 })
    expect(overview.activeMembers).toBeGreaterThan(5)
    expect(Number(overview.validBet)).toBeGreaterThan(0)
    expect((await get(agent1, '/wps/agent/team/members?scope=all')).totalElements).toBe(11)
    expect((await get(agent1, '/wps/agent/team/bets')).totalElements).toBeGreaterThan(20)
    expect((await get(agent1, '/wps/agent/team/profit-loss')).totalElements).toBeGreaterThan(5)
    expect(await get(agent1, '/wps/agent/contract/flags')).toEqual({
      dividend: true,
      dailySalary: true,
      hourSalary: true,
      realTimeSalary: true,
    })
    const income = await get(agent1, `/wps/agent/bills?from=${new Date(Date.now() - 30 * 86_400_000).toISOString()}`)
    expect(income.totalElements).toBeGreaterThan(10)
    expect(Number(income.totals.paid)).toBeGreaterThan(0)
    const agent2 = await login('agent2')
    const paid = await get(
      agent2,
      `/wps/agent/bills?side=paid&from=${new Date(Date.now() - 30 * 86_400_000).toISOString()}`,
    )
    expect(paid.content.length).toBeGreaterThan(0)
    const hourly = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/MCS2_processContractHourSalary',
      headers: bearer(agent2),
      payload: { action: 'list' },
    })
    expect(hourly.json().value.contracts).toEqual([
      expect.objectContaining({ status: 'offered', side: 'own', upline: 'agent1' }),
    ])
    const agent3 = await login('agent3')
    const daily = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/MCS2_processDailySalContract',
      headers: bearer(agent3),
      payload: { action: 'list', history: true },
    })
    expect(daily.json().value.contracts.map((c: { status: string }) => c.status)).toEqual(['active', 'rejected'])
  })
})

const DAY = 86_400_000

/** Per demo account, from the rounds, the main wallet's entries and the bills, in minor units. */
async function books() {
  const { rows } = await sql<{
    username: string
    rounds: string
    roundCount: string
    wins: string
    bets: string
    funding: string
    income: string
    paid: string
    balance: string
    entries: string
  }>`
    SELECT m.username,
      (SELECT coalesce(sum(r.win + r.refunded - r.stake), 0) FROM game_rounds r WHERE r.member_id = m.id)::text AS rounds,
      (SELECT count(*) FROM game_rounds r WHERE r.member_id = m.id)::text AS round_count,
      (SELECT count(*) FROM game_rounds r WHERE r.member_id = m.id AND r.win > 0)::text AS wins,
      (SELECT coalesce(sum(e.amount), 0) FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
        WHERE e.account_id = a.id AND t.kind IN ('bet', 'bet_payout', 'bet_refund'))::text AS bets,
      (SELECT coalesce(sum(e.amount), 0) FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
        WHERE e.account_id = a.id AND t.kind = 'adjustment')::text AS funding,
      (SELECT coalesce(sum(b.amount), 0) FROM agent_bills b WHERE b.agent_id = m.id AND b.status = 'paid')::text AS income,
      (SELECT coalesce(sum(b.amount), 0) FROM agent_bills b WHERE b.payer_id = m.id AND b.status = 'paid')::text AS paid,
      a.balance::text AS balance,
      (SELECT count(*) FROM ledger_entries e WHERE e.account_id = a.id)::text AS entries
    FROM members m JOIN ledger_accounts a ON a.owner_member_id = m.id AND a.kind = 'member_main'
    WHERE m.username ~ '^(agent|player)[0-9]$'
    ORDER BY m.username`.execute(t.db)
  return rows.map((r) => ({
    ...r,
    ...Object.fromEntries(
      Object.entries(r)
        .filter(([k]) => k !== 'username')
        .map(([k, v]) => [k, BigInt(v)]),
    ),
  })) as unknown as {
    username: string
    rounds: bigint
    roundCount: bigint
    wins: bigint
    bets: bigint
    funding: bigint
    income: bigint
    paid: bigint
    balance: bigint
    entries: bigint
  }[]
}

describe('the demo history', () => {
  it('went through the wallets: rounds, ledger and balance agree for every demo account', async () => {
    const rows = await books()
    expect(rows.map((r) => r.username)).toEqual([
      'agent1',
      'agent2',
      'agent3',
      ...Array.from({ length: 9 }, (_, i) => `player${i + 1}`),
    ])
    for (const row of rows) {
      expect(row.roundCount, row.username).toBeGreaterThan(10n)
      expect(row.bets, row.username).toBe(row.rounds)
      expect(row.balance, row.username).toBe(row.funding + row.rounds + row.income - row.paid)
      if (row.username.startsWith('player')) expect(row.balance, row.username).toBe(row.funding + row.rounds)
    }
  })

  it('dates every posting when it happened: the records read three weeks back', async () => {
    const to = new Date()
    const from = new Date(to.getTime() - 45 * DAY)
    const range = `from=${from.toISOString()}&to=${to.toISOString()}`
    const rows = await books()
    for (const username of ['player1', 'player9', 'agent2']) {
      const row = rows.find((r) => r.username === username)!
      const token = await login(username)
      const profit = await get(token, `/wps/member/records/profit-loss?${range}`)
      const record = await get(token, `/wps/relay/ODSFE2_MemTransDet?${range}&pageSize=1`)
      const stakes = await get(token, `/wps/member/records/bets?${range}&pageSize=1`)
      expect(profit.adjustments).toBe(fromMinor(row.funding))
      expect(profit.rebates).toBe(fromMinor(row.income - row.paid))
      expect(toMinor(profit.payouts) - toMinor(profit.bets)).toBe(row.rounds)
      expect(stakes.totalElements).toBe(Number(row.roundCount))
      expect(stakes.totals.stake).toBe(profit.bets)
      expect(stakes.totals.win).toBe(profit.payouts)
      expect(record.totalElements).toBe(Number(row.entries))
      expect(record.content[0].balanceAfter).toBe(fromMinor(row.balance))
      // The last week alone holds only that week's movements, not the whole history.
      const week = await get(token, '/wps/relay/ODSFE2_MemTransDet?pageSize=1')
      expect(week.totalElements).toBeLessThan(record.totalElements)
    }
    const entries = await t.db
      .selectFrom('ledgerEntries')
      .select((eb) => eb.fn.min('createdAt').as('first'))
      .executeTakeFirstOrThrow()
    expect(to.getTime() - new Date(entries.first as Date).getTime()).toBeGreaterThan(28 * DAY)
  })

  it('paid each bill when its period closed, and the bills go back three weeks', async () => {
    const bills = await t.db
      .selectFrom('agentBills as b')
      .innerJoin('ledgerEntries as e', 'e.transactionId', 'b.ledgerTransactionId')
      .select(['b.periodStart', 'b.periodEnd', 'b.paidAt', 'e.createdAt as entryTime'])
      .where('b.status', '=', 'paid')
      .execute()
    expect(bills.length).toBeGreaterThan(20)
    for (const bill of bills) {
      expect(bill.entryTime).toEqual(bill.paidAt)
      expect(bill.paidAt!.getTime()).toBeGreaterThan(bill.periodEnd.getTime())
    }
    const oldest = Math.min(...bills.map((b) => b.periodStart.getTime()))
    expect(Date.now() - oldest).toBeGreaterThan(14 * DAY)
  })
})
