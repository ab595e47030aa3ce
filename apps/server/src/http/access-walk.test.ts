import { operatorAgentRoutes, type Role } from '@sea/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { enrolledOperator } from '../test/operators'
import { totpCode } from '../lib/totp'
import { bearer, callEncrypted, registerMember } from '../test/accounts'
import { createTestApp, type TestApp } from '../test/test-app'

let t: TestApp
const tokens = new Map<Role, Record<string, string>>()

beforeAll(async () => {
  t = await createTestApp()
  tokens.set('visitor', {})
  tokens.set('member', bearer((await registerMember(t)).token))
  const agent = await registerMember(t)
  await t.db.updateTable('members').set({ isAgent: 1 }).where('username', '=', agent.username).execute()
  tokens.set('agent', bearer(agent.token))
  const trial = await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay' })
  tokens.set('trial', bearer(trial.json().value.token))
  const operator = await enrolledOperator(t, null, ['owner'], 'walker')
  const login = await callEncrypted(t, 'POST', '/wps/operator/session/login', {
    username: 'walker',
    password: operator.password,
    totpCode: totpCode(operator.secret, Date.now()),
  })
  tokens.set('operator', bearer(login.json().value.token))
})
afterAll(() => t.close())

const ACCESS_CODES = [
  'unauthorized',
  'session_expired',
  'forbidden',
  'in_need_true_account',
  'password_change_required',
]

const REFUSAL: Record<string, { status: number; codes: string[] }> = {
  visitor: { status: 401, codes: ['unauthorized'] },
  trial: { status: 403, codes: ['in_need_true_account'] },
  member: { status: 403, codes: ['forbidden'] },
  agent: { status: 403, codes: ['forbidden'] },
  operator: { status: 403, codes: ['forbidden'] },
}

describe('every route, every role', () => {
  it('has a declared rule for every registered route', () => {
    expect(t.routes.length).toBeGreaterThan(20)
    for (const route of t.routes) expect(route.access.length, `${route.method} ${route.url}`).toBeGreaterThan(0)
  })

  it('walks the operators’ agent contract and ceiling routes, operators only', () => {
    const walked = new Map(t.routes.map((r) => [`${r.method.split(',')[0]} ${r.url}`, r.access]))
    for (const r of Object.values(operatorAgentRoutes))
      expect(walked.get(`${r.method} ${r.url}`), r.url).toEqual(['operator'])
  })

  for (const role of ['visitor', 'member', 'trial', 'agent', 'operator'] as const) {
    it(`lets a ${role} through exactly where the rule admits one`, async () => {
      const api = t.routes.filter((r) => /^\/(wps|lgw|lotto)\//.test(r.url) && !r.method.includes('HEAD'))
      for (const route of api) {
        // Logging out would end the session the next routes use; it is covered by the session tests.
        if (route.url.endsWith('/session/logout') && route.access.includes(role)) continue
        const method = route.method.split(',')[0] as 'GET' | 'POST' | 'PUT' | 'DELETE'
        const res = await t.app.inject({
          method,
          url: route.url,
          headers: tokens.get(role),
          remoteAddress: `10.8.${role.length}.1`,
        })
        const where = `${role} ${method} ${route.url} -> ${res.statusCode} ${res.body.slice(0, 120)}`
        if (route.access.includes(role)) {
          // A feature may still say no (feature_disabled), but never the access rule.
          const code = res.statusCode >= 400 ? res.json().code : null
          expect(ACCESS_CODES, where).not.toContain(code)
          expect(res.statusCode, where).toBeLessThan(500)
        } else {
          expect(res.statusCode, where).toBe(REFUSAL[role]?.status)
          expect(REFUSAL[role]?.codes, where).toContain(res.json().code)
        }
      }
    })
  }
})
