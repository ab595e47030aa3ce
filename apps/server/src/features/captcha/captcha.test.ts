import { randomBytes } from 'node:crypto'
import { PNG } from 'pngjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/test-app'
import { issueCaptcha, purgeExpiredCaptchas, verifyCaptcha } from './captcha.service'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const key = randomBytes(32)

describe('GET /wps/captcha', () => {
  it('returns a real PNG image and an id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/captcha' })
    expect(res.statusCode).toBe(200)
    const value = res.json().value
    expect(value.captchaId).toMatch(/^[0-9a-f-]{36}$/)
    expect(value.expiresInSeconds).toBe(120)
    const image = PNG.sync.read(Buffer.from(value.image, 'base64'))
    expect(image.width).toBeGreaterThan(100)
    const row = await t.db
      .selectFrom('captchas')
      .selectAll()
      .where('id', '=', value.captchaId)
      .executeTakeFirstOrThrow()
    // Only a keyed hash of the answer is stored.
    expect(row.answerHash).toMatch(/^[A-Za-z0-9+/]{43}=$/)
  })

  it('is rate limited per client', async () => {
    const fresh = await createTestApp()
    try {
      const codes: number[] = []
      for (let i = 0; i < 31; i++) {
        codes.push(
          (await fresh.app.inject({ method: 'GET', url: '/wps/captcha', remoteAddress: '10.9.9.9' })).statusCode,
        )
      }
      expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true)
      const limited = await fresh.app.inject({ method: 'GET', url: '/wps/captcha', remoteAddress: '10.9.9.9' })
      expect(limited.statusCode).toBe(429)
      expect(limited.json()).toMatchObject({ success: false, code: 'rate_limited' })
      const other = await fresh.app.inject({ method: 'GET', url: '/wps/captcha', remoteAddress: '10.9.9.10' })
      expect(other.statusCode).toBe(200)
    } finally {
      await fresh.close()
    }
  })
})

describe('verifyCaptcha', () => {
  it('accepts the right answer once, case-insensitively', async () => {
    const { captchaId } = await issueCaptcha(t.db, key, '127.0.0.1', 'AB3CD')
    expect(await verifyCaptcha(t.db, key, captchaId, ' ab3cd ')).toBe(true)
    expect(await verifyCaptcha(t.db, key, captchaId, 'AB3CD')).toBe(false)
  })

  it('spends the captcha on a wrong answer', async () => {
    const { captchaId } = await issueCaptcha(t.db, key, '127.0.0.1', 'XYZ23')
    expect(await verifyCaptcha(t.db, key, captchaId, 'XYZ24')).toBe(false)
    expect(await verifyCaptcha(t.db, key, captchaId, 'XYZ23')).toBe(false)
  })

  it('refuses expired, unknown and malformed ids, and a different key', async () => {
    const { captchaId } = await issueCaptcha(t.db, key, '127.0.0.1', 'PQRST')
    await t.db
      .updateTable('captchas')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('id', '=', captchaId)
      .execute()
    expect(await verifyCaptcha(t.db, key, captchaId, 'PQRST')).toBe(false)
    expect(await verifyCaptcha(t.db, key, '00000000-0000-0000-0000-000000000000', 'PQRST')).toBe(false)
    expect(await verifyCaptcha(t.db, key, 'not-a-uuid', 'PQRST')).toBe(false)
    const other = await issueCaptcha(t.db, key, '127.0.0.1', 'MNPQR')
    expect(await verifyCaptcha(t.db, randomBytes(32), other.captchaId, 'MNPQR')).toBe(false)
  })

  it('lets only one of two concurrent attempts through', async () => {
    const { captchaId } = await issueCaptcha(t.db, key, '127.0.0.1', 'HJKMN')
    const results = await Promise.all([1, 2, 3].map(() => verifyCaptcha(t.db, key, captchaId, 'HJKMN')))
    expect(results.filter(Boolean)).toHaveLength(1)
  })

  it('purges long-expired captchas', async () => {
    const { captchaId } = await issueCaptcha(t.db, key, '127.0.0.1', 'WXYZ2')
    await t.db
      .updateTable('captchas')
      .set({ expiresAt: new Date(Date.now() - 3_600_000) })
      .where('id', '=', captchaId)
      .execute()
    expect(await purgeExpiredCaptchas(t.db)).toBeGreaterThanOrEqual(1)
    const left = await t.db.selectFrom('captchas').select('id').where('id', '=', captchaId).executeTakeFirst()
    expect(left).toBeUndefined()
  })
})
