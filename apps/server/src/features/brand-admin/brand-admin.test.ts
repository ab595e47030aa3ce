import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PNG } from '../../test/brands'
import { demoMerchantId, otherMerchant } from '../../test/home'
import { operatorSession } from '../../test/operators'
import { createTestApp, type TestApp } from '../../test/test-app'

let t: TestApp
let dir: string
let demo: number
let other: number
let owner: Record<string, string>
let demoOwner: Record<string, string>
let auditor: Record<string, string>
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sea-brands-'))
  await mkdir(join(dir, 'web'))
  await mkdir(join(dir, 'admin'))
  await writeFile(join(dir, 'web', 'index.html'), '<!doctype html><title>site</title><div id="root"></div>')
  await writeFile(join(dir, 'admin', 'index.html'), '<!doctype html><title>console</title><div id="console"></div>')
  // A long settings cache: what the site sees after a change is the saving instance's invalidation.
  t = await createTestApp({
    settingsCacheMs: 600_000,
    webDir: join(dir, 'web'),
    adminDir: join(dir, 'admin'),
    adminHost: 'console.install.test',
    dataDir: join(dir, 'data'),
  })
  demo = await demoMerchantId(t)
  other = await otherMerchant(t, 'other.test')
  owner = (await operatorSession(t, null)).headers
  demoOwner = (await operatorSession(t, demo)).headers
  auditor = (await operatorSession(t, demo, ['auditor'])).headers
})
afterAll(async () => {
  await t.close()
  await rm(dir, { recursive: true, force: true })
})

type Method = 'GET' | 'POST' | 'PUT'
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: `/wps/operator/brands${url}`, headers, ...(payload === undefined ? {} : { payload }) })
const ok = async (method: Method, url: string, headers: Record<string, string>, payload?: object) => {
  const res = await call(method, url, headers, payload)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().value
}
const fieldErrors = async (res: Awaited<ReturnType<typeof call>>) => {
  expect(res.statusCode, res.body).toBe(400)
  expect(res.json().code).toBe('validation_failed')
  return (res.json().details as { path: string; message: string }[]).map((d) => d.path)
}
const status = async (host: string) =>
  (await t.app.inject({ method: 'GET', url: '/wps/system/status', headers: { host } })).json().value
const auditRows = (action: string, merchantId: number) =>
  t.db
    .selectFrom('auditLog')
    .select(['before', 'after', 'target'])
    .where('action', '=', action)
    .where('merchantId', '=', merchantId)
    .orderBy('id')
    .execute()
const merchantRow = (id: number) =>
  t.db.selectFrom('merchants').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

const LOTUS = {
  code: 'lotus',
  name: 'Lotus Play',
  currency: 'MYR',
  timezone: 'Asia/Kuala_Lumpur',
  languages: ['EN', 'MY'],
  defaultLanguage: 'MY',
  domains: [
    { domain: 'lotus.test', kind: 'site', primary: true },
    { domain: 'www.lotus.test', kind: 'site', primary: false },
    { domain: 'ops.lotus.test', kind: 'console', primary: false },
  ],
}

describe('the brand list', () => {
  it('shows the brands in the operator’s scope only', async () => {
    const all = await ok('GET', '', owner)
    expect(all.map((b: { id: number }) => b.id)).toEqual(expect.arrayContaining([demo, other]))
    const own = await ok('GET', '', auditor)
    expect(own).toEqual([expect.objectContaining({ id: demo, code: 'demo', primaryDomain: 'localhost' })])
    expect(own[0]).toMatchObject({ currency: expect.any(String), members: expect.any(Number), maintenance: false })
  })

  it('answers not_found for another brand’s page to a brand’s operator', async () => {
    expect((await call('GET', `/${other}`, demoOwner)).json().code).toBe('not_found')
    expect((await ok('GET', `/${demo}`, auditor)).domains).toContainEqual({
      domain: 'localhost',
      kind: 'site',
      primary: true,
    })
  })
})

