import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config'
import { createTestApp, type TestApp } from '../test/test-app'

// With the reference on (the default), http.test.ts reads /docs and /docs/json.
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ apiDocs: false })
})
afterAll(() => t.close())

describe('API_DOCS', () => {
  it('is on unless set to off, and nothing else', () => {
    expect(loadConfig({}).apiDocs).toBe(true)
    expect(loadConfig({ API_DOCS: 'on' }).apiDocs).toBe(true)
    expect(loadConfig({ API_DOCS: 'OFF' }).apiDocs).toBe(false)
    expect(() => loadConfig({ API_DOCS: 'no' })).toThrow('API_DOCS must be on or off')
  })

  it('off: no OpenAPI reference, no spec, no UI assets', async () => {
    for (const url of ['/docs', '/docs/json', '/docs/yaml', '/docs/static/index.html']) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(404)
      expect(res.json(), url).toMatchObject({ success: false, code: 'not_found' })
    }
    expect((await t.app.inject({ method: 'GET', url: '/wps/system/status?url=localhost' })).statusCode).toBe(200)
  })
})
