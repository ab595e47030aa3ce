import type { BrandRules } from '@sea/contract'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { secondMerchant } from '../../test/brands'
import { demoMerchantId } from '../../test/home'
import { operatorSession } from '../../test/operators'
import { createTestApp, type TestApp } from '../../test/test-app'

// Customer service, analytics, failover addresses, access and sessions (decision 053), with the
// settings cache on as in production.
let t: TestApp
let demo: number
let other: number
let ops: Record<string, string>
let otherOps: Record<string, string>
beforeAll(async () => {
  t = await createTestApp({ settingsCacheMs: 600_000 })
  demo = await demoMerchantId(t)
  other = await secondMerchant(t, 'brand-access-b.test', 'THB')
  ops = (await operatorSession(t, demo)).headers
  otherOps = (await operatorSession(t, other)).headers
}, 120_000)
afterAll(() => t.close())

const read = async (merchantId = demo, headers = ops): Promise<BrandRules> => {
  const res = await t.app.inject({ method: 'GET', url: `/wps/operator/brands/${merchantId}/rules`, headers })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().value
}
const put = (group: string, payload: object, headers = ops, merchantId = demo) =>
  t.app.inject({ method: 'PUT', url: `/wps/operator/brands/${merchantId}/${group}`, headers, payload })
const site = async (url: string, remoteAddress = '127.0.0.1') => {
  const res = await t.app.inject({ method: 'GET', url, remoteAddress })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().value
}
const lastAudit = async (action: string) => {
  const row = await t.db
    .selectFrom('auditLog')
    .select([sql<string>`before::text`.as('before'), sql<string>`after::text`.as('after')])
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow()
  return { before: JSON.parse(row.before), after: JSON.parse(row.after) }
}
const paths = (res: { json(): { details?: { path: string }[] } }) => (res.json().details ?? []).map((d) => d.path)

/** A good body of every group, and a bad one with the field errors it must give (the schema names its first). */
const GROUPS: Record<
  string,
  {
    key: keyof BrandRules
    good: object
    bad: object
    errors: string[]
    seen?: (status: Record<string, unknown>) => unknown
  }
> = {
  'customer-service': {
    key: 'customerService',
    good: { url: 'https://chat.example.test/desk', vipUrl: '/vip-desk', popupWidth: 500, popupHeight: 700 },
    bad: { url: 'https://chat.example.test', vipUrl: null, popupWidth: 10, popupHeight: 700 },
    errors: ['/body/popupWidth'],
    seen: (status) => status.customerService,
  },
  analytics: {
    key: 'analytics',
    good: { gtagId: 'G-ABC123XYZ' },
    bad: { gtagId: '<script>' },
    errors: ['/body/gtagId'],
    seen: (status) => status.analytics,
  },
  'domain-routes': {
    key: 'domainRoutes',
    good: { routes: [{ url: 'https://alt1.example.test' }, { url: 'http://localhost:8080' }] },
    bad: { routes: [{ url: 'https://alt1.example.test' }, { url: 'https://alt1.example.test/' }, { url: 'ftp://x' }] },
    errors: ['/body/routes/2/url'],
  },
  sessions: {
    key: 'sessions',
    good: {
      sessionIdleMinutes: 30,
      sessionMaxHours: 12,
      passwordMaxAgeDays: 90,
      newIpVerification: true,
      trialBalance: '500000',
    },
    bad: {
      sessionIdleMinutes: 30,
      sessionMaxHours: 12,
      passwordMaxAgeDays: 90,
      newIpVerification: true,
      trialBalance: '99999999999999',
    },
    errors: ['/body/trialBalance'],
  },
}

describe.each(Object.entries(GROUPS))('PUT %s', (group, c) => {
  it('saves the group, audits it before and after, and the site sees it at once', async () => {
    const before = await read()
    const res = await put(group, c.good)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().value[c.key]).toEqual(c.good)
    const audit = await lastAudit(`brand.${c.key}`)
    expect(audit.before).toEqual(before[c.key])
    expect(audit.after).toEqual(c.good)
    if (c.seen) expect(c.seen(await site('/wps/system/status'))).toEqual(c.good)
  })

  it('refuses bad input with field errors and saves nothing', async () => {
    const before = await read()
    const res = await put(group, c.bad)
    expect(res.json().code).toBe('validation_failed')
    for (const path of c.errors)
      expect(
        paths(res).some((p: string) => p.startsWith(path)),
        path,
      ).toBe(true)
    expect(await read()).toEqual(before)
  })

  it('answers not_found for another brand and leaves it as it was', async () => {
    const before = await read(other, otherOps)
    expect((await put(group, c.good, ops, other)).json().code).toBe('not_found')
    expect(await read(other, otherOps)).toEqual(before)
  })
})

