import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { periodOf } from '@sea/rules'
import { GRACE_MS, settleKind } from '../agent-settlement/settlement.service'
import { agentGet, demoMerchant, relay, settledRound, teamAccount, type TeamAccount } from '../../test/agents'
import { otherMerchant } from '../../test/home'
import { closeCheckingBooks } from '../../test/ledger-fixtures'
import { operatorSession } from '../../test/operators'
import { createTestApp, type TestApp } from '../../test/test-app'

let t: TestApp
let demo: number
let ops: Record<string, string>
let globalOps: Record<string, string>
let strangerOps: Record<string, string>
// top (no upline) > mid (agent); top > player; free: an agent under a plain member.
let top: TeamAccount, mid: TeamAccount, player: TeamAccount, holder: TeamAccount, free: TeamAccount
beforeAll(async () => {
  t = await createTestApp()
  demo = (await demoMerchant(t.db)).id
  ops = (await operatorSession(t, demo)).headers
  globalOps = (await operatorSession(t)).headers
  strangerOps = (await operatorSession(t, await otherMerchant(t, 'other-brand.test'))).headers
  top = await teamAccount(t, null, true)
  mid = await teamAccount(t, top, true)
  player = await teamAccount(t, top, false)
  holder = await teamAccount(t, null, false)
  free = await teamAccount(t, holder, true)
}, 60_000)
afterAll(() => closeCheckingBooks(t))

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers = ops) =>
  t.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  })
const daily = (...rates: string[]) => ({
  kind: 'daily_salary',
  tiers: rates.map((rate, i) => ({ betAmount: `${(i + 1) * 100}.00`, rate })),
})
const offer = (who: TeamAccount, body: unknown, headers = ops) =>
  call('POST', `/wps/operator/agents/${who.id}/contracts`, body, headers)
const offered = async (who: TeamAccount, body: unknown) => {
  const res = await offer(who, body)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().value.contract as { id: string; status: string }
}
const end = (id: string, step: 'request' | 'confirm', headers = ops) =>
  call('POST', `/wps/operator/agent-contracts/${id}/${step}-termination`, undefined, headers)
const audits = (action: string) =>
  t.db
    .selectFrom('auditLog')
    .select(['actorId', 'merchantId', 'target', 'before', 'after'])
    .where('action', '=', action)
    .orderBy('id')
    .execute()
const ceilings = (rates: Partial<Record<string, string>> = {}) => ({
  dividend: '40.00',
  dailySalary: '2.00',
  hourlySalary: '1.00',
  realtimeSalaryProfit: '1.00',
  realtimeSalaryLoss: '1.50',
  ...rates,
})

describe('rate ceilings', () => {
  it('are read and set per merchant, audited, with clear errors', async () => {
    expect((await call('GET', '/wps/operator/agent-rate-ceilings')).json().value).toEqual({
      merchantId: demo,
      ceilings: ceilings(),
    })
    const set = await call('PUT', '/wps/operator/agent-rate-ceilings', {
      ceilings: ceilings({ dividend: '35.50', hourlySalary: '0.00' }),
    })
    expect(set.json().value).toEqual({
      merchantId: demo,
      ceilings: ceilings({ dividend: '35.50', hourlySalary: '0.00' }),
      above: [],
    })
    const [row] = await audits('merchant.agent_rate_ceilings')
    expect(row).toMatchObject({
      merchantId: demo,
      target: `merchant:${demo}`,
      before: ceilings(),
      after: ceilings({ dividend: '35.50', hourlySalary: '0.00' }),
    })
    // A ceiling of 0.00 closes the kind: nothing can be offered under it, and its page is gone.
    expect(
      (await offer(top, { kind: 'hourly_salary', tiers: [{ betAmount: '1.00', rate: '0.01' }] })).json().code,
    ).toBe('rate_above_ceiling')
    expect((await agentGet(t, top, '/wps/agent/contract/flags')).json().value).toEqual({
      dividend: true,
      dailySalary: true,
      hourSalary: false,
      realTimeSalary: true,
    })
    await call('PUT', '/wps/operator/agent-rate-ceilings', { ceilings: ceilings() })
    expect((await agentGet(t, top, '/wps/agent/contract/flags')).json().value.hourSalary).toBe(true)

    expect(
      (await call('PUT', '/wps/operator/agent-rate-ceilings', { ceilings: ceilings({ dividend: '100.01' }) })).json(),
    ).toMatchObject({ code: 'validation_failed' })
    expect(
      (await call('PUT', '/wps/operator/agent-rate-ceilings', { ceilings: { dividend: '10.00' } })).json().code,
    ).toBe('validation_failed')
    // An installation-wide operator names the merchant; a merchant's operator reaches no other.
    expect((await call('GET', '/wps/operator/agent-rate-ceilings', undefined, globalOps)).json().code).toBe(
      'validation_failed',
    )
    expect(
      (await call('GET', `/wps/operator/agent-rate-ceilings?merchantId=${demo}`, undefined, globalOps)).json().value
        .ceilings,
    ).toEqual(ceilings())
    expect(
      (await call('GET', `/wps/operator/agent-rate-ceilings?merchantId=${demo}`, undefined, strangerOps)).json().code,
    ).toBe('not_found')
    expect(
      (
        await call('PUT', '/wps/operator/agent-rate-ceilings', { merchantId: demo, ceilings: ceilings() }, strangerOps)
      ).json().code,
    ).toBe('not_found')
    expect((await call('GET', '/wps/operator/agent-rate-ceilings', undefined, bearerOf(top))).statusCode).toBe(403)
  })
})

