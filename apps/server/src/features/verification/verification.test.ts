import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { knownCaptcha } from '../../test/accounts'
import { createTestApp, type TestApp } from '../../test/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const sms = (url: 'register' | 'noLogin', ip: string, mobile: string, extra: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/wps/verification/sms/${url}`,
    remoteAddress: ip,
    payload:
      url === 'register'
        ? { mobileNo: mobile, countryDialingCode: '60', ...extra }
        : { mobileNum: mobile, countryDialingCode: '60', ...extra },
  })

describe('SMS sends ask for a captcha after a few', () => {
  it('per address: three numbers freely, the fourth with a captcha, each captcha once', async () => {
    const ip = '198.51.100.7'
    for (const mobile of ['0171110001', '0171110002', '0171110003'])
      expect((await sms('register', ip, mobile)).statusCode).toBe(200)

    const fourth = await sms('noLogin', ip, '0171110004')
    expect(fourth.statusCode).toBe(400)
    expect(fourth.json()).toMatchObject({ code: 'captcha_required', details: [{ path: '/body/captcha' }] })
    const wrong = await sms('noLogin', ip, '0171110004', { ...(await knownCaptcha(t)), captcha: 'WRONG' })
    expect(wrong.json().code).toBe('captcha_invalid')
    const solved = await knownCaptcha(t)
    expect((await sms('noLogin', ip, '0171110004', solved)).json()).toEqual({
      success: true,
      value: { expiredMinutes: 5 },
    })
    expect((await sms('register', ip, '0171110005', solved)).json().code).toBe('captcha_invalid')
    // Another address is not held back by this one.
    expect((await sms('register', '198.51.100.8', '0171110006')).statusCode).toBe(200)
  })

  it('per number: three sends from anywhere, then a captcha from any address', async () => {
    const mobile = '0172220001'
    expect((await sms('register', '203.0.113.21', mobile)).statusCode).toBe(200)
    expect((await sms('noLogin', '203.0.113.22', mobile, { purpose: 'login' })).statusCode).toBe(200)
    expect((await sms('noLogin', '203.0.113.23', mobile, { purpose: 'reset' })).statusCode).toBe(200)
    // Past the one-a-minute rule without waiting: the sends are made two minutes old.
    await sql`UPDATE verification_codes SET created_at = created_at - interval '2 minutes' WHERE destination = '+60172220001'`.execute(
      t.db,
    )

    expect((await sms('register', '203.0.113.24', mobile)).json().code).toBe('captcha_required')
    expect((await sms('register', '203.0.113.24', mobile, await knownCaptcha(t))).statusCode).toBe(200)
  })
})
