import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test/test-app'

// A built site as `npm run build` leaves it: hashed assets with brotli and gzip copies beside them.
const SCRIPT = `console.log(${JSON.stringify('lotus '.repeat(400))})\n`
const INDEX = `<!doctype html><html><head><title>Lotus</title></head><body>${'<p>lotus</p>'.repeat(100)}</body></html>`
const ASSET = '/assets/index-AbC123.js'
const IMMUTABLE = 'public, max-age=31536000, immutable'

let t: TestApp
let webDir: string
beforeAll(async () => {
  webDir = await mkdtemp(join(tmpdir(), 'sea-web-'))
  await mkdir(join(webDir, 'assets'))
  const files: [string, string][] = [
    ['index.html', INDEX],
    [ASSET.slice(1), SCRIPT],
    ['assets/plain-XyZ789.js', SCRIPT], // no compressed copies: an older build
  ]
  for (const [name, text] of files) await writeFile(join(webDir, name), text)
  for (const name of ['index.html', ASSET.slice(1)]) {
    await writeFile(join(webDir, `${name}.br`), brotliCompressSync(name === 'index.html' ? INDEX : SCRIPT))
    await writeFile(join(webDir, `${name}.gz`), gzipSync(name === 'index.html' ? INDEX : SCRIPT))
  }
  t = await createTestApp({ webDir })
})
afterAll(async () => {
  await t.close()
  await rm(webDir, { recursive: true, force: true })
})

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} })

describe('the web app: precompressed files and caching', () => {
  it('sends the brotli copy of a hashed asset to a browser, cached for a year', async () => {
    const res = await get(ASSET, 'gzip, deflate, br, zstd')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-type']).toMatch(/^(?:text|application)\/javascript/)
    expect(res.headers['cache-control']).toBe(IMMUTABLE)
    expect(res.headers.vary).toMatch(/accept-encoding/i)
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT)
  })

  it('sends the gzip copy to a client without brotli, and the file itself to one without either', async () => {
    const gzipped = await get(ASSET, 'gzip')
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(SCRIPT)
    expect(gzipped.headers['cache-control']).toBe(IMMUTABLE)
    const plain = await get(ASSET)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(SCRIPT)
    expect(plain.headers.vary).toMatch(/accept-encoding/i) // a shared cache must not hand this to a browser
  })

  it('falls back to the file when the build wrote no compressed copy', async () => {
    const res = await get('/assets/plain-XyZ789.js', 'br, gzip')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.body).toBe(SCRIPT)
    expect(res.headers['cache-control']).toBe(IMMUTABLE)
  })

  it('sends index.html compressed but never cached, at / and for client-side routes', async () => {
    for (const url of ['/', '/lottery/results', '/register.html']) {
      const res = await get(url, 'br')
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-encoding']).toBe('br')
      expect(res.headers['content-type']).toMatch(/^text\/html/)
      expect(res.headers['cache-control']).toBe('no-cache')
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX)
    }
  })

  it('still answers API paths and missing assets with a 404 envelope', async () => {
    for (const url of ['/wps/nothing', '/assets/missing-000.js']) {
      const res = await get(url, 'br')
      expect(res.statusCode).toBe(404)
      expect(res.json()).toMatchObject({ success: false, code: 'not_found' })
    }
  })
})
