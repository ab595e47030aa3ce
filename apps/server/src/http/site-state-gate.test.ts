import type { Role } from '@sea/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as merchants from '../features/merchant/merchant.repository'
import { bearer, callEncrypted, registerMember } from '../test/accounts'
import { demoMerchantId, otherMerchant } from '../test/home'
import { operatorSession } from '../test/operators'
import { createTestApp, type TestApp } from '../test/test-app'
import { isGated } from './site-state-gate'

/** The whole-app states enforced (docs/decisions/040): every route walked, then the region rules. */
let t: TestApp
let demo: number
const tokens = new Map<Role, Record<string, string>>()

beforeAll(async () => {
  // Loopback is the trusted proxy, so a test names the client's address in X-Forwarded-For.
  t = await createTestApp({ trustProxy: ['127.0.0.1'] })
  demo = await demoMerchantId(t)
  tokens.set('visitor', {})
  tokens.set('member', bearer((await registerMember(t)).token))
  const agent = await registerMember(t)
  await t.db.updateTable('members').set({ isAgent: 1 }).where('username', '=', agent.username).execute()
  tokens.set('agent', bearer(agent.token))
  tokens.set(
    'trial',
    bearer((await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay' })).json().value.token),
  )
  tokens.set('operator', (await operatorSession(t)).headers)
  // Five roles' sessions (argon2 each): slow on a busy machine.
}, 120_000)
afterAll(() => t.close())

const closed = (on: boolean, end: Date | null = null) => merchants.setMaintenance(t.db, demo, on, end)
const restrict = (countries: string[], ips: string[]) => merchants.setRegionRestriction(t.db, demo, countries, ips)
const login = (headers: Record<string, string> = {}) =>
  callEncrypted(t, 'POST', '/wps/session/login', { username: 'nobody1', password: 'secret123' }, headers)

const MUST_REFUSE = [
  'POST /wps/session/login',
  'POST /wps/session/login/freeplay',
  'POST /wps/session/login/verify',
  'GET /wps/session/social/:provider/start',
  'POST /wps/session/social/:provider/complete',
  'PUT /wps/member/register',
  'PUT /wps/member/register/mobile',
  'POST /wps/verification/sms/register',
  'POST /wps/verification/sms/noLogin',
  'POST /wps/member/password/reset',
  'POST /wps/member/password/email',
  'POST /lgw/bets',
  'POST /wps/game/launchGame',
  'POST /inhouse/api/slot/spin',
  'POST /inhouse/api/baccarat/deal',
  'POST /wps/member/deposit/gateway',
  'POST /wps/member/deposit/bank-transfer',
  'POST /wps/member/withdrawals',
  'POST /wps/relay/GCS_walletTransfer',
  'POST /wps/member/transfer/upline',
  'POST /wps/agent/transfer/downline',
  'POST /wps/agent/register',
  'POST /wps/relay/MCS2_processDividendReq',
]
const MUST_STAY_OPEN = [
  'GET /wps/system/status',
  'GET /wps/system/publicKey',
  'GET /wps/customer-service/open',
  'POST /wps/operator/session/login',
  'POST /wps/operator/members/:memberId/adjustments',
  'POST /vendor-api/seamless/:vendor/credit',
  'POST /vendor-api/seamless/:vendor/debit',
  'POST /inhouse/vendor-api/:vendor/free-rounds',
  'POST /wps/payment/callback/:provider',
  'POST /wps/session/logout',
  'GET /wps/v2/wallets/balance',
  'GET /inhouse/launch',
]

describe('which routes close with the site', () => {
  it('refuses the member side’s actions and keeps reads, operators and callbacks open', () => {
    const table = new Map(t.routes.map((r) => [`${r.method} ${r.url}`, r.access]))
    for (const key of [...MUST_REFUSE, ...MUST_STAY_OPEN]) {
      const access = table.get(key)
      expect(access, `${key} is registered`).toBeDefined()
      const [method = '', url = ''] = key.split(' ')
      expect(isGated(method, url, access ?? []), key).toBe(MUST_REFUSE.includes(key))
    }
  })

  it('answers maintenance on every gated route and never on the others, for a caller the route admits', async () => {
    await closed(true, new Date(Date.now() + 3_600_000))
    try {
      const api = t.routes.filter(
        (r) => /^\/(wps|lgw|lotto|inhouse|vendor-api)\//.test(r.url) && !r.method.includes('HEAD'),
      )
      for (const route of api) {
        // Logging out would end the session the next routes use (covered below).
        if (route.url.endsWith('/session/logout')) continue
        const role =
          (['member', 'agent', 'trial', 'visitor', 'operator'] as const).find((r) => route.access.includes(r)) ??
          'visitor'
        const method = route.method.split(',')[0] as 'GET' | 'POST' | 'PUT' | 'DELETE'
        const res = await t.app.inject({ method, url: route.url, headers: tokens.get(role), remoteAddress: '10.9.0.1' })
        const where = `${role} ${method} ${route.url} -> ${res.statusCode} ${res.body.slice(0, 120)}`
        const code =
          res.statusCode >= 400 && res.headers['content-type']?.toString().includes('json') ? res.json().code : null
        if (isGated(method, route.url, route.access)) {
          expect(res.statusCode, where).toBe(503)
          expect(code, where).toBe('maintenance')
        } else {
          expect(code, where).not.toBe('maintenance')
        }
      }
      // A HEAD runs the GET's handler: the social login's start is refused that way too.
      expect((await t.app.inject({ method: 'HEAD', url: '/wps/session/social/google/start' })).statusCode).toBe(503)
    } finally {
      await closed(false)
    }
  })
})

describe('maintenance', () => {
  it('refuses login with the end time, lets a member log out, and opens again when it ends', async () => {
    const end = new Date(Math.ceil((Date.now() + 7_200_000) / 1000) * 1000)
    const leaving = await registerMember(t)
    await closed(true, end)
    try {
      const refused = await login()
      expect(refused.statusCode).toBe(503)
      expect(refused.json()).toMatchObject({
        success: false,
        code: 'maintenance',
        details: [{ path: '/maintenanceEnd', message: end.toISOString() }],
      })
      expect(refused.headers['retry-after']).toBe(end.toUTCString())
      const logout = await t.app.inject({ method: 'POST', url: '/wps/session/logout', headers: bearer(leaving.token) })
      expect(logout.statusCode, logout.body).toBe(200)
    } finally {
      await closed(false)
    }
    expect((await login()).json().code).toBe('invalid_credentials')
  })

  it('refuses a signed-in member of the closed brand, whose session another brand’s host does not know', async () => {
    const otherHost = 'gate-other.test'
    await otherMerchant(t, otherHost)
    const launch = (host: string) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/game/launchGame',
        headers: { ...tokens.get('member'), host },
        payload: { vendorCode: 'NONE' },
      })
    await closed(true)
    try {
      expect((await launch('localhost')).json().code).toBe('maintenance')
      // Sessions answer only on their own brand's domains (decision 042): elsewhere it is no session.
      expect((await launch(otherHost)).json().code).toBe('session_expired')
      // The open brand itself is not closed by its neighbour.
      const visitorThere = await t.app.inject({
        method: 'POST',
        url: '/wps/session/login/freeplay',
        headers: { host: otherHost },
      })
      expect(visitorThere.json().code).not.toBe('maintenance')
    } finally {
      await closed(false)
    }
  })
})

