import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
  const res = await callEncrypted(t, 'POST', '/wps/session/login', { username, password: DEMO_AGENT_PASSWORD, side: 'agent' })
  return res.json().value.token as string
}
const get = async (token: string, url: string) => (await t.app.inject({ method: 'GET', url, headers: bearer(token) })).json().value

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
    expect(await get(agent1, '/wps/agent/contract/flags')).toEqual({ dividend: true, dailySalary: true, hourSalary: true, realTimeSalary: true })
    const income = await get(agent1, `/wps/agent/bills?from=${new Date(Date.now() - 30 * 86_400_000).toISOString()}`)
    expect(income.totalElements).toBeGreaterThan(10)
    expect(Number(income.totals.paid)).toBeGreaterThan(0)
    const agent2 = await login('agent2')
    const paid = await get(agent2, `/wps/agent/bills?side=paid&from=${new Date(Date.now() - 30 * 86_400_000).toISOString()}`)
    expect(paid.content.length).toBeGreaterThan(0)
    const hourly = await t.app.inject({ method: 'POST', url: '/wps/relay/MCS2_processContractHourSalary', headers: bearer(agent2), payload: { action: 'list' } })
    expect(hourly.json().value.contracts).toEqual([expect.objectContaining({ status: 'offered', side: 'own', upline: 'agent1' })])
    const agent3 = await login('agent3')
    const daily = await t.app.inject({ method: 'POST', url: '/wps/relay/MCS2_processDailySalContract', headers: bearer(agent3), payload: { action: 'list', history: true } })
    expect(daily.json().value.contracts.map((c: { status: string }) => c.status)).toEqual(['active', 'rejected'])
  })
})
