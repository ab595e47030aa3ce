import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { totpCode } from '../../lib/totp'
import { bearer, callEncrypted, lastCodeSentTo, registerMember } from '../../test/accounts'
import { createTestApp, type TestApp } from '../../test/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ trustProxy: true })
  await t.db.updateTable('merchants').set({ newIpVerification: true }).execute()
})
afterAll(() => t.close())

const from = (ip: string) => ({ 'x-forwarded-for': ip })
const login = (username: string, ip: string) =>
  callEncrypted(t, 'POST', '/wps/session/login', { username, password: 'secret123' }, from(ip))

describe('login from a new IP', () => {
  it('needs a code sent to the bound email, then trusts the address', async () => {
    const { username } = await registerMember(t)
    const first = (await login(username, '203.0.113.5')).json().value
    expect(first.token).toBeNull()
    expect(first.verification.methods).toEqual(['email'])
    const { challengeId } = first.verification

    const other = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/challenge',
      headers: from('198.51.100.1'),
      payload: { challengeId, method: 'email' },
    })
    expect(other.json().code).toBe('verification_code_expired')
    const sent = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/challenge',
      headers: from('203.0.113.5'),
      payload: { challengeId, method: 'email' },
    })
    expect(sent.json().value).toMatchObject({
      expiredMinutes: 5,
      destination: expect.stringContaining('***@example.test'),
    })
    const verify = (code: string) =>
      callEncrypted(t, 'POST', '/wps/session/login/verify', { challengeId, method: 'email', code }, from('203.0.113.5'))
    expect((await verify('000000')).json().code).toBe('verification_code_invalid')
    const done = await verify(await lastCodeSentTo(t, `${username}@example.test`))
    expect(done.statusCode).toBe(200)
    expect(
      (await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(done.json().value.token) }))
        .statusCode,
    ).toBe(200)

    const again = (await login(username, '203.0.113.5')).json().value
    expect(again.token).not.toBeNull()
    expect(again.verification).toBeNull()
  })

  it('accepts an enrolled authenticator, each code once', async () => {
    const { token, username } = await registerMember(t)
    const setup = await t.app.inject({ method: 'POST', url: '/wps/member/totp/setup', headers: bearer(token) })
    const { secret, otpauthUri, qrCodeSvg } = setup.json().value
    expect(new URL(otpauthUri).protocol).toBe('otpauth:')
    expect(qrCodeSvg).toMatch(/^<svg/)
    const confirm = (code: string) => callEncrypted(t, 'POST', '/wps/member/totp/confirm', { code }, bearer(token))
    expect((await confirm('123456')).json().code).toBe('totp_invalid')
    expect((await confirm(totpCode(secret, Date.now()))).json().value).toEqual({ enabled: true })

    const pending = (await login(username, '198.51.100.77')).json().value
    expect(pending.verification.methods).toEqual(['email', 'totp'])
    const verify = (code: string) =>
      callEncrypted(
        t,
        'POST',
        '/wps/session/login/verify',
        { challengeId: pending.verification.challengeId, method: 'totp', code },
        from('198.51.100.77'),
      )
    // The code used to confirm the enrolment cannot be used again.
    expect((await verify(totpCode(secret, Date.now()))).json().code).toBe('totp_invalid')
    const done = await verify(totpCode(secret, Date.now() + 30_000))
    expect(done.statusCode).toBe(200)
    expect(done.json().value.token).toEqual(expect.any(String))
  })
})

describe('login from a new IP with a bound bank account', () => {
  it('offers the account holder’s name as a method and checks it', async () => {
    const { token, username } = await registerMember(t, { email: '' })
    // Nothing bound to verify with: the login goes through as before.
    expect((await login(username, '198.51.100.20')).json().value.verification).toBeNull()
    const bound = await t.app.inject({
      method: 'POST',
      url: '/wps/member/bank-accounts',
      headers: bearer(token),
      payload: { bankCode: 'MBB', accountNumber: '514012345678', payeeName: 'Ahmad Razak' },
    })
    expect(bound.statusCode).toBe(200)

    const pending = (await login(username, '198.51.100.21')).json().value
    expect(pending.token).toBeNull()
    expect(pending.verification.methods).toEqual(['bank_name'])
    const verify = (code: string) =>
      callEncrypted(
        t,
        'POST',
        '/wps/session/login/verify',
        { challengeId: pending.verification.challengeId, method: 'bank_name', code },
        from('198.51.100.21'),
      )
    expect((await verify('Ahmad Razali')).json().code).toBe('verification_code_invalid')
    expect((await verify('')).json().code).toBe('verification_code_invalid')
    const done = await verify('  AHMAD   razak ')
    expect(done.statusCode).toBe(200)
    expect(done.json().value.token).toEqual(expect.any(String))
  })

  it('counts wrong names against the challenge’s tries', async () => {
    const { token, username } = await registerMember(t, { email: '' })
    await t.app.inject({
      method: 'POST',
      url: '/wps/member/bank-accounts',
      headers: bearer(token),
      payload: { bankCode: 'CIMB', accountNumber: '700012345678', payeeName: 'Ahmad Razak' },
    })
    const pending = (await login(username, '198.51.100.30')).json().value
    const verify = (code: string) =>
      callEncrypted(
        t,
        'POST',
        '/wps/session/login/verify',
        { challengeId: pending.verification.challengeId, method: 'bank_name', code },
        from('198.51.100.30'),
      )
    for (let i = 0; i < 4; i++) expect((await verify(`Guess ${i}`)).json().code).toBe('verification_code_invalid')
    // The fifth wrong name also reaches the member's own limit (decision 038).
    expect((await verify('Guess 4')).json().code).toBe('secret_locked')
    expect((await verify('Ahmad Razak')).json().code).toBe('verification_code_expired')
  })
})
