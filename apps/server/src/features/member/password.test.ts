import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, callEncrypted, knownCaptcha, lastCodeSentTo, registerMember } from '../../test/accounts'
import { createTestApp, type TestApp } from '../../test/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const login = (username: string, password: string) =>
  callEncrypted(t, 'POST', '/wps/session/login', { username, password })
const info = (token: string) => t.app.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(token) })

describe('changing the login password', () => {
  it('needs the old password, then ends every other session', async () => {
    const { token, username } = await registerMember(t)
    const other = (await login(username, 'secret123')).json().value.token
    const change = (body: Record<string, string>) =>
      callEncrypted(t, 'POST', '/wps/member/password', body, bearer(token))
    expect(
      (await change({ oldPassword: 'wrong999', newPassword: 'better456', confirmNewPassword: 'better456' })).json()
        .code,
    ).toBe('password_incorrect')
    expect((await change({ newPassword: 'better456', confirmNewPassword: 'better456' })).json().code).toBe(
      'validation_failed',
    )
    expect(
      (await change({ oldPassword: 'secret123', newPassword: 'better456', confirmNewPassword: 'better457' })).json()
        .code,
    ).toBe('password_mismatch')
    expect(
      (await change({ oldPassword: 'secret123', newPassword: 'bad', confirmNewPassword: 'bad' })).json().code,
    ).toBe('validation_failed')
    const ok = await change({ oldPassword: 'secret123', newPassword: 'better456', confirmNewPassword: 'better456' })
    expect(ok.json()).toEqual({ success: true, value: { changed: true } })
    expect((await info(token)).statusCode).toBe(200)
    expect((await info(other)).json().code).toBe('session_expired')
    expect((await login(username, 'better456')).statusCode).toBe(200)
  })

  it('forces a change after login with a default password, without the old one', async () => {
    const { username } = await registerMember(t)
    await t.db.updateTable('members').set({ passwordIsDefault: true }).where('username', '=', username).execute()
    const session = (await login(username, 'secret123')).json().value
    expect(session.passwordExpired).toBe(true)
    const blocked = await t.app.inject({ method: 'GET', url: '/wps/member/info/icon', headers: bearer(session.token) })
    expect(blocked.statusCode).toBe(403)
    expect(blocked.json().code).toBe('password_change_required')
    expect((await info(session.token)).json().value.passwordExpired).toBe(true)
    const changed = await callEncrypted(
      t,
      'POST',
      '/wps/member/password',
      { newPassword: 'fresh789', confirmNewPassword: 'fresh789' },
      bearer(session.token),
    )
    expect(changed.statusCode).toBe(200)
    expect(
      (await t.app.inject({ method: 'GET', url: '/wps/member/info/icon', headers: bearer(session.token) })).statusCode,
    ).toBe(200)
  })

  it('sets the payment password with the login password', async () => {
    const { token } = await registerMember(t)
    const set = (body: Record<string, string>) =>
      callEncrypted(t, 'POST', '/wps/member/password/payment', body, bearer(token))
    expect(
      (await set({ loginPassword: 'nope1234', newPaymentPassword: '246810', confirmPaymentPassword: '246810' })).json()
        .code,
    ).toBe('password_incorrect')
    expect(
      (await set({ loginPassword: 'secret123', newPaymentPassword: '24681', confirmPaymentPassword: '24681' })).json()
        .code,
    ).toBe('validation_failed')
    expect(
      (await set({ loginPassword: 'secret123', newPaymentPassword: '246810', confirmPaymentPassword: '246810' }))
        .statusCode,
    ).toBe(200)
    expect((await info(token)).json().value.hasPaymentPassword).toBe(true)
  })
})

describe('forgotten passwords', () => {
  it('emails a single-use link and answers the same for a wrong pair', async () => {
    const { username } = await registerMember(t)
    const ask = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/member/password/email',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `username=${username}&email=${encodeURIComponent(email)}`,
      })
    const wrong = await ask('someone@else.test')
    const right = await ask(`${username}@example.test`)
    expect(wrong.json()).toEqual(right.json())
    const mail = await t.db
      .selectFrom('outboxMessages')
      .select('body')
      .where('destination', '=', `${username}@example.test`)
      .executeTakeFirstOrThrow()
    const token = /resetToken=([\w-]+)/.exec(mail.body)?.[1] ?? ''
    const reset = (newPassword: string) =>
      callEncrypted(t, 'POST', '/wps/member/password/reset', { token, newPassword, confirmNewPassword: newPassword })
    expect((await reset('linked123')).statusCode).toBe(200)
    expect((await reset('linked456')).json().code).toBe('reset_link_invalid')
    expect((await login(username, 'linked123')).statusCode).toBe(200)
  })

  it('resets by SMS code and logs the member in', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { mobileNo: '0137770001', countryDialingCode: '60' },
    })
    const form = {
      password: 'secret123',
      confirmPassword: 'secret123',
      payeeName: 'Tan Mei',
      mobileNum: '0137770001',
      countryDialingCode: '60',
      acceptTerms: true,
      verificationCode: await lastCodeSentTo(t, '+60137770001'),
    }
    const reg = await callEncrypted(t, 'PUT', '/wps/member/register/mobile', { ...form, ...(await knownCaptcha(t)) })
    expect(reg.statusCode).toBe(200)
    const sent = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: '0137770001', countryDialingCode: '60', purpose: 'reset' },
    })
    expect(sent.statusCode).toBe(200)
    const res = await callEncrypted(t, 'POST', '/wps/member/password/verification', {
      mobileNum: '0137770001',
      countryDialingCode: '60',
      verificationCode: await lastCodeSentTo(t, '+60137770001'),
      newPassword: 'phone789',
      confirmNewPassword: 'phone789',
    })
    expect(res.statusCode).toBe(200)
    expect((await info(res.json().value.token)).statusCode).toBe(200)
    expect((await info(reg.json().value.token)).json().code).toBe('session_expired')
  })
})