describe('failover addresses', () => {
  it('are served to the site in order, and one address is not listed twice', async () => {
    await put('domain-routes', GROUPS['domain-routes']!.good)
    const { routes } = await site('/wps/system/domainRoute')
    expect(routes.map((r: { url: string }) => r.url)).toEqual(['https://alt1.example.test', 'http://localhost:8080'])
    const twice = await put('domain-routes', { routes: [{ url: 'https://a.test' }, { url: 'https://a.test/' }] })
    expect(paths(twice)).toEqual(['/body/routes/1/url'])
  })
})

describe('sessions', () => {
  it('refuses an idle time longer than the longest session', async () => {
    const res = await put('sessions', { ...GROUPS.sessions!.good, sessionIdleMinutes: 600, sessionMaxHours: 2 })
    expect(paths(res)).toEqual(['/body/sessionIdleMinutes'])
  })

  it('starts a free-play account with the new balance', async () => {
    await put('sessions', { ...GROUPS.sessions!.good, trialBalance: '123400' })
    const trial = await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay' })
    expect(trial.statusCode, trial.body).toBe(200)
    const merchant = await t.db.selectFrom('merchants').select('trialBalance').where('id', '=', demo).executeTakeFirst()
    expect(String(merchant?.trialBalance)).toBe('123400')
  })
})

describe('access', () => {
  const open = {
    maintenance: false,
    maintenanceEnd: null,
    restrictedCountries: [],
    restrictedIps: [],
    minimumAge: 18,
    birthdayMinimumAge: 21,
  }

  it('puts the site in maintenance with its end time, and lifts it', async () => {
    const end = '2030-01-01T04:00:00.000Z'
    const res = await put('access', { ...open, maintenance: true, maintenanceEnd: end })
    expect(res.statusCode, res.body).toBe(200)
    let status = await site('/wps/system/status')
    expect(status).toMatchObject({ status: 1, maintenance: true, maintenanceEnd: end })
    // The console keeps working while the site is down.
    expect((await read()).access.maintenance).toBe(true)
    const audit = await lastAudit('brand.access')
    expect(audit.after).toMatchObject({ maintenance: true, maintenanceEnd: end })
    await put('access', open)
    status = await site('/wps/system/status')
    expect(status).toMatchObject({ status: 0, maintenance: false, maintenanceEnd: null })
  })

  it('restricts countries and address ranges, and the ages reach the registration settings', async () => {
    const res = await put('access', {
      ...open,
      restrictedCountries: ['US', 'SG'],
      restrictedIps: ['203.0.113.0/24', '2001:db8::/32'],
      minimumAge: 20,
      birthdayMinimumAge: 25,
    })
    expect(res.statusCode, res.body).toBe(200)
    expect((await site('/wps/system/status', '203.0.113.9')).status).toBe(2)
    expect((await site('/wps/system/status', '198.51.100.9')).status).toBe(0)
    expect(await site('/wps/system/setting/register')).toMatchObject({ minimumAge: 20, birthdayMinimumAge: 25 })
    await put('access', open)
  })

  it('refuses unknown countries, bad addresses and an end time without maintenance, saving nothing', async () => {
    const before = await read()
    const res = await put('access', {
      ...open,
      maintenanceEnd: '2030-01-01T00:00:00.000Z',
      restrictedCountries: ['ZZ', 'US', 'US'],
      restrictedIps: ['10.0.0.0/33', 'not-an-ip', '10.1.2.3'],
    })
    expect(res.json().code).toBe('validation_failed')
    expect(paths(res)).toEqual(
      expect.arrayContaining([
        '/body/maintenanceEnd',
        '/body/restrictedCountries/0',
        '/body/restrictedCountries/2',
        '/body/restrictedIps/0',
        '/body/restrictedIps/1',
      ]),
    )
    expect(paths(res)).not.toContain('/body/restrictedIps/2')
    expect(await read()).toEqual(before)
  })

  it('answers not_found for another brand and leaves it open', async () => {
    const res = await put('access', { ...open, maintenance: true }, ops, other)
    expect(res.json().code).toBe('not_found')
    expect((await read(other, otherOps)).access.maintenance).toBe(false)
  })
})
