import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  bearer,
  callEncrypted,
  knownCaptcha,
  lastCodeSentTo,
  registeredMember,
  registerMember,
} from '../../test/accounts'
import { ledgerViolations } from '../../ledger/invariants'
import { sha256 } from '../../lib/tokens'
import { createTestApp, type TestApp } from '../../test/test-app'
import { freezeMember } from '../member/member.service'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const login = (payload: Record<string, unknown>) => callEncrypted(t, 'POST', '/wps/session/login', payload)
const info = (token: string) => t.app.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(token) })

describe('login by username', () => {
  it('opens a session whose token works until logout', async () => {
    const { username } = await registerMember(t)
    const res = await login({ username: `  ${username.toUpperCase()} `, password: 'secret123' })
    expect(res.statusCode).toBe(200)
    const value = res.json().value
    expect(value).toMatchObject({ firstTimeLogin: false, passwordExpired: false, captcha: false, isAgent: 0 })
    expect(value.token).toMatch(/^[\w-]{43}$/)
    expect(value.lastLoginTime).not.toBeNull()
    expect((await info(value.token)).statusCode).toBe(200)
    const out = await t.app.inject({ method: 'POST', url: '/wps/session/logout', headers: bearer(value.token) })
    expect(out.json()).toEqual({ success: true, value: { loggedOut: true } })
    const after = await info(value.token)
    expect(after.statusCode).toBe(401)
    expect(after.json().code).toBe('session_expired')
  })

  it('answers an unknown user exactly like a wrong password', async () => {
    const { username } = await registerMember(t)
    const wrong = await login({ username, password: 'wrong123' })
    const unknown = await login({ username: 'nobody_here', password: 'wrong123' })
    expect(wrong.statusCode).toBe(400)
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json()).toEqual(wrong.json())
    expect(wrong.json().code).toBe('invalid_credentials')
  })

  it('asks for a captcha after three failures, then accepts the right password with it', async () => {
    const { username } = await registerMember(t)
    const answers = []
    for (let i = 0; i < 3; i++) answers.push((await login({ username, password: 'wrong123' })).json())
    expect(answers[1].details).toBeUndefined()
    expect(answers[2].details).toEqual([{ path: '/body/captcha', message: 'required from now on' }])
    const without = await login({ username, password: 'secret123' })
    expect(without.json().code).toBe('captcha_required')
    const wrongCaptcha = await login({
      username,
      password: 'secret123',
      captchaId: (await knownCaptcha(t)).captchaId,
      captcha: 'ZZZZZ',
    })
    expect(wrongCaptcha.json().code).toBe('captcha_invalid')
    const ok = await login({ username, password: 'secret123', ...(await knownCaptcha(t)) })
    expect(ok.statusCode).toBe(200)
  })

  it('admits only agents on the agent side', async () => {
    const { username } = await registerMember(t)
    const refused = await login({ username, password: 'secret123', side: 'agent' })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().code).toBe('non_agent_login')
    await t.db.updateTable('members').set({ isAgent: 2 }).where('username', '=', username).execute()
    const agent = await login({ username, password: 'secret123', side: 'agent' })
    expect(agent.json().value.isAgent).toBe(2)
  })

  it('refuses frozen accounts and ends their sessions', async () => {
    const { id, token, username } = await registeredMember(t)
    await freezeMember(t.db, id)
    expect((await info(token)).statusCode).toBe(401)
    const res = await login({ username, password: 'secret123' })
    expect(res.statusCode).toBe(403)
    expect(res.json().code).toBe('account_frozen')
  })

  it('ends sessions past their idle time or their absolute lifetime', async () => {
    const { token } = await registerMember(t)
    const { token: other } = await registerMember(t)
    await t.db
      .updateTable('sessions')
      .set({ lastSeenAt: new Date(Date.now() - 61 * 60_000) })
      .where('tokenHash', '=', sha256(token))
      .execute()
    expect((await info(token)).json().code).toBe('session_expired')
    await t.db
      .updateTable('sessions')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('tokenHash', '=', sha256(other))
      .execute()
    expect((await info(other)).json().code).toBe('session_expired')
  })
})

describe('login by SMS code', () => {
  it('logs a member in with a code sent to their number', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { mobileNo: '0129990001', countryDialingCode: '60' },
    })
    const registered = await callEncrypted(t, 'PUT', '/wps/member/register/mobile', {
      password: 'secret123',
      confirmPassword: 'secret123',
      payeeName: 'Lim Wei',
      mobileNum: '0129990001',
      countryDialingCode: '60',
      verificationCode: await lastCodeSentTo(t, '+60129990001'),
      acceptTerms: true,
      ...(await knownCaptcha(t)),
    })
    expect(registered.statusCode).toBe(200)
    await t.db
      .updateTable('verificationCodes')
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .execute()
    const sent = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: '0129990001', countryDialingCode: '60' },
    })
    expect(sent.statusCode).toBe(200)
    const code = await lastCodeSentTo(t, '+60129990001')
    const bad = await login({
      type: 'sms',
      mobileNum: '0129990001',
      countryDialingCode: '60',
      verificationCode: '000000',
    })
    expect(bad.json().code).toBe('verification_code_invalid')
    const res = await login({ type: 'sms', mobileNum: '0129990001', countryDialingCode: '60', verificationCode: code })
    expect(res.statusCode).toBe(200)
    expect(res.json().value.passwordExpired).toBe(false)
  })
})

describe('free play', () => {
  it('opens a trial session that member-only calls refuse with in_need_true_account', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay' })
    expect(res.statusCode).toBe(200)
    const { token, isAgent } = res.json().value
    expect(isAgent).toBe(4)
    expect((await info(token)).json().value.type).toBe(4)
    const balance = await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: bearer(token) })
    expect(balance.json().value).toEqual({
      sumBalance: '2000.00',
      currency: 'MYR',
      wallets: [{ walletType: 'MAIN', vendor: null, balance: '2000.00' }],
    })
    const mode = await t.app.inject({ method: 'GET', url: '/wps/relay/GCS_merchantWallet', headers: bearer(token) })
    expect(mode.json().value).toEqual({
      isSingle: true,
      wallets: [{ walletType: 'MAIN', vendor: null, balance: '2000.00' }],
    })
    expect(await ledgerViolations(t.db)).toEqual([])
    const refused = await t.app.inject({
      method: 'GET',
      url: '/wps/member/info/funds/consolidated',
      headers: bearer(token),
    })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().code).toBe('in_need_true_account')
  })

  it('is refused when the merchant turns it off', async () => {
    await t.db.updateTable('merchantFlags').set({ enabled: false }).where('flag', '=', 'FREE_PLAY').execute()
    try {
      const res = await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay' })
      expect(res.json().code).toBe('feature_disabled')
    } finally {
      await t.db.updateTable('merchantFlags').set({ enabled: true }).where('flag', '=', 'FREE_PLAY').execute()
    }
  })
})
