import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { relay, teamAccount, type TeamAccount } from '../../test/agents'
import { demoMerchantId, otherMerchant } from '../../test/home'
import { operatorSession } from '../../test/operators'
import { createTestApp, type TestApp } from '../../test/test-app'
import { payBill } from '../agent-settlement/settlement.service'

let t: TestApp
let brandA: number
let brandB: number
let owner: Record<string, string>
let opA: Record<string, string>
let opB: Record<string, string>
/** Brand A's tree: top (agent) > mid (agent) > player; top > other (member). */
let top: TeamAccount
let mid: TeamAccount
let player: TeamAccount
let other: TeamAccount
let agentB: bigint
const DAY = 86_400_000

async function get(headers: Record<string, string>, url: string, query: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers, query })
}
async function ok(headers: Record<string, string>, url: string, query: Record<string, string> = {}) {
  const res = await get(headers, url, query)
  expect(res.statusCode, `${url} ${res.body}`).toBe(200)
  return res.json().value
}

async function bill(agent: bigint, payer: bigint | null, contractId: string, daysAgo: number, amount: bigint) {
  const { id } = await t.db
    .insertInto('agentBills')
    .values({
      merchantId: brandA,
      contractId: BigInt(contractId),
      kind: 'daily_salary',
      agentId: agent,
      payerId: payer,
      periodStart: new Date(Date.now() - (daysAgo + 1) * DAY),
      periodEnd: new Date(Date.now() - daysAgo * DAY),
      amount,
      computation: JSON.stringify({ validBet: '1000', base: '1000', rate: 100 }) as never,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

beforeAll(async () => {
  t = await createTestApp()
  brandA = await demoMerchantId(t)
  brandB = await otherMerchant(t, 'agents-b.test')
  owner = (await operatorSession(t)).headers
  opA = (await operatorSession(t, brandA, ['agent_manager'])).headers
  opB = (await operatorSession(t, brandB, ['auditor'])).headers
  top = await teamAccount(t, null, true)
  mid = await teamAccount(t, top, true)
  player = await teamAccount(t, mid, false)
  other = await teamAccount(t, top, false)
  const b = await t.db
    .insertInto('members')
    .values({
      merchantId: brandB,
      username: 'zqbAgent',
      usernameKey: 'zqbagent',
      passwordHash: 'x',
      affiliateCode: 'zqb1',
      registerIp: '203.0.113.5',
      isAgent: 1,
      profile: JSON.stringify({}),
      memberLabels: JSON.stringify([]),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  agentB = b.id
}, 120_000)
afterAll(() => t.close())

describe('the agent tree for operators', () => {
  it('searches a brand by username prefix, or lists its agents at the top', async () => {
    const prefix = top.username.slice(0, 4).toUpperCase()
    const found = await ok(opA, '/wps/operator/agent-tree', { username: top.username.toUpperCase() })
    expect(found.content).toEqual([
      expect.objectContaining({
        memberId: String(top.id),
        merchantId: brandA,
        level: 0,
        upline: null,
        directDownlines: 2,
        teamSize: 3,
        isAgent: 1,
      }),
    ])
    const agents = await ok(opA, '/wps/operator/agent-tree', { username: prefix, type: 'agent', pageSize: '100' })
    const names = agents.content.map((n: { username: string }) => n.username)
    expect(names).toEqual(expect.arrayContaining([top.username, mid.username]))
    expect(names).not.toContain(player.username)
    const roots = await ok(opA, '/wps/operator/agent-tree', { pageSize: '100' })
    expect(roots.content.map((n: { memberId: string }) => n.memberId)).toContain(String(top.id))
    expect(roots.content.map((n: { memberId: string }) => n.memberId)).not.toContain(String(mid.id))
    // A brand's agents are its own: B's agent is not in A's tree, and A's operator may not name B.
    expect((await ok(opA, '/wps/operator/agent-tree', { username: 'zqb' })).content).toEqual([])
    const named = await get(opA, '/wps/operator/agent-tree', { merchantId: String(brandB) })
    expect(named.json().code).toBe('not_found')
    expect((await ok(opB, '/wps/operator/agent-tree', { username: 'zqb' })).content[0].username).toBe('zqbAgent')
    const unnamed = await get(owner, '/wps/operator/agent-tree')
    expect(unnamed.statusCode).toBe(400)
    expect(unnamed.json().code).toBe('validation_failed')
    const wide = await ok(owner, '/wps/operator/agent-tree', { merchantId: String(brandB) })
    expect(wide.content.map((n: { username: string }) => n.username)).toEqual(['zqbAgent'])
  })

  it('shows an account with its upline chain, and its direct downlines paged', async () => {
    const node = await ok(opA, `/wps/operator/agent-tree/${player.id}`)
    expect(node.account).toMatchObject({ username: player.username, level: 2, upline: mid.username, teamSize: 0 })
    expect(node.uplines.map((n: { username: string }) => n.username)).toEqual([top.username, mid.username])
    const downlines = await ok(opA, `/wps/operator/agent-tree/${top.id}/downlines`)
    expect(downlines.content.map((n: { username: string }) => n.username)).toEqual([mid.username, other.username])
    expect(downlines.totalElements).toBe(2)
    const agents = await ok(opA, `/wps/operator/agent-tree/${top.id}/downlines`, { type: 'agent' })
    expect(agents.content.map((n: { username: string }) => n.username)).toEqual([mid.username])
    const second = await ok(opA, `/wps/operator/agent-tree/${top.id}/downlines`, { pageSize: '1', pageNum: '2' })
    expect(second).toMatchObject({ pageNum: 2, totalPages: 2, content: [{ username: other.username }] })
    for (const url of [`/wps/operator/agent-tree/${agentB}`, `/wps/operator/agent-tree/${agentB}/downlines`]) {
      const res = await get(opA, url)
      expect(res.statusCode, url).toBe(404)
      expect(res.json().code).toBe('not_found')
    }
    expect((await ok(owner, `/wps/operator/agent-tree/${agentB}`)).account.username).toBe('zqbAgent')
  })

  it("lists any agent's contracts: its own, those it gave, or both", async () => {
    const tiers = (rate: string) => [{ betAmount: '100.00', rate }]
    const offer = await t.app.inject({
      method: 'POST',
      url: `/wps/operator/agents/${top.id}/contracts`,
      headers: owner,
      payload: { kind: 'daily_salary', tiers: tiers('1.00') },
    })
    const platform = offer.json().value.contract.id as string
    expect((await relay(t, top, 'daily_salary', { action: 'accept', contractId: platform })).statusCode).toBe(200)
    const given = await relay(t, top, 'daily_salary', { action: 'offer', username: mid.username, tiers: tiers('0.50') })
    expect(given.statusCode, given.body).toBe(200)
    const url = `/wps/operator/agent-tree/${top.id}/contracts`
    const all = (await ok(opA, url)).contracts
    expect(all.map((c: { side: string; status: string }) => [c.side, c.status])).toEqual([
      ['given', 'offered'],
      ['own', 'active'],
    ])
    expect((await ok(opA, url, { side: 'own' })).contracts[0]).toMatchObject({ id: platform, upline: null })
    expect((await ok(opA, url, { side: 'given' })).contracts[0]).toMatchObject({ agent: mid.username })
    const midOwn = (await ok(opA, `/wps/operator/agent-tree/${mid.id}/contracts`, { side: 'own' })).contracts
    expect(midOwn).toEqual([expect.objectContaining({ upline: top.username, status: 'offered' })])
    expect((await get(opA, `/wps/operator/agent-tree/${agentB}/contracts`)).json().code).toBe('not_found')
  })
})

describe("a brand's agent bills and payments", () => {
  let paidBill: bigint
  beforeAll(async () => {
    const contracts = await t.db.selectFrom('agentContracts').select(['id', 'agentId']).execute()
    const of = (agent: bigint) => String(contracts.find((c) => c.agentId === agent)!.id)
    paidBill = await bill(top.id, null, of(top.id), 2, 12_345n)
    await bill(top.id, null, of(top.id), 3, 500n)
    await bill(mid.id, top.id, of(mid.id), 2, 250n)
    expect(await payBill(t.db, paidBill)).toBe('paid')
  })

  it('lists the bills with their payment and totals, by agent and side', async () => {
    const page = await ok(opA, '/wps/operator/agent-bills')
    expect(page.totals).toEqual({ paid: '123.45', unpaid: '7.50', count: 3 })
    const paid = page.content.find((b: { id: string }) => b.id === String(paidBill))
    const { ledgerTransactionId } = await t.db
      .selectFrom('agentBills')
      .select('ledgerTransactionId')
      .where('id', '=', paidBill)
      .executeTakeFirstOrThrow()
    expect(paid).toMatchObject({
      status: 'paid',
      agent: top.username,
      payer: null,
      amount: '123.45',
      transactionId: String(ledgerTransactionId),
      merchantId: brandA,
      computation: expect.objectContaining({ validBet: '10.00', rate: '1.00' }),
    })
    const byTop = await ok(opA, '/wps/operator/agent-bills', { username: top.username })
    expect(byTop.totalElements).toBe(2)
    const paysTop = await ok(opA, '/wps/operator/agent-bills', { username: top.username, side: 'paid' })
    expect(paysTop.content.map((b: { agent: string }) => b.agent)).toEqual([mid.username])
    const unpaid = await ok(opA, '/wps/operator/agent-bills', { status: 'pending' })
    expect(unpaid.totals).toEqual({ paid: '0.00', unpaid: '7.50', count: 2 })
    const old = await ok(opA, '/wps/operator/agent-bills', { to: new Date(Date.now() - 3.5 * DAY).toISOString() })
    expect(old.content.map((b: { amount: string }) => b.amount)).toEqual(['5.00'])
    expect((await get(opA, '/wps/operator/agent-bills', { username: 'nobody' })).json().code).toBe('not_found')
  })

  it("lists the payments by payment time, and never another brand's", async () => {
    const payments = await ok(opA, '/wps/operator/agent-payments')
    expect(payments).toMatchObject({ total: '123.45', totalElements: 1 })
    expect(payments.content[0]).toMatchObject({ billId: String(paidBill), agent: top.username, payer: null })
    expect((await ok(opA, '/wps/operator/agent-payments', { username: mid.username })).content).toEqual([])
    for (const url of ['/wps/operator/agent-bills', '/wps/operator/agent-payments']) {
      expect((await ok(opB, url)).content, url).toEqual([])
      expect((await get(opB, url, { merchantId: String(brandA) })).json().code, url).toBe('not_found')
      expect((await ok(owner, url, { merchantId: String(brandA) })).totalElements, url).toBeGreaterThan(0)
    }
    const range = await get(opA, '/wps/operator/agent-payments', { from: new Date(0).toISOString() })
    expect(range.json().code).toBe('validation_failed')
  })

  it('keeps roles without agents.read out', async () => {
    const support = (await operatorSession(t, null, ['support'])).headers
    expect((await get(support, '/wps/operator/agent-bills', { merchantId: String(brandA) })).json().code).toBe(
      'forbidden',
    )
  })
})
