import { PUBLIC } from '@sea/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AppError } from '../lib/app-error'
import { createTestApp, type TestApp } from '../test/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      resolvePrincipal: async (request) => ({
        role:
          request.headers['x-test-role'] === 'trial'
            ? 'trial'
            : request.headers['x-test-role'] === 'member'
              ? 'member'
              : 'visitor',
      }),
    },
  )
  t.app.get('/wps/test/boom', { config: { access: PUBLIC } }, async () => {
    throw new Error('connection string postgres://secret@db leaked')
  })
  t.app.get('/wps/test/conflict', { config: { access: PUBLIC } }, async () => {
    throw new AppError('conflict', 'Username taken')
  })
  t.app.post('/wps/test/echo', { config: { access: PUBLIC } }, async (request) => ({
    success: true,
    value: request.body,
  }))
  t.app.get('/wps/test/members', { config: { access: ['member', 'agent'] } }, async () => ({ success: true, value: 1 }))
  await t.app.ready()
})
afterAll(() => t.close())

describe('the envelope and error mapping', () => {
  it('answers unknown API paths with a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/nothing/here' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ success: false, code: 'not_found' })
  })

  it('hides the text of a 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/test/boom' })
    expect(res.statusCode).toBe(500)
    expect(res.json()).toEqual({ success: false, code: 'internal', message: 'Internal error' })
    expect(res.body).not.toContain('secret')
  })

  it('maps an AppError to its status and code', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/test/conflict' })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ success: false, code: 'conflict', message: 'Username taken' })
  })

  it('answers broken JSON, wrong media types and oversized bodies with codes', async () => {
    const json = { 'content-type': 'application/json' }
    const broken = await t.app.inject({ method: 'POST', url: '/wps/test/echo', headers: json, payload: '{"a":' })
    expect(broken.statusCode).toBe(400)
    expect(broken.json().code).toBe('invalid_json')
    const xml = await t.app.inject({
      method: 'POST',
      url: '/wps/test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    })
    expect(xml.statusCode).toBe(415)
    expect(xml.json().code).toBe('unsupported_media_type')
    const big = await t.app.inject({
      method: 'POST',
      url: '/wps/test/echo',
      headers: json,
      payload: JSON.stringify({ a: 'x'.repeat(3 * 1024 * 1024) }),
    })
    expect(big.statusCode).toBe(413)
    expect(big.json().code).toBe('payload_too_large')
  })
})

describe('access rules', () => {
  it('refuses to register a route that declares no access rule', async () => {
    const fresh = await createTestApp()
    try {
      expect(() => fresh.app.get('/wps/test/undeclared', async () => 'x')).toThrow(/declares no access rule/)
    } finally {
      await fresh.close()
    }
  })

  it('lets each role through only where the route admits it', async () => {
    const as = (role: string) =>
      t.app.inject({ method: 'GET', url: '/wps/test/members', headers: { 'x-test-role': role } })
    expect((await as('member')).statusCode).toBe(200)
    const visitor = await as('visitor')
    expect(visitor.statusCode).toBe(401)
    expect(visitor.json().code).toBe('unauthorized')
    const trial = await as('trial')
    expect(trial.statusCode).toBe(403)
    expect(trial.json().code).toBe('in_need_true_account')
  })
})

describe('cross-cutting headers and docs', () => {
  it('sets API security headers and a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/system/domainRoute' })
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'content-security-policy': "frame-ancestors 'none'",
      'x-frame-options': 'DENY',
      'cache-control': 'no-store',
    })
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    const given = await t.app.inject({
      method: 'GET',
      url: '/wps/system/domainRoute',
      headers: { 'x-request-id': 'lb-123' },
    })
    expect(given.headers['x-request-id']).toBe('lb-123')
  })

  it('gives documents the full policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/some/page' })
    expect(res.headers['content-security-policy']).toContain("default-src 'self'")
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN')
  })

  it('serves OpenAPI generated from the contract', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' })
    expect(res.statusCode).toBe(200)
    const spec = res.json()
    expect(spec.openapi).toMatch(/^3\./)
    expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/wps/system/status', '/wps/captcha']))
    expect((await t.app.inject({ method: 'GET', url: '/docs' })).statusCode).toBeLessThan(400)
  })
})
