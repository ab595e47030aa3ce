import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  bearer,
  callEncrypted,
  knownCaptcha,
  lastCodeSentTo,
  registerMember,
  registrationForm,
  uniqueName,
} from '../../test/accounts'
import { createTestApp, type TestApp } from '../../test/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const registerRaw = async (
  form: Record<string, unknown>,
  url = '/wps/member/register',
  headers: Record<string, string> = {},
) => callEncrypted(t, 'PUT', url, { ...(await knownCaptcha(t)), ...form }, headers)

describe('registration by username', () => {
  it('creates the member, logs them in and hashes the password', async () => {
    const { token, username } = await registerMember(t)
    const info = await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(token) })
    expect(info.statusCode).toBe(200)
    expect(info.json().value).toMatchObject({ account: username, type: 0, payeeName: 'Ahmad Razak', toUpline: null })
    const row = await t.db
      .selectFrom('members')
      .select('passwordHash')
      .where('username', '=', username)
      .executeTakeFirstOrThrow()
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
  })

  it('checks fields against the merchant rules, with the pattern message filled in', async () => {
    const res = await registerRaw({ ...registrationForm('9starts'), username: '9starts' }, undefined, {
      language: 'EN',
    })
    expect(res.statusCode).toBe(400)
    const body = res.json()
    expect(body.code).toBe('validation_failed')
    const problem = body.details.find((d: { path: string }) => d.path === '/body/username')
    expect(problem.message).toMatch(/6.*16/)
    expect(problem.message).not.toMatch(/\(min\)|\(max\)/)
  })

  it('refuses a taken username whatever its case', async () => {
    const { username } = await registerMember(t)
    const res = await registerRaw(registrationForm(username.toUpperCase()))
    expect(res.statusCode).toBe(409)
    expect(res.json().code).toBe('username_taken')
  })

  it('lets exactly one of two concurrent registrations of a username through', async () => {
    const username = uniqueName('race')
    const forms = await Promise.all(
      [1, 2].map(async () => ({ ...registrationForm(username), ...(await knownCaptcha(t)) })),
    )
    const results = await Promise.all(forms.map((form) => callEncrypted(t, 'PUT', '/wps/member/register', form)))
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409])
    expect(results.find((r) => r.statusCode === 409)?.json().code).toBe('username_taken')
  })

  it('needs the passwords to match, the terms accepted, a right captcha and age 21 for a birthday', async () => {
    const form = registrationForm(uniqueName())
    expect((await registerRaw({ ...form, confirmPassword: 'other123' })).json().code).toBe('password_mismatch')
    expect((await registerRaw({ ...form, acceptTerms: false })).json().code).toBe('terms_not_accepted')
    expect(
      (
        await callEncrypted(t, 'PUT', '/wps/member/register', {
          ...form,
          captchaId: (await knownCaptcha(t)).captchaId,
          captcha: 'WRONG',
        })
      ).json().code,
    ).toBe('captcha_invalid')
    const young = new Date()
    young.setUTCFullYear(young.getUTCFullYear() - 20)
    expect((await registerRaw({ ...form, birthday: young.toISOString().slice(0, 10) })).json().code).toBe(
      'age_restricted',
    )
  })

  it('places the member under the agent of a valid affiliate code and refuses a wrong one', async () => {
    const agent = await registerMember(t)
    await t.db.updateTable('members').set({ isAgent: 1 }).where('username', '=', agent.username).execute()
    const code = (
      await t.db
        .selectFrom('members')
        .select('affiliateCode')
        .where('username', '=', agent.username)
        .executeTakeFirstOrThrow()
    ).affiliateCode
    expect((await t.app.inject({ method: 'GET', url: `/wps/agent/affiliate?code=${code}` })).statusCode).toBe(200)
    const wrong = await t.app.inject({ method: 'GET', url: '/wps/agent/affiliate?code=NOPE1234' })
    expect(wrong.json()).toMatchObject({ success: false, code: 'invalid_affiliate_code' })
    expect((await registerRaw({ ...registrationForm(uniqueName()), affiliateCode: 'NOPE1234' })).json().code).toBe(
      'invalid_affiliate_code',
    )
    const { token } = await registerMember(t, { affiliateCode: code, referralCode: 'friend42' })
    const info = (await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(token) })).json().value
    expect(info.toUpline).toBe(agent.username)
  })
})

describe('registration by mobile', () => {
  it('sends an SMS code and registers with it', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { mobileNo: '0123456701', countryDialingCode: '60' },
    })
    expect(sent.json()).toEqual({ success: true, value: { expiredMinutes: 5 } })
    const code = await lastCodeSentTo(t, '+60123456701')
    const form = {
      password: 'secret123',
      confirmPassword: 'secret123',
      payeeName: 'Siti Aminah',
      mobileNum: '0123456701',
      countryDialingCode: '60',
      verificationCode: code,
      acceptTerms: true,
    }
    const res = await registerRaw(form, '/wps/member/register/mobile')
    expect(res.statusCode).toBe(200)
    const again = await registerRaw(form, '/wps/member/register/mobile')
    expect(again.statusCode).toBe(400)
    expect(again.json().code).toBe('verification_code_invalid')
  })

  it('refuses a wrong code, an expired code and a second send within the minute', async () => {
    const payload = { mobileNo: '0123456702', countryDialingCode: '60' }
    await t.app.inject({ method: 'POST', url: '/wps/verification/sms/register', payload })
    const tooSoon = await t.app.inject({ method: 'POST', url: '/wps/verification/sms/register', payload })
    expect(tooSoon.statusCode).toBe(429)
    expect(tooSoon.json().code).toBe('sms_too_frequent')
    const form = {
      password: 'secret123',
      confirmPassword: 'secret123',
      payeeName: 'Siti Aminah',
      mobileNum: '0123456702',
      countryDialingCode: '60',
      acceptTerms: true,
    }
    expect(
      (await registerRaw({ ...form, verificationCode: '000000' }, '/wps/member/register/mobile')).json().code,
    ).toBe('verification_code_invalid')
    await t.db
      .updateTable('verificationCodes')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('destination', '=', '+60123456702')
      .execute()
    const code = await lastCodeSentTo(t, '+60123456702')
    expect((await registerRaw({ ...form, verificationCode: code }, '/wps/member/register/mobile')).json().code).toBe(
      'verification_code_expired',
    )
  })
})
