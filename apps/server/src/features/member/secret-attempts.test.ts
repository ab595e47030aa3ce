import type { LightMyRequestResponse } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { passwordLoad, setPasswordConcurrency, setPasswordQueueLimit, withPasswordSlot } from '../../lib/password'
import { totpCode } from '../../lib/totp'
import { bearer, callEncrypted, registerMember } from '../../test/accounts'
import { createTestApp, type TestApp } from '../../test/test-app'
import { payer, withdraw } from '../../test/withdrawals'

/** Attempt limits on a member's secondary secrets (docs/decisions/038-secret-attempt-limits.md). */

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ trustProxy: true })
  await t.db.updateTable('withdrawalSettings').set({ dailyCount: 100, dailyAmount: 10_000_000n }).execute()
})
afterAll(() => t.close())

let keys = 0
const key = () => `secret-attempts-${++keys}`
const codeOf = (res: LightMyRequestResponse) => (res.statusCode === 200 ? 'ok' : (res.json() as { code: string }).code)
const memberId = async (username: string) =>
  (await t.db.selectFrom('members').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id
/** Ends the member's lock now, as if its time had passed. */
// The lock ends as a real one would: after the window it closed began (the test's wrong answers
// may all fall within one second, a real lock lasts 15 minutes).
const endLock = (id: bigint) =>
  t.db
    .updateTable('secretAttempts')
    .set({ windowStartedAt: new Date(Date.now() - 2000), lockedUntil: new Date(Date.now() - 1000) })
    .where('memberId', '=', id)
    .execute()

function expectLocked(res: LightMyRequestResponse, seconds: number) {
  expect(res.statusCode).toBe(429)
  const body = res.json() as { code: string; details: { path: string; message: string }[] }
  expect(body.code).toBe('secret_locked')
  const detail = Object.fromEntries(body.details.map((d) => [d.path, d.message]))
  expect(Number(detail['/retryAfterSeconds'])).toBeGreaterThan(seconds - 60)
  expect(Number(detail['/retryAfterSeconds'])).toBeLessThanOrEqual(seconds)
  expect(Date.parse(detail['/unlockAt'] ?? '')).toBeGreaterThan(Date.now() + (seconds - 60) * 1000)
}

describe('the payment password', () => {
  it('locks for 15 minutes after five wrong answers, even for the right one, then doubles', async () => {
    const who = await payer(t)
    for (let i = 0; i < 4; i++)
      expect(codeOf(await withdraw(t, who, '100.00', key(), '000000'))).toBe('password_incorrect')
    expectLocked(await withdraw(t, who, '100.00', key(), '000000'), 900)
    // The right password is refused too while the lock holds: a guess learns nothing.
    expectLocked(await withdraw(t, who, '100.00', key()), 900)

    await endLock(who.id)
    for (let i = 0; i < 4; i++)
      expect(codeOf(await withdraw(t, who, '100.00', key(), '111111'))).toBe('password_incorrect')
    expectLocked(await withdraw(t, who, '100.00', key(), '111111'), 1800)

    await endLock(who.id)
    expect(codeOf(await withdraw(t, who, '100.00', key()))).toBe('ok')
    // A right answer clears the count and the doubling.
    expect(await t.db.selectFrom('secretAttempts').selectAll().where('memberId', '=', who.id).execute()).toEqual([])
  })

  it('counts parallel wrong answers one by one: no more than five get a verdict', async () => {
    const who = await payer(t)
    const answers = await Promise.all(Array.from({ length: 20 }, () => withdraw(t, who, '100.00', key(), '999999')))
    const codes = answers.map(codeOf).sort()
    expect(codes).toEqual([...Array(4).fill('password_incorrect'), ...Array(16).fill('secret_locked')])
    const row = await t.db
      .selectFrom('secretAttempts')
      .select(['failures', 'lockouts'])
      .where('memberId', '=', who.id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ failures: 5, lockouts: 1 })
  })

  it('lets parallel right answers through', async () => {
    const who = await payer(t)
    const answers = await Promise.all(Array.from({ length: 8 }, () => withdraw(t, who, '100.00', key())))
    expect(answers.map(codeOf)).toEqual(Array(8).fill('ok'))
  })
})

