import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test/test-app'

// A built console and a built site side by side, as `npm run build` leaves them.
const ADMIN_INDEX = '<!doctype html><html><head><title>Console</title></head><body><div id="root"></div></body></html>'
const SITE_INDEX = '<!doctype html><html><head><title>Lotus</title></head><body></body></html>'
const ADMIN_ASSET = '/admin/assets/index-Ad1234.js'
const SCRIPT = 'console.log("console")\n'
const IMMUTABLE = 'public, max-age=31536000, immutable'

let root: string
let adminDir: string
let webDir: string
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'sea-admin-'))
  adminDir = join(root, 'admin')
  webDir = join(root, 'web')
  await mkdir(join(adminDir, 'assets'), { recursive: true })
  await mkdir(webDir)
  await writeFile(join(adminDir, 'index.html'), ADMIN_INDEX)
  await writeFile(join(adminDir, 'assets', 'index-Ad1234.js'), SCRIPT)
  await writeFile(join(adminDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  await writeFile(join(webDir, 'index.html'), SITE_INDEX)
})
afterAll(async () => {
  await rm(root, { recursive: true, force: true })
})

const get = (t: TestApp, url: string, host = 'localhost') => t.app.inject({ method: 'GET', url, headers: { host } })

describe('the console on every brand host (no ADMIN_HOST)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ webDir, adminDir })
  })
  afterAll(async () => t.close())

  it("answers the console's index.html, never cached, at /admin/ and any deeper path", async () => {
    for (const url of ['/admin/', '/admin/operators', '/admin/members/12/wallet?tab=1']) {
      const res = await get(t, url)
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-type']).toMatch(/^text\/html/)
      expect(res.headers['cache-control']).toBe('no-cache')
      expect(res.body).toBe(ADMIN_INDEX)
    }
  })

  it('sends /admin to /admin/ so that relative asset paths resolve', async () => {
    const res = await get(t, '/admin')
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe('/admin/')
  })

  it('caches hashed assets for a year and other files not at all', async () => {
    const asset = await get(t, ADMIN_ASSET)
    expect(asset.statusCode).toBe(200)
    expect(asset.body).toBe(SCRIPT)
    expect(asset.headers['cache-control']).toBe(IMMUTABLE)
    const icon = await get(t, '/admin/favicon.svg')
    expect(icon.statusCode).toBe(200)
    expect(icon.headers['cache-control']).toBe('no-cache')
  })

  it('answers a missing asset with a 404 envelope, not the page', async () => {
    const res = await get(t, '/admin/assets/missing-0000.js')
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ success: false, code: 'not_found' })
  })

  it("leaves the site's pages and the API alone", async () => {
    const site = await get(t, '/lottery/results')
    expect(site.statusCode).toBe(200)
    expect(site.body).toBe(SITE_INDEX)
    const api = await get(t, '/wps/admin/nothing')
    expect(api.statusCode).toBe(404)
    expect(api.json()).toMatchObject({ success: false, code: 'not_found' })
  })
})

describe('the console on its own host (ADMIN_HOST)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ webDir, adminDir, adminHost: 'console.example.com' })
  })
  afterAll(async () => t.close())

  it('answers on that host, whatever the port or the case', async () => {
    for (const host of ['console.example.com', 'Console.Example.com:8443']) {
      const page = await get(t, '/admin/operators', host)
      expect(page.statusCode, host).toBe(200)
      expect(page.body).toBe(ADMIN_INDEX)
      expect((await get(t, ADMIN_ASSET, host)).statusCode).toBe(200)
    }
  })

  it("answers a brand's host with the plain not-found page, its assets with a 404", async () => {
    for (const url of ['/admin/', '/admin/operators', '/admin']) {
      const res = await get(t, url)
      expect(res.statusCode, url).toBe(404)
      expect(res.body).toContain('Site not found')
      expect(res.body).not.toContain('Console')
    }
    const asset = await get(t, ADMIN_ASSET)
    expect(asset.statusCode).toBe(404)
    expect(asset.body).not.toBe(SCRIPT)
  })
})

describe('no built console', () => {
  it('answers /admin/ with the not-found page rather than the site', async () => {
    const t = await createTestApp({ webDir, adminDir: join(root, 'missing') })
    try {
      const res = await get(t, '/admin/operators')
      expect(res.statusCode).toBe(404)
      expect(res.body).toContain('Site not found')
    } finally {
      await t.close()
    }
  })
})