describe('region restriction', () => {
  it('refuses a restricted IP range with the address, and lets another address in', async () => {
    await restrict([], ['203.0.113.0/24'])
    try {
      const refused = await login({ 'x-forwarded-for': '203.0.113.9' })
      expect(refused.statusCode).toBe(403)
      expect(refused.json().code).toBe('region_restricted')
      expect(refused.json().details[0]).toEqual({ path: '/location/ip', message: '203.0.113.9' })
      expect((await login({ 'x-forwarded-for': '1.46.0.1' })).json().code).toBe('invalid_credentials')
      // Reads stay open: the site still learns why it is closed.
      const status = await t.app.inject({
        method: 'GET',
        url: '/wps/system/status',
        headers: { 'x-forwarded-for': '203.0.113.9' },
      })
      expect(status.json().value).toMatchObject({ status: 2, regionRestriction: true })
    } finally {
      await restrict([], [])
    }
  })

  it('refuses a restricted country with the address and its country', async () => {
    await restrict(['US'], [])
    try {
      const refused = await t.app.inject({
        method: 'POST',
        url: '/wps/session/login/freeplay',
        headers: { 'x-forwarded-for': '8.8.8.8' },
      })
      expect(refused.statusCode).toBe(403)
      expect(refused.json()).toMatchObject({
        code: 'region_restricted',
        details: [
          { path: '/location/ip', message: '8.8.8.8' },
          { path: '/location/country', message: 'US' },
        ],
      })
      const thai = await t.app.inject({
        method: 'POST',
        url: '/wps/session/login/freeplay',
        headers: { 'x-forwarded-for': '1.46.0.1' },
      })
      expect(thai.statusCode, thai.body).toBe(200)
    } finally {
      await restrict([], [])
    }
  })

  it('gives way to maintenance when both apply', async () => {
    await restrict(['US'], [])
    await closed(true)
    try {
      const refused = await login({ 'x-forwarded-for': '8.8.8.8' })
      expect(refused.statusCode).toBe(503)
      expect(refused.json()).toMatchObject({ code: 'maintenance' })
      expect(refused.json().details).toBeUndefined()
    } finally {
      await closed(false)
      await restrict([], [])
    }
  })
})