describe('the login password asked again', () => {
  it('shares one count between password change, payment password and authenticator removal', async () => {
    const { token, username } = await registerMember(t)
    const id = await memberId(username)
    const change = (oldPassword: string) =>
      callEncrypted(
        t,
        'POST',
        '/wps/member/password',
        { oldPassword, newPassword: 'better456', confirmNewPassword: 'better456' },
        bearer(token),
      )
    const payment = (loginPassword: string) =>
      callEncrypted(
        t,
        'POST',
        '/wps/member/password/payment',
        { loginPassword, newPaymentPassword: '246810', confirmPaymentPassword: '246810' },
        bearer(token),
      )
    for (let i = 0; i < 2; i++) expect(codeOf(await change(`wrong${i}xx`))).toBe('password_incorrect')
    for (let i = 0; i < 2; i++) expect(codeOf(await payment(`wrong${i}yy`))).toBe('password_incorrect')
    expectLocked(await change('wrong9zz'), 900)
    expectLocked(await payment('secret123'), 900)
    expectLocked(
      await callEncrypted(
        t,
        'POST',
        '/wps/member/totp/disable',
        { password: 'secret123', code: '123456' },
        bearer(token),
      ),
      900,
    )
    await endLock(id)
    expect(codeOf(await payment('secret123'))).toBe('ok')
  })
})

describe('the authenticator', () => {
  async function enrolled() {
    // The enrolment takes the step before now, so that the tests' "current" code is fresh; that
    // step leaves the server's window when a step ends before it checks, so start well inside one.
    const left = 30_000 - (Date.now() % 30_000)
    if (left < 5_000) await new Promise((resolve) => setTimeout(resolve, left + 100))
    const member = await registerMember(t)
    const { secret } = (
      await t.app.inject({ method: 'POST', url: '/wps/member/totp/setup', headers: bearer(member.token) })
    ).json().value
    const confirmed = await callEncrypted(
      t,
      'POST',
      '/wps/member/totp/confirm',
      { code: totpCode(secret, Date.now() - 30_000) },
      bearer(member.token),
    )
    expect(confirmed.statusCode).toBe(200)
    return { ...member, secret: secret as string }
  }

  it('is replaced only with the login password and a current code of the old one', async () => {
    const { token, secret } = await enrolled()
    const replace = (password: string, code: string) =>
      callEncrypted(t, 'POST', '/wps/member/totp/replace', { password, code }, bearer(token))
    // A session alone cannot start a new enrolment over the old authenticator.
    expect(codeOf(await t.app.inject({ method: 'POST', url: '/wps/member/totp/setup', headers: bearer(token) }))).toBe(
      'conflict',
    )
    expect(codeOf(await replace('wrong123', totpCode(secret, Date.now())))).toBe('password_incorrect')
    expect(codeOf(await replace('secret123', '000000'))).toBe('totp_invalid')
    const started = await replace('secret123', totpCode(secret, Date.now()))
    expect(started.statusCode).toBe(200)
    const fresh = started.json().value.secret as string
    expect(fresh).not.toBe(secret)
    const confirm = await callEncrypted(
      t,
      'POST',
      '/wps/member/totp/confirm',
      { code: totpCode(fresh, Date.now()) },
      bearer(token),
    )
    expect(confirm.json().value).toEqual({ enabled: true })
    // The old authenticator no longer works; the new one does.
    const disable = (code: string) =>
      callEncrypted(t, 'POST', '/wps/member/totp/disable', { password: 'secret123', code }, bearer(token))
    expect(codeOf(await disable(totpCode(secret, Date.now() + 30_000)))).toBe('totp_invalid')
    expect(codeOf(await disable(totpCode(fresh, Date.now() + 30_000)))).toBe('ok')
  })

  it('locks after five wrong codes', async () => {
    const { token, username, secret } = await enrolled()
    const disable = (code: string) =>
      callEncrypted(t, 'POST', '/wps/member/totp/disable', { password: 'secret123', code }, bearer(token))
    for (let i = 0; i < 4; i++) expect(codeOf(await disable(`00000${i}`))).toBe('totp_invalid')
    expectLocked(await disable('000009'), 900)
    expectLocked(await disable(totpCode(secret, Date.now())), 900)
    await endLock(await memberId(username))
    expect(codeOf(await disable(totpCode(secret, Date.now())))).toBe('ok')
  })

  it('takes each code once, even from two requests at the same moment', async () => {
    const { token, secret } = await enrolled()
    const code = totpCode(secret, Date.now())
    const replace = () =>
      callEncrypted(t, 'POST', '/wps/member/totp/replace', { password: 'secret123', code }, bearer(token))
    const codes = (await Promise.all([replace(), replace()])).map(codeOf).sort()
    expect(codes).toEqual(['ok', 'totp_invalid'])
  })
})