const bearerOf = (who: TeamAccount) => ({ authorization: `Bearer ${who.token}` })

describe('platform offers', () => {
  it('go to top-level agents only, within the merchant’s ceiling', async () => {
    expect((await offer(mid, daily('0.50'))).json().code).toBe('not_direct_downline')
    expect((await offer(player, daily('0.50'))).json().code).toBe('not_an_agent')
    expect((await call('POST', '/wps/operator/agents/999999999/contracts', daily('0.50'))).json().code).toBe(
      'not_found',
    )
    expect((await offer(top, daily('1.00', '2.01'))).json()).toMatchObject({
      code: 'rate_above_ceiling',
      details: [{ path: '/body/tiers' }],
    })
    expect(
      (
        await offer(top, {
          kind: 'dividend',
          tiers: [{ periodValidBet: '1.00', periodProfitLoss: '0.00', activeMembers: 1, rate: '1.00' }],
        })
      ).json().code,
    ).toBe('validation_failed')
    expect((await offer(top, { kind: 'realtime_salary', tiers: daily('0.10').tiers })).json().code).toBe(
      'validation_failed',
    )
    expect(
      (await offer(top, { kind: 'daily_salary', tiers: [{ betAmount: '100.00', rate: '0.00' }] })).json(),
    ).toMatchObject({ code: 'validation_failed', details: [{ path: '/body/tiers/0/rate' }] })
    expect((await offer(top, daily('0.50'), strangerOps)).json().code).toBe('not_found')
  })

  it('list the merchant’s top-level agents with their live platform contracts', async () => {
    const made = await offered(free, {
      kind: 'dividend',
      period: 'weekly',
      tiers: [{ periodValidBet: '100.00', periodProfitLoss: '0.00', activeMembers: 1, rate: '12.50' }],
    })
    const audit = (await audits('agent_contract.offer')).at(-1)
    expect(audit).toMatchObject({
      target: `member:${free.id}`,
      before: { live: [] },
      after: { contractId: made.id, kind: 'dividend', version: 1, period: 'weekly' },
    })
    const list = (await call('GET', '/wps/operator/agents?pageSize=100')).json().value
    const names = list.content.map((a: { username: string }) => a.username)
    expect(names).toEqual(expect.arrayContaining([top.username, free.username]))
    expect(names).not.toContain(mid.username)
    expect(names).not.toContain(player.username)
    const one = (await call('GET', `/wps/operator/agents?username=${free.username.toUpperCase()}`)).json().value
    expect(one).toMatchObject({
      totalElements: 1,
      content: [
        {
          username: free.username,
          teamSize: 0,
          contracts: [{ id: made.id, status: 'offered', upline: null, side: 'given' }],
        },
      ],
    })
    expect((await call('GET', '/wps/operator/agents', undefined, strangerOps)).json().value.totalElements).toBe(0)
    expect((await call('GET', `/wps/operator/agents/${free.id}/contracts`, undefined, strangerOps)).json().code).toBe(
      'not_found',
    )
  })

  it('are accepted through the agent’s relay, which ends the agent’s downline contracts above the new rate', async () => {
    // top, with no contract yet, passes on up to the merchant's 2.00%.
    const given = (
      await relay(t, top, 'daily_salary', { action: 'offer', username: mid.username, tiers: daily('1.50').tiers })
    ).json().value.contract
    await relay(t, mid, 'daily_salary', { action: 'accept', contractId: given.id })
    const first = await offered(top, daily('1.80'))
    const second = await offered(top, daily('0.50', '1.00'))
    expect((await call('GET', `/wps/operator/agents/${top.id}/contracts?history=true`)).json().value.contracts).toEqual(
      [
        expect.objectContaining({ id: second.id, status: 'offered', version: 2 }),
        expect.objectContaining({ id: first.id, status: 'terminated', endReason: 'superseded' }),
      ],
    )
    const seen = (await relay(t, top, 'daily_salary', { action: 'list', side: 'own' })).json().value.contracts
    expect(seen).toEqual([expect.objectContaining({ id: second.id, upline: null, side: 'own', status: 'offered' })])
    const accepted = (await relay(t, top, 'daily_salary', { action: 'accept', contractId: second.id })).json().value
    expect(accepted.contract).toMatchObject({ status: 'active', upline: null })
    expect(accepted.contracts).toEqual([
      expect.objectContaining({ id: given.id, status: 'terminated', endReason: 'upline_rate_lowered' }),
    ])
    expect(accepted.ceiling).toEqual({ rate: '1.00', lossWageRate: null, source: 'own_contract' })
  })

  it('are checked against the ceiling again on accept', async () => {
    const pending = await offered(top, { kind: 'hourly_salary', tiers: [{ betAmount: '10.00', rate: '0.90' }] })
    const lowered = (
      await call('PUT', '/wps/operator/agent-rate-ceilings', { ceilings: ceilings({ hourlySalary: '0.50' }) })
    ).json().value
    expect(lowered.above).toEqual([
      expect.objectContaining({ id: pending.id, kind: 'hourly_salary', status: 'offered' }),
    ])
    expect((await relay(t, top, 'hourly_salary', { action: 'accept', contractId: pending.id })).json().code).toBe(
      'rate_above_ceiling',
    )
    await call('PUT', '/wps/operator/agent-rate-ceilings', { ceilings: ceilings() })
    expect(
      (await relay(t, top, 'hourly_salary', { action: 'reject', contractId: pending.id })).json().value.contract.status,
    ).toBe('rejected')
  })
})

