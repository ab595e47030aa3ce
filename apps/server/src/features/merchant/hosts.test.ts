import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app'
import { loadConfig } from '../../config'
import { createTestApp, testGeo, type TestApp } from '../../test/test-app'
import { createBrand } from './brand.service'
import { createMerchantDirectory } from './merchant.service'

/**
 * A Host no brand lists is refused (an envelope for the API, a plain page for the site) unless
 * DEFAULT_BRAND names a brand to answer it (decision 035). The demo brand serves localhost.
 */
let t: TestApp
let webDir: string
beforeAll(async () => {
  webDir = await mkdtemp(join(tmpdir(), 'sea-hosts-'))
  await writeFile(join(webDir, 'index.html'), '<!doctype html><title>Lotus</title><div id="root"></div>')
  t = await createTestApp({ webDir })
  await createBrand(t.db, {
    code: 'other',
    name: 'Other',
    domains: ['other.example'],
    currency: 'THB',
    timezone: 'Asia/Bangkok',
    languages: ['TH', 'EN'],
  })
})
afterAll(async () => {
  await t.close()
  await rm(webDir, { recursive: true, force: true })
})

const get = (url: string, host: string) => t.app.inject({ method: 'GET', url, headers: { host } })

describe('hosts no brand lists', () => {
  it('get the envelope error on /wps and /lgw', async () => {
    for (const url of ['/wps/system/status', '/wps/system/whitelabel', '/lgw/games/game_menus']) {
      for (const host of [
        'unknown.example',
        'unknown.example:8080',
        'localhost:@evil.example',
        'localhost.evil.example',
        'local host',
      ]) {
        const res = await get(url, host)
        expect(res.statusCode, `${url} ${host}`).toBe(404)
        expect(res.json(), `${url} ${host}`).toMatchObject({ success: false, code: 'merchant_not_found' })
      }
    }
    expect((await get('/wps/system/status', 'localhost:8080')).json().value.merchant.code).toBe('demo')
    expect((await get('/wps/system/status', 'Other.Example.')).json().value.merchant.code).toBe('other')
  })

  it('get a plain page instead of the site', async () => {
    for (const url of ['/', '/home', '/register.html']) {
      for (const host of ['unknown.example', 'localhost:@evil.example']) {
        const res = await get(url, host)
        expect(res.statusCode, `${url} ${host}`).toBe(404)
        expect(res.headers['content-type']).toMatch(/^text\/html/)
        expect(res.body).toContain('No site is configured for this address')
        expect(res.body).not.toContain('<script')
      }
      const site = await get(url, 'localhost')
      expect(site.statusCode).toBe(200)
      expect(site.body).toContain('<div id="root">')
    }
  })

  it('cannot use the `url` the site sends to reach another brand', async () => {
    const res = await get('/wps/system/status?url=other.example', 'localhost')
    expect(res.json()).toMatchObject({ success: false, code: 'merchant_not_found' })
    expect((await get('/wps/system/status?url=unknown.example', 'other.example')).json().code).toBe(
      'merchant_not_found',
    )
    expect((await get('/wps/system/status?url=other.example', 'other.example')).json().value.merchant.code).toBe(
      'other',
    )
    expect(
      (
        await get(`/wps/system/status?url=${encodeURIComponent('http://localhost:@other.example/')}`, 'localhost')
      ).json().code,
    ).toBe('validation_failed')
  })

  it('are answered by the brand DEFAULT_BRAND names, whose links use its primary domain', async () => {
    // A second app on the same database, as an installation with DEFAULT_BRAND=other.
    const config = loadConfig({ DEFAULT_BRAND: 'other' }, { logLevel: 'silent', webDir: null, settingsCacheMs: 0 })
    const answering = await buildApp({ config, db: t.db, geo: await testGeo(), appSecret: t.appSecret })
    const ask = (host: string) => answering.app.inject({ method: 'GET', url: '/wps/system/status', headers: { host } })
    try {
      expect((await ask('unknown.example')).json().value.merchant.code).toBe('other')
      expect((await ask('localhost')).json().value.merchant.code).toBe('demo')
      expect((await ask('localhost:@evil.example')).json().code).toBe('merchant_not_found')
    } finally {
      await answering.app.close()
    }
    const directory = createMerchantDirectory(t.db, 0, Date.now, 'other')
    expect((await directory.site({ host: 'unknown.example:8443', protocol: 'https' })).origin).toBe(
      'https://other.example:8443',
    )
    expect((await directory.site({ host: 'LOCALHOST', protocol: 'javascript' })).origin).toBe('http://localhost')
  })
})