describe('the new-IP answers', () => {
  it('count per member across challenges: a new login does not buy new guesses', async () => {
    await t.db.updateTable('merchants').set({ newIpVerification: true }).execute()
    const { token, username } = await registerMember(t, { email: '' })
    const from = (ip: string) => ({ 'x-forwarded-for': ip })
    const login = (ip: string) =>
      callEncrypted(t, 'POST', '/wps/session/login', { username, password: 'secret123' }, from(ip))
    await login('198.51.100.60')
    await t.app.inject({
      method: 'POST',
      url: '/wps/member/bank-accounts',
      headers: bearer(token),
      payload: { bankCode: 'MBB', accountNumber: '514099887766', payeeName: 'Ahmad Razak' },
    })
    const guess = async (ip: string, names: string[]) => {
      const { challengeId } = (await login(ip)).json().value.verification
      const answers = []
      for (const name of names)
        answers.push(
          codeOf(
            await callEncrypted(
              t,
              'POST',
              '/wps/session/login/verify',
              { challengeId, method: 'bank_name', code: name },
              from(ip),
            ),
          ),
        )
      return answers
    }
    expect(await guess('198.51.100.61', ['Guess A', 'Guess B', 'Guess C'])).toEqual(
      Array(3).fill('verification_code_invalid'),
    )
    expect(await guess('198.51.100.62', ['Guess D', 'Guess E', 'Ahmad Razak'])).toEqual([
      'verification_code_invalid',
      'secret_locked',
      'secret_locked',
    ])
    await t.db.updateTable('merchants').set({ newIpVerification: false }).execute()
  })
})

describe('the password hashing queue', () => {
  afterEach(() => {
    setPasswordConcurrency(2)
    setPasswordQueueLimit(64)
  })

  it('refuses a login at once with server_busy when its queue is full', async () => {
    const { username } = await registerMember(t)
    setPasswordConcurrency(1)
    setPasswordQueueLimit(2)
    let open = () => {}
    const gate = new Promise<void>((resolve) => (open = resolve))
    // One slot and two places in the queue, all held by work that waits for the test.
    const held = Array.from({ length: 3 }, () => withPasswordSlot(() => gate))
    expect(passwordLoad()).toMatchObject({ running: 1, queued: 2 })
    const refused = await callEncrypted(t, 'POST', '/wps/session/login', { username, password: 'secret123' })
    expect(refused.statusCode).toBe(429)
    expect(refused.json().code).toBe('server_busy')
    expect(passwordLoad()).toMatchObject({ running: 1, queued: 2 })
    open()
    await Promise.all(held)
    expect(codeOf(await callEncrypted(t, 'POST', '/wps/session/login', { username, password: 'secret123' }))).toBe('ok')
  })
})