describe('a new brand', () => {
  it('is created by an installation-wide operator only, audited, and served at once', async () => {
    expect((await call('POST', '', demoOwner, LOTUS)).json().code).toBe('forbidden')
    const created = await ok('POST', '', owner, LOTUS)
    expect(created).toMatchObject({ code: 'lotus', currency: 'MYR', general: { defaultLanguage: 'MY' } })
    expect(created.domains).toHaveLength(3)
    expect((await status('www.lotus.test')).merchant).toMatchObject({ code: 'lotus', faviconUrl: null })
    // A console domain serves no site.
    expect(
      (await t.app.inject({ method: 'GET', url: '/wps/system/status', headers: { host: 'ops.lotus.test' } })).json()
        .code,
    ).toBe('merchant_not_found')
    const [row] = await auditRows('brand.create', created.id)
    expect(row?.before).toBeNull()
    expect(row?.after).toMatchObject({ code: 'lotus', templateMerchantId: null })
    const flags = await t.db.selectFrom('merchantFlags').selectAll().where('merchantId', '=', created.id).execute()
    expect(flags.find((f) => f.flag === 'FREE_PLAY')?.enabled).toBe(false)
  })

  it('refuses bad input with field errors and saves nothing', async () => {
    const before = await t.db.selectFrom('merchants').select('id').execute()
    const cases: [Record<string, unknown>, string][] = [
      [{ code: 'Bad Code' }, '/body/code'],
      [{ code: 'demo' }, '/body/code'],
      [{ currency: 'RINGGIT' }, '/body/currency'],
      [{ timezone: 'Mars/Olympus' }, '/body/timezone'],
      [{ defaultLanguage: 'TH' }, '/body/defaultLanguage'],
      [{ domains: [{ domain: 'other.test', kind: 'site', primary: true }] }, '/body/domains/0/domain'],
      [{ domains: [{ domain: 'a.test', kind: 'site', primary: false }] }, '/body/domains'],
      [{ domains: [{ domain: 'a.test', kind: 'console', primary: true }] }, '/body/domains'],
      [{ domains: [{ domain: 'http://a.test', kind: 'site', primary: true }] }, '/body/domains/0/domain'],
      [{ templateMerchantId: 999_999 }, '/body/templateMerchantId'],
    ]
    for (const [change, path] of cases) {
      const res = await call('POST', '', owner, {
        ...LOTUS,
        code: 'fresh',
        domains: [{ domain: 'fresh.test', kind: 'site', primary: true }],
        ...change,
      })
      expect(await fieldErrors(res), JSON.stringify(change)).toContain(path)
    }
    const taken = await call('POST', '', owner, {
      ...LOTUS,
      code: 'fresh',
      domains: [{ domain: 'other.test', kind: 'site', primary: true }],
    })
    expect(taken.json().details[0].message).toContain('other.test')
    expect(await t.db.selectFrom('merchants').select('id').execute()).toEqual(before)
  })

  it('copies a template’s policy, never its members, money, content or domains', async () => {
    const bank = await t.db.selectFrom('banks').select(['code']).where('merchantId', '=', demo).execute()
    await t.db
      .insertInto('merchantIdentityRules')
      .values({ merchantId: demo, withdrawalAbove: 500_000n, withdrawalTotalAbove: null, limitRaise: true })
      .onConflict((oc) => oc.column('merchantId').doUpdateSet({ withdrawalAbove: 500_000n, limitRaise: true }))
      .execute()
    const created = await ok('POST', '', owner, {
      ...LOTUS,
      code: 'lotus2',
      currency: 'THB',
      domains: [{ domain: 'lotus2.test', kind: 'site', primary: true }],
      templateMerchantId: demo,
    })
    const id = created.id as number
    const of = async (
      table: 'merchantFlags' | 'registerRules' | 'merchantVendors' | 'banks' | 'merchantResources',
      merchantId: number,
    ) =>
      (await t.db.selectFrom(table).selectAll().where('merchantId', '=', merchantId).execute())
        .map((row) => {
          const { merchantId: _m, id: _id, ...rest } = row as Record<string, unknown>
          return JSON.stringify(rest)
        })
        .sort()
    for (const table of ['merchantFlags', 'registerRules', 'merchantVendors', 'banks', 'merchantResources'] as const)
      expect(await of(table, id), table).toEqual(await of(table, demo))
    expect(bank.length).toBeGreaterThan(0)
    const template = await merchantRow(demo)
    const copy = await merchantRow(id)
    expect(copy).toMatchObject({
      customerService: template.customerService,
      sessionIdleMinutes: template.sessionIdleMinutes,
      newIpVerification: template.newIpVerification,
      currency: 'THB',
    })
    for (const table of [
      'members',
      'ledgerAccounts',
      'depositChannels',
      'announcements',
      'withdrawalSettings',
    ] as const)
      expect(await t.db.selectFrom(table).select('merchantId').where('merchantId', '=', id).execute(), table).toEqual(
        [],
      )
    // Identity rules: whether a limit raise needs a verified identity, but no amount in another currency.
    const rules = (merchantId: number) =>
      t.db
        .selectFrom('merchantIdentityRules')
        .select(['withdrawalAbove', 'withdrawalTotalAbove', 'limitRaise'])
        .where('merchantId', '=', merchantId)
        .executeTakeFirst()
    expect(await rules(id)).toEqual({ withdrawalAbove: null, withdrawalTotalAbove: null, limitRaise: true })
    const same = await ok('POST', '', owner, {
      ...LOTUS,
      code: 'lotus3',
      currency: template.currency,
      domains: [{ domain: 'lotus3.test', kind: 'site', primary: true }],
      templateMerchantId: demo,
    })
    expect(await rules(same.id as number)).toEqual(await rules(demo))
    expect(created.domains).toEqual([{ domain: 'lotus2.test', kind: 'site', primary: true }])
    expect((await auditRows('brand.create', id))[0]?.after).toMatchObject({ templateMerchantId: demo })
  })
})