describe('ending a platform contract', () => {
  it('by the platform’s request and the agent’s confirmation, or the other way round', async () => {
    const active = (await call('GET', `/wps/operator/agents/${top.id}/contracts?kind=daily_salary`)).json().value
      .contracts[0]
    expect((await end(active.id, 'confirm')).json().code).toBe('contract_state_invalid')
    expect((await end(active.id, 'request', strangerOps)).json().code).toBe('not_found')
    const asked = await end(active.id, 'request')
    expect(asked.json().value.contract).toMatchObject({ status: 'active', terminationRequestedBy: 'upline' })
    expect((await end(active.id, 'request')).statusCode).toBe(200)
    expect(await audits('agent_contract.request_termination')).toHaveLength(1)
    expect((await end(active.id, 'confirm')).json().code).toBe('contract_state_invalid')
    expect(
      (await relay(t, top, 'daily_salary', { action: 'request_termination', contractId: active.id })).json().code,
    ).toBe('contract_state_invalid')
    const ended = (await relay(t, top, 'daily_salary', { action: 'confirm_termination', contractId: active.id })).json()
      .value.contract
    expect(ended).toMatchObject({ status: 'terminated', endReason: 'agreed' })

    const next = await offered(top, daily('0.80'))
    await relay(t, top, 'daily_salary', { action: 'accept', contractId: next.id })
    await relay(t, top, 'daily_salary', { action: 'request_termination', contractId: next.id })
    const confirmed = (await end(next.id, 'confirm')).json().value.contract
    expect(confirmed).toMatchObject({ status: 'terminated', endReason: 'agreed', terminationRequestedBy: 'agent' })
    const [audit] = await audits('agent_contract.confirm_termination')
    expect(audit).toMatchObject({
      target: `agent_contract:${next.id}`,
      before: { status: 'active' },
      after: { status: 'terminated', endReason: 'agreed' },
    })
    // A member-upline contract is no platform contract: operators cannot end it.
    const given = (await relay(t, mid, 'daily_salary', { action: 'list', history: true, side: 'own' })).json().value
      .contracts[0]
    expect((await end(given.id, 'request')).json().code).toBe('not_found')
  })
})

describe('a platform contract, from offer to payment', () => {
  it('pays the agent’s salary from the platform’s commission account', async () => {
    const made = await offered(free, daily('1.00'))
    expect(
      (await relay(t, free, 'daily_salary', { action: 'accept', contractId: made.id })).json().value.contract.status,
    ).toBe('active')
    const { timezone } = await t.db
      .selectFrom('merchants')
      .select('timezone')
      .where('id', '=', demo)
      .executeTakeFirstOrThrow()
    const day = periodOf('daily', timezone, new Date())
    const downline = await teamAccount(t, free, false)
    await settledRound(t.db, downline.id, new Date(Math.max(Date.now(), day.start.getTime()) + 1_000), 25_000n, 10_000n)
    await settleKind(t.db, 'daily_salary', new Date(day.end.getTime() + GRACE_MS + 60_000))

    const bill = await t.db
      .selectFrom('agentBills')
      .selectAll()
      .where('agentId', '=', free.id)
      .executeTakeFirstOrThrow()
    expect(bill).toMatchObject({ payerId: null, amount: 250n, status: 'paid' })
    const entries = await t.db
      .selectFrom('ledgerEntries as e')
      .innerJoin('ledgerAccounts as a', 'a.id', 'e.accountId')
      .select(['a.kind', 'a.ownerMemberId', 'e.amount'])
      .where('e.transactionId', '=', bill.ledgerTransactionId!)
      .orderBy('e.amount')
      .execute()
    expect(entries).toEqual([
      { kind: 'agent_commission', ownerMemberId: null, amount: -250n },
      { kind: 'member_main', ownerMemberId: free.id, amount: 250n },
    ])
    const income = (
      await agentGet(t, free, `/wps/agent/bills?from=${day.start.toISOString()}&to=${day.end.toISOString()}`)
    ).json().value
    expect(income.content).toEqual([expect.objectContaining({ payer: null, amount: '2.50', status: 'paid' })])
  })
})
