import { StatusValueSchema } from '@sea/contract'
import { Compile } from 'typebox/compile'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/test-app'
import * as merchants from '../merchant/merchant.repository'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ trustProxy: ['127.0.0.1'] })
})
afterAll(() => t.close())

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers })

async function demoId() {
  const id = await merchants.findMerchantIdByCode(t.db, 'demo')
  if (id === null) throw new Error('demo merchant missing')
  return id
}

describe('GET /wps/system/status', () => {
  it('answers the demo brand for its host with status 0', async () => {
    const res = await get('/wps/system/status?url=localhost')
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.success).toBe(true)
    expect(body.value.status).toBe(0)
    expect(body.value.merchant).toMatchObject({ code: 'demo', name: 'Lotus Play', defaultLanguage: 'MY' })
    expect(body.value.whitelabel.DIRECTREG3).toBe(true)
    expect(body.value.whitelabel.LOGINED_TO_HOME_PAGE).toBe(false)
    expect(body.value.registerRules).toHaveLength(26)
    expect(body.value.registerRules[0]).toMatchObject({ field: 'username', enabled: true, required: true })
    expect(body.value.resources.map((r: { resourceType: string }) => r.resourceType)).toContain('TELEGRAM')
    expect(body.value).toMatchObject({ maintenance: false, regionRestriction: false, maintenanceEnd: null })
    expect(body.value.location).toEqual({ ip: '127.0.0.1', country: null })
  })

  it('answers exactly the contract schema (it is serialised by hand for speed)', async () => {
    const check = Compile(StatusValueSchema)
    for (const headers of [{}, { 'x-forwarded-for': '8.8.8.8' }] as Record<string, string>[]) {
      const value = (await get('/wps/system/status?url=localhost', headers)).json().value
      expect([...check.Errors(value)]).toEqual([])
      const keys = Object.keys(StatusValueSchema.properties)
      expect(Object.keys(value).sort()).toEqual(keys.sort())
    }
  })

  it('resolves a full URL, and refuses a host no brand lists (decision 035)', async () => {
    const full = await get('/wps/system/status?url=' + encodeURIComponent('http://demo.localhost:5173/home'))
    expect(full.json().value.merchant.code).toBe('demo')
    const unknown = await get('/wps/system/status', { host: 'unknown.example' })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().code).toBe('merchant_not_found')
  })

  it('reports maintenance with its end time, and maintenance wins over restriction', async () => {
    const id = await demoId()
    const end = new Date('2030-01-01T04:00:00Z')
    await merchants.setMaintenance(t.db, id, true, end)
    await merchants.setRegionRestriction(t.db, id, ['US'], [])
    try {
      const body = (await get('/wps/system/status?url=localhost', { 'x-forwarded-for': '8.8.8.8' })).json()
      expect(body.value).toMatchObject({ status: 1, maintenance: true, regionRestriction: true })
      expect(body.value.maintenanceEnd).toBe(end.toISOString())
    } finally {
      await merchants.setMaintenance(t.db, id, false, null)
      await merchants.setRegionRestriction(t.db, id, [], [])
    }
  })

  it('restricts by country of the client IP and by IP range', async () => {
    const id = await demoId()
    await merchants.setRegionRestriction(t.db, id, ['US'], ['203.0.113.0/24'])
    try {
      const us = (await get('/wps/system/status', { 'x-forwarded-for': '8.8.8.8' })).json().value
      expect(us).toMatchObject({ status: 2, regionRestriction: true, location: { ip: '8.8.8.8', country: 'US' } })
      const listed = (await get('/wps/system/status', { 'x-forwarded-for': '203.0.113.9' })).json().value
      expect(listed.status).toBe(2)
      const thai = (await get('/wps/system/status', { 'x-forwarded-for': '1.46.0.1' })).json().value
      expect(thai).toMatchObject({ status: 0, location: { country: 'TH' } })
    } finally {
      await merchants.setRegionRestriction(t.db, id, [], [])
    }
  })

  it('answers a malformed query with a 400 envelope naming the field', async () => {
    for (const query of ['url=', 'url=a%20b', `url=${'x'.repeat(2100)}`, 'url=http%3A%2F%2F%5Bbad']) {
      const res = await get(`/wps/system/status?${query}`)
      expect(res.statusCode, query).toBe(400)
      const body = res.json()
      expect(body).toMatchObject({ success: false, code: 'validation_failed' })
      expect(body.details[0].path).toBe('/querystring/url')
    }
  })
})