describe('settings groups', () => {
  it('general: saved whole, audited with that group, seen by the site at once', async () => {
    expect((await status('localhost')).merchant.name).not.toBe('Demo Renamed')
    const body = { name: 'Demo Renamed', timezone: 'Asia/Bangkok', languages: ['EN', 'TH'], defaultLanguage: 'TH' }
    const saved = await ok('PUT', `/${demo}/general`, demoOwner, body)
    expect(saved.general).toEqual(body)
    expect((await status('localhost')).merchant).toMatchObject({ name: 'Demo Renamed', defaultLanguage: 'TH' })
    const [row] = await auditRows('brand.general', demo)
    expect(Object.keys(row?.after ?? {})).toEqual(['general'])
    expect(row?.after).toEqual({ general: body })
    expect((row?.before as { general: { name: string } }).general.name).not.toBe('Demo Renamed')
  })

  it('general: bad input, another brand, a reader: refused, nothing saved', async () => {
    const before = await merchantRow(demo)
    const good = { name: 'X', timezone: 'Asia/Bangkok', languages: ['EN'], defaultLanguage: 'EN' }
    expect(
      await fieldErrors(await call('PUT', `/${demo}/general`, demoOwner, { ...good, defaultLanguage: 'TH' })),
    ).toContain('/body/defaultLanguage')
    expect(
      await fieldErrors(await call('PUT', `/${demo}/general`, demoOwner, { ...good, languages: ['EN', 'FR'] })),
    ).toContain('/body/languages/1')
    expect(
      await fieldErrors(await call('PUT', `/${demo}/general`, demoOwner, { ...good, timezone: 'Nowhere' })),
    ).toContain('/body/timezone')
    expect((await call('PUT', `/${other}/general`, demoOwner, good)).json().code).toBe('not_found')
    expect((await call('PUT', `/${demo}/general`, auditor, good)).json().code).toBe('forbidden')
    expect(await merchantRow(demo)).toEqual(before)
    expect((await merchantRow(other)).name).toBe('Other brand')
  })

  it('domains: replaced whole; taken, duplicate or primary-less lists refused', async () => {
    const before = await ok('GET', `/${other}`, owner)
    const cases: [unknown[], string][] = [
      [[{ domain: 'localhost', kind: 'site', primary: true }], '/body/domains/0/domain'],
      [
        [
          { domain: 'other.test', kind: 'site', primary: true },
          { domain: 'OTHER.test', kind: 'site', primary: false },
        ],
        '/body/domains/1/domain',
      ],
      [[{ domain: 'other.test', kind: 'console', primary: false }], '/body/domains'],
      [
        [
          { domain: 'other.test', kind: 'site', primary: true },
          { domain: 'b.other.test', kind: 'site', primary: true },
        ],
        '/body/domains',
      ],
      [[], '/body/domains'],
    ]
    for (const [domains, path] of cases)
      expect(
        await fieldErrors(await call('PUT', `/${other}/domains`, owner, { domains })),
        JSON.stringify(domains),
      ).toContain(path)
    expect(await ok('GET', `/${other}`, owner)).toEqual(before)

    const domains = [
      { domain: 'other.test', kind: 'site', primary: false },
      { domain: 'www.other.test', kind: 'site', primary: true },
      { domain: 'admin.other.test', kind: 'console', primary: false },
    ]
    const saved = await ok('PUT', `/${other}/domains`, owner, { domains })
    expect(saved.domains).toHaveLength(3)
    expect((await status('www.other.test')).merchant.code).toBe('othertest')
    const [row] = await auditRows('brand.domains', other)
    expect(row?.before).toEqual({ domains: [{ domain: 'other.test', kind: 'site', primary: false }] })
    expect((row?.after as { domains: unknown[] }).domains).toHaveLength(3)
    // The demo's list holds IPv4 and IPv6 hosts: saved back as it is read.
    const demoDomains = (await ok('GET', `/${demo}`, owner)).domains
    expect(demoDomains).toContainEqual({ domain: '::1', kind: 'site', primary: false })
    expect((await ok('PUT', `/${demo}/domains`, owner, { domains: demoDomains })).domains).toEqual(demoDomains)
  })

  it('a console domain serves the console and not the site, beside ADMIN_HOST', async () => {
    const get = (url: string, host: string) => t.app.inject({ method: 'GET', url, headers: { host } })
    expect((await get('/admin/', 'admin.other.test')).body).toContain('<div id="console">')
    expect((await get('/admin/', 'console.install.test')).body).toContain('<div id="console">')
    expect((await get('/admin/index.html', 'admin.other.test')).statusCode).toBe(200)
    for (const host of ['other.test', 'localhost']) {
      expect((await get('/admin/', host)).body, host).toContain('No site is configured')
      expect((await get('/admin/index.html', host)).statusCode, host).toBe(404)
    }
    const site = await get('/', 'admin.other.test')
    expect(site.statusCode).toBe(404)
    expect(site.body).toContain('No site is configured')
    expect((await get('/', 'other.test')).body).toContain('<div id="root">')
    // The Look tab's preview: the site may be framed by its brand's console domains and ADMIN_HOST only.
    const framed = await get('/', 'other.test')
    expect(framed.headers['content-security-policy']).toContain(
      "frame-ancestors 'self' admin.other.test:* console.install.test:*",
    )
    expect(framed.headers['x-frame-options']).toBeUndefined()
    const demoSite = await get('/', 'localhost')
    expect(demoSite.headers['content-security-policy']).toContain("frame-ancestors 'self' console.install.test:*;")
    expect(demoSite.headers['content-security-policy']).not.toContain('other.test')
    const api = await get('/wps/system/status', 'other.test')
    expect(api.headers['content-security-policy']).toBe("frame-ancestors 'none'")
    expect(api.headers['x-frame-options']).toBe('DENY')
  })

  it('theme: seven #rrggbb colours, seen by the site; anything else refused', async () => {
    const theme = {
      primary: '#112233',
      primaryContrast: '#FFFFFF',
      accent: '#aabbcc',
      background: '#000000',
      surface: '#101010',
      text: '#fafafa',
      muted: '#808080',
    }
    for (const bad of ['red', '#12345', '#1234567', 'url(x)', '#12345g'])
      expect(
        await fieldErrors(await call('PUT', `/${demo}/theme`, demoOwner, { ...theme, accent: bad })),
        bad,
      ).toContain('/body/accent')
    expect((await call('PUT', `/${other}/theme`, demoOwner, theme)).json().code).toBe('not_found')
    await ok('PUT', `/${demo}/theme`, demoOwner, theme)
    expect((await status('localhost')).merchant.theme).toMatchObject({ primary: '#112233', primaryContrast: '#ffffff' })
    const [row] = await auditRows('brand.theme', demo)
    expect(Object.keys(row?.after ?? {})).toEqual(['theme'])
  })

  it('logo and favicon: PNG or JPEG by their bytes, within limits, served publicly', async () => {
    const upload = (kind: string, payload: Buffer, merchantId = demo, type = 'image/png') =>
      t.app.inject({
        method: 'POST',
        url: `/wps/operator/brands/${merchantId}/${kind}`,
        headers: { ...demoOwner, 'content-type': type },
        payload,
      })
    expect((await upload('favicon', Buffer.from('GIF89a not a png'))).json().code).toBe('unsupported_media_type')
    expect((await upload('favicon', Buffer.from('<svg onload="x()"/>'), demo, 'image/png')).json().code).toBe(
      'unsupported_media_type',
    )
    const big = Buffer.concat([PNG, Buffer.alloc(130 * 1024)])
    expect((await upload('favicon', big)).json().code).toBe('payload_too_large')
    expect((await upload('logo', PNG, other)).json().code).toBe('not_found')
    expect((await merchantRow(demo)).faviconUrl).toBeNull()

    const favicon = (await upload('favicon', PNG)).json().value.faviconUrl as string
    expect(favicon).toMatch(/^\/wps\/brand-files\/[A-Za-z0-9_-]{32}$/)
    expect((await upload('logo', big)).statusCode).toBe(200)
    expect((await status('localhost')).merchant.faviconUrl).toBe(favicon)
    const file = await t.app.inject({ method: 'GET', url: favicon, headers: { host: 'other.test' } })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('image/png')
    expect(file.headers['cache-control']).toContain('max-age=31536000')
    expect(file.rawPayload.equals(PNG)).toBe(true)
    expect((await t.app.inject({ method: 'GET', url: '/wps/brand-files/not-a-key' })).statusCode).toBe(400)
    expect((await t.app.inject({ method: 'GET', url: `/wps/brand-files/${'a'.repeat(32)}` })).json().code).toBe(
      'not_found',
    )
    const [row] = await auditRows('brand.favicon', demo)
    expect(row).toMatchObject({ before: { favicon: null }, after: { favicon } })
  })
})
