import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { agentGet, relay, teamAccount, type TeamAccount } from '../../test/agents'
import { closeCheckingBooks } from '../../test/ledger-fixtures'
import { createTestApp, type TestApp } from '../../test/test-app'

let t: TestApp
// top > mid > low (agents), top > player (member); a separate team: other > otherChild.
let top: TeamAccount,
  mid: TeamAccount,
  low: TeamAccount,
  player: TeamAccount,
  other: TeamAccount,
  otherChild: TeamAccount
beforeAll(async () => {
  t = await createTestApp()
  top = await teamAccount(t, null, true)
  mid = await teamAccount(t, top, true)
  low = await teamAccount(t, mid, true)
  player = await teamAccount(t, top, false)
  other = await teamAccount(t, null, true)
  otherChild = await teamAccount(t, other, true)
})
afterAll(() => closeCheckingBooks(t))

const salary = (...rates: string[]) => rates.map((rate, i) => ({ betAmount: `${(i + 1) * 100}.00`, rate }))
const offer = (
  from: TeamAccount,
  to: TeamAccount,
  tiers: unknown[],
  kind: 'daily_salary' | 'hourly_salary' = 'daily_salary',
) => relay(t, from, kind, { action: 'offer', username: to.username, tiers })
const act = (
  who: TeamAccount,
  action: string,
  contractId: string,
  kind: 'daily_salary' | 'hourly_salary' = 'daily_salary',
) => relay(t, who, kind, { action, contractId })

describe('offers', () => {
  it('go only to direct downline agents of the caller', async () => {
    expect((await offer(top, low, salary('0.50'))).json().code).toBe('not_direct_downline')
    expect((await offer(top, player, salary('0.50'))).json().code).toBe('not_an_agent')
    expect((await offer(top, otherChild, salary('0.50'))).json().code).toBe('not_in_team')
    expect((await offer(mid, top, salary('0.50'))).json().code).toBe('not_in_team')
    expect((await offer(top, { ...mid, username: 'nobody-here' }, salary('0.50'))).json().code).toBe('not_in_team')
  })

  it('never exceed the upline’s own rate (the merchant ceiling at the top, nothing without a contract)', async () => {
    // The demo brand's daily salary ceiling is 2.00%.
    const above = await offer(top, mid, salary('1.00', '2.01'))
    expect(above.json()).toMatchObject({ code: 'rate_above_ceiling' })
    const none = await offer(mid, low, salary('0.10'))
    expect(none.json().code).toBe('rate_above_ceiling')
    const list = await relay(t, mid, 'daily_salary', { action: 'list' })
    expect(list.json().value.ceiling).toEqual({ rate: null, lossWageRate: null, source: 'none' })
    const topList = await relay(t, top, 'daily_salary', { action: 'list' })
    expect(topList.json().value.ceiling).toEqual({ rate: '2.00', lossWageRate: null, source: 'merchant' })
  })

  it('refuse malformed tiers with field errors', async () => {
    const wrongShape = await relay(t, top, 'realtime_salary', {
      action: 'offer',
      username: mid.username,
      tiers: salary('0.10'),
    })
    expect(wrongShape.json().code).toBe('validation_failed')
    const zero = await offer(top, mid, salary('0.00'))
    expect(zero.json()).toMatchObject({ code: 'validation_failed', details: [{ path: '/body/tiers/0/rate' }] })
    const twice = await offer(top, mid, [
      { betAmount: '100.00', rate: '0.10' },
      { betAmount: '100', rate: '0.20' },
    ])
    expect(twice.json().code).toBe('validation_failed')
    const badAction = await relay(t, top, 'daily_salary', { action: 'sign', contractId: '1' })
    expect(badAction.json().code).toBe('validation_failed')
  })
})