describe('X-Forwarded-For', () => {
  it('is ignored unless the peer is a trusted proxy', async () => {
    const untrusting = await createTestApp({ trustProxy: false })
    try {
      const res = await untrusting.app.inject({
        method: 'GET',
        url: '/wps/system/status',
        headers: { 'x-forwarded-for': '8.8.8.8' },
      })
      expect(res.json().value.location.ip).toBe('127.0.0.1')
    } finally {
      await untrusting.close()
    }
  })
})

describe('other system calls', () => {
  it('whitelabel returns the settings tree', async () => {
    const value = (await get('/wps/system/whitelabel?url=localhost')).json().value
    const register = value.menu.find((node: { modId: string }) => node.modId === 'REGISTER')
    expect(register).toMatchObject({ enabled: '1' })
    expect(register.childrenNodes).toContainEqual({ modId: 'DIRECTREG3', enabled: '1', childrenNodes: [] })
    const login = value.menu.find((node: { modId: string }) => node.modId === 'LOGIN')
    expect(login.childrenNodes).toContainEqual({ modId: 'GOOGLE_LOGIN', enabled: '0', childrenNodes: [] })
  })

  it('register settings list 24 patterns with messages in the asked language', async () => {
    const en = (await get('/wps/system/setting/register?language=EN')).json().value
    expect(en.patterns.map((p: { patternId: number }) => p.patternId)).toEqual([...Array(24).keys()])
    expect(en).toMatchObject({ minimumAge: 18, birthdayMinimumAge: 21, defaultCountryCode: 'MY' })
    const th = (await get('/wps/system/setting/register?language=TH')).json().value
    expect(th.patterns[1].message).not.toBe(en.patterns[1].message)
    const bad = await get('/wps/system/setting/register?language=XX')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().details[0].path).toBe('/querystring/language')
  })

  it('every registration rule compiles and accepts what its pattern accepts', async () => {
    const { rules } = (await get('/wps/system/setting/register')).json().value
    for (const rule of rules) expect(() => new RegExp(rule.acceptedPattern, 'u'), rule.field).not.toThrow()
    const username = rules.find((r: { field: string }) => r.field === 'username')
    expect(new RegExp(username.acceptedPattern, 'u').test('player01')).toBe(true)
    expect(new RegExp(username.acceptedPattern, 'u').test('01player')).toBe(false)
  })

  it('help centre serves the terms anchor in each language, in the merchant default when unasked', async () => {
    const mine = (await get('/wps/system/helpCenter')).json().value
    expect(mine.language).toBe('MY')
    const en = (await get('/wps/system/helpCenter?language=EN')).json().value
    const anchors = en.categories.flatMap((c: { articles: { anchor: string }[] }) => c.articles.map((a) => a.anchor))
    expect(anchors).toContain('term')
    expect(en.categories[0].articles[0].contentHtml).toContain('Lotus Play')
  })

  it('countries come with dialing codes, South-East Asia first, names translated', async () => {
    const en = (await get('/wps/system/countries?language=EN')).json().value.countries
    expect(en[0]).toEqual({ countryCode: 'MY', countryDialingCode: '60', name: 'Malaysia' })
    expect(en.length).toBeGreaterThan(200)
    const th = (await get('/wps/system/countries?language=TH')).json().value.countries
    expect(th[0].name).toBe('มาเลเซีย')
  })

  it('draws QR codes of resource links, absolute against the site origin', async () => {
    const status = (await get('/wps/system/status')).json().value
    const ios = status.resources.find((r: { resourceType: string }) => r.resourceType === 'APP_IOS')
    expect(ios.qrCodeUrl).toBe('/wps/system/qrCode?resourceType=APP_IOS')
    const res = await get(ios.qrCodeUrl, { host: 'demo.localhost:8080' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/)
    expect(res.body).toMatch(/^<svg[\s\S]*<\/svg>$/)
    expect(res.body.length).toBeGreaterThan(500)
    const bad = await get('/wps/system/qrCode?resourceType=NOPE')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().code).toBe('validation_failed')
  })

  it('domain routes list the brand domains with speed', async () => {
    const value = (await get('/wps/system/domainRoute')).json().value
    expect(value.routes[0]).toMatchObject({ url: expect.stringMatching(/^https?:\/\//), speed: expect.any(Number) })
  })
})