describe('the life of a contract', () => {
  let v1: string, v3: string, lowContract: string
  it('is offered, rejected, offered again (superseding a pending offer) and accepted', async () => {
    const first = await offer(top, mid, salary('1.00'))
    expect(first.json().value.contract).toMatchObject({
      version: 1,
      status: 'offered',
      side: 'given',
      period: 'daily',
      upline: top.username,
      agent: mid.username,
    })
    v1 = first.json().value.contract.id
    expect((await act(top, 'accept', v1)).json().code).toBe('contract_state_invalid')
    expect((await act(other, 'accept', v1)).json().code).toBe('not_found')
    expect((await relay(t, other, 'daily_salary', { action: 'get', contractId: v1 })).json().code).toBe('not_found')
    const rejected = await act(mid, 'reject', v1)
    expect(rejected.json().value.contract).toMatchObject({ status: 'rejected', endReason: 'rejected', side: 'own' })
    expect((await act(mid, 'accept', v1)).json().code).toBe('contract_state_invalid')

    const v2 = (await offer(top, mid, salary('1.20'))).json().value.contract
    const third = (await offer(top, mid, salary('0.90', '1.50'))).json().value.contract
    expect([v2.version, third.version]).toEqual([2, 3])
    v3 = third.id
    expect(
      (await relay(t, mid, 'daily_salary', { action: 'get', contractId: v2.id })).json().value.contract,
    ).toMatchObject({ status: 'terminated', endReason: 'superseded' })
    const accepted = await act(mid, 'accept', v3)
    expect(accepted.json().value).toMatchObject({
      contract: { status: 'active', version: 3 },
      contracts: [],
      ceiling: { rate: '1.50', source: 'own_contract' },
    })
  })

  it('lets the downline pass on at most its own rate', async () => {
    expect((await offer(mid, low, salary('1.51'))).json().code).toBe('rate_above_ceiling')
    lowContract = (await offer(mid, low, salary('0.50', '1.20'))).json().value.contract.id
    expect((await act(low, 'accept', lowContract)).json().value.contract.status).toBe('active')
  })

  it('ends the downline contracts above a lower rate the agent accepts', async () => {
    const v4 = (await offer(top, mid, salary('1.00'))).json().value.contract.id
    const accepted = await act(mid, 'accept', v4)
    expect(accepted.json().value.contracts).toEqual([
      expect.objectContaining({
        id: lowContract,
        status: 'terminated',
        endReason: 'upline_rate_lowered',
        side: 'given',
      }),
    ])
    expect(
      (await relay(t, mid, 'daily_salary', { action: 'get', contractId: v3 })).json().value.contract,
    ).toMatchObject({ status: 'terminated', endReason: 'superseded' })
    const history = await relay(t, mid, 'daily_salary', { action: 'list', side: 'own', history: true })
    expect(
      history.json().value.contracts.map((c: { version: number; status: string }) => [c.version, c.status]),
    ).toEqual([
      [4, 'active'],
      [3, 'terminated'],
      [2, 'terminated'],
      [1, 'rejected'],
    ])
    const live = await relay(t, mid, 'daily_salary', { action: 'list' })
    expect(live.json().value.contracts.map((c: { side: string; status: string }) => [c.side, c.status])).toEqual([
      ['own', 'active'],
    ])
    // A lower rate that still covers the downline's leaves it alone.
    const again = (await offer(mid, low, salary('0.40'))).json().value.contract.id
    await act(low, 'accept', again)
    const v5 = (await offer(top, mid, salary('0.40'))).json().value.contract.id
    expect((await act(mid, 'accept', v5)).json().value.contracts).toEqual([])
  })

  it('ends by a request from either side and the other side’s confirmation', async () => {
    const own = (await relay(t, mid, 'daily_salary', { action: 'list', side: 'own' })).json().value.contracts[0].id
    expect((await act(mid, 'confirm_termination', own)).json().code).toBe('contract_state_invalid')
    const asked = await act(mid, 'request_termination', own)
    expect(asked.json().value.contract).toMatchObject({ status: 'active', terminationRequestedBy: 'agent' })
    expect((await act(mid, 'request_termination', own)).statusCode).toBe(200)
    expect((await act(top, 'request_termination', own)).json().code).toBe('contract_state_invalid')
    expect((await act(mid, 'confirm_termination', own)).json().code).toBe('contract_state_invalid')
    const ended = await act(top, 'confirm_termination', own)
    expect(ended.json().value.contract).toMatchObject({ status: 'terminated', endReason: 'agreed' })
    expect((await act(top, 'request_termination', own)).json().code).toBe('contract_state_invalid')
    // The upline may ask too.
    const given = (await relay(t, mid, 'daily_salary', { action: 'list', side: 'given' })).json().value.contracts[0].id
    expect((await act(mid, 'request_termination', given)).json().value.contract.terminationRequestedBy).toBe('upline')
    expect((await act(low, 'confirm_termination', given)).json().value.contract.status).toBe('terminated')
  })
})

describe('the other kinds', () => {
  it('real-time salary checks both wage rates against the ceiling', async () => {
    const tier = (profitWageRate: string, lossWageRate: string) => [
      { singleBetAmount: '10.00', profitWageRate, lossWageRate },
    ]
    // The demo brand's ceilings: profit wage 1.00%, loss wage 1.50%.
    expect(
      (
        await relay(t, top, 'realtime_salary', { action: 'offer', username: mid.username, tiers: tier('0.50', '1.60') })
      ).json().code,
    ).toBe('rate_above_ceiling')
    const made = await relay(t, top, 'realtime_salary', {
      action: 'offer',
      username: mid.username,
      tiers: tier('0.50', '1.40'),
    })
    expect(made.json().value.contract).toMatchObject({
      period: 'five_minutes',
      tiers: [{ singleBetAmount: '10.00', profitWageRate: '0.50', lossWageRate: '1.40' }],
    })
    await relay(t, mid, 'realtime_salary', { action: 'accept', contractId: made.json().value.contract.id })
    expect(
      (
        await relay(t, mid, 'realtime_salary', { action: 'offer', username: low.username, tiers: tier('0.60', '0.10') })
      ).json().code,
    ).toBe('rate_above_ceiling')
    expect(
      (await relay(t, mid, 'realtime_salary', { action: 'offer', username: low.username, tiers: tier('0.50', '1.40') }))
        .statusCode,
    ).toBe(200)
  })

  it('dividends carry their period and three thresholds', async () => {
    const tiers = [{ periodValidBet: '1000.00', periodProfitLoss: '100.00', activeMembers: 3, rate: '10.00' }]
    const made = await relay(t, top, 'dividend', {
      action: 'offer',
      username: mid.username,
      period: 'semimonthly',
      tiers,
    })
    expect(made.json().value.contract).toMatchObject({ kind: 'dividend', period: 'semimonthly', tiers })
    expect((await relay(t, top, 'dividend', { action: 'offer', username: mid.username, tiers })).json().code).toBe(
      'validation_failed',
    )
  })

  it('consolidated flags follow the contracts and ceilings', async () => {
    expect((await agentGet(t, low, '/wps/agent/contract/flags')).json().value).toEqual({
      dividend: false,
      dailySalary: false,
      hourSalary: false,
      realTimeSalary: true,
    })
    expect((await agentGet(t, top, '/wps/agent/contract/flags')).json().value).toEqual({
      dividend: true,
      dailySalary: true,
      hourSalary: true,
      realTimeSalary: true,
    })
    expect((await agentGet(t, player, '/wps/agent/contract/flags')).statusCode).toBe(403)
  })
})
