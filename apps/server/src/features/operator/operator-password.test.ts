import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemoOperator } from '../../db/seed/operator.seed'
import { hashPassword } from '../../lib/password'
import { totpCode } from '../../lib/totp'
import { bearer, callEncrypted, uniqueName } from '../../test/accounts'
import { operatorSession } from '../../test/operators'
import { createTestApp, type TestApp } from '../../test/test-app'
import { createOperator } from './operator-account.service'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
}, 600_000)
afterAll(() => t.close())

const login = (username: string, password: string, code?: string, ip = '10.50.0.1') =>
  callEncrypted(
    t,
    'POST',
    '/wps/operator/session/login',
    { username, password, ...(code ? { totpCode: code } : {}) },
    {},
    ip,
  )
const change = (token: string, currentPassword: string, newPassword: string, ip = '10.50.0.1') =>
  callEncrypted(t, 'POST', '/wps/operator/session/password', { currentPassword, newPassword }, bearer(token), ip)
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) })
const flagOf = async (operatorId: number) =>
  (
    await t.db
      .selectFrom('operators')
      .select('passwordChangeRequired')
      .where('id', '=', operatorId)
      .executeTakeFirstOrThrow()
  ).passwordChangeRequired

/** A new operator taken through its first login and enrolment: a session held to the change. */
async function firstSession(ip = '10.50.0.1') {
  const username = uniqueName('otp.')
  const created = await createOperator(t.db, { username, roles: ['owner'], merchantIds: null })
  const { enrolment } = (await login(username, created.password, undefined, ip)).json().value
  const session = (
    await callEncrypted(
      t,
      'POST',
      '/wps/operator/session/enrol',
      { enrolmentToken: enrolment.enrolmentToken, totpCode: totpCode(enrolment.secret, Date.now()) },
      {},
      ip,
    )
  ).json().value
  return { ...created, username, secret: enrolment.secret as string, session }
}

describe('a one-time password', () => {
  it('is flagged on create and on reset; the demo operator keeps its documented password', async () => {
    const created = await createOperator(t.db, { username: uniqueName('otp.'), roles: ['support'], merchantIds: null })
    expect(await flagOf(created.operatorId)).toBe(true)
    await t.db
      .updateTable('operators')
      .set({ passwordChangeRequired: false })
      .where('id', '=', created.operatorId)
      .execute()
    const owner = await operatorSession(t)
    const reset = await t.app.inject({
      method: 'POST',
      url: `/wps/operator/operators/${created.operatorId}/reset-password`,
      headers: owner.headers,
    })
    expect(reset.statusCode, reset.body).toBe(200)
    expect(await flagOf(created.operatorId)).toBe(true)

    await seedDemoOperator(t.db)
    const demo = await t.db
      .selectFrom('operators')
      .select('passwordChangeRequired')
      .where('usernameKey', '=', 'demo.owner')
      .executeTakeFirstOrThrow()
    expect(demo.passwordChangeRequired).toBe(false)
  })

  it('holds the session to me, logout and the change until it is replaced', async () => {
    const op = await firstSession()
    expect(op.session.passwordChangeRequired).toBe(true)
    const token = op.session.token as string
    for (const url of ['/wps/operator/operators', '/wps/operator/outbox', '/wps/operator/members?username=abcd']) {
      const refused = await get(url, token)
      expect(refused.statusCode, url).toBe(403)
      expect(refused.json().code, url).toBe('password_change_required')
    }
    const everywhere = await t.app.inject({
      method: 'POST',
      url: '/wps/operator/session/logout-everywhere',
      headers: bearer(token),
    })
    expect(everywhere.json().code).toBe('password_change_required')
    expect((await get('/wps/operator/session/me', token)).statusCode).toBe(200)

    // A second session of the same operator, which the change ends; logging in is never held,
    // even when the console still sends the held session's token.
    const again = await callEncrypted(
      t,
      'POST',
      '/wps/operator/session/login',
      { username: op.username, password: op.password, totpCode: totpCode(op.secret, Date.now() + 30_000) },
      bearer(token),
      '10.50.0.1',
    )
    const other = again.json().value
    expect(other.passwordChangeRequired, again.body).toBe(true)

    const done = await change(token, op.password, 'Fresh-console-2026')
    expect(done.json(), done.body).toEqual({ success: true, value: { changed: true } })
    expect(await flagOf(op.operatorId)).toBe(false)
    expect((await get('/wps/operator/operators', token)).statusCode).toBe(200)
    expect((await get('/wps/operator/session/me', other.token)).json().code).toBe('session_expired')

    const audit = await t.db
      .selectFrom('auditLog')
      .select(['actorId', 'before', 'after'])
      .where('action', '=', 'operator.change_password')
      .where('target', '=', `operator:${op.operatorId}`)
      .execute()
    expect(audit).toEqual([
      {
        actorId: String(op.operatorId),
        before: { passwordChangeRequired: true },
        after: { passwordChangeRequired: false, otherSessionsEnded: 1 },
      },
    ])
    // The one-time password is gone; the new one logs in to a free session (the codes' steps are
    // forgotten, as the test cannot wait for the next one).
    await t.db.updateTable('operators').set({ totpLastStep: null }).where('id', '=', op.operatorId).execute()
    expect((await login(op.username, op.password, totpCode(op.secret, Date.now()))).json().code).toBe(
      'invalid_credentials',
    )
    const next = await login(op.username, 'Fresh-console-2026', totpCode(op.secret, Date.now()))
    expect(next.json().value.passwordChangeRequired).toBe(false)
  })

  it('refuses weak passwords, the username and the current one, changing nothing', async () => {
    const op = await firstSession('10.51.0.1')
    const token = op.session.token as string
    const tries: [string, string][] = [
      ['short1A', 'validation_failed'],
      ['only-letters-here', 'validation_failed'],
      ['123456789012345', 'validation_failed'],
      ['tab\there-12345678', 'validation_failed'],
      [`My-${op.username.toUpperCase()}-console-2026`, 'validation_failed'],
    ]
    for (const [password, code] of tries) {
      const refused = await change(token, op.password, password, '10.51.0.1')
      expect(refused.json().code, password).toBe(code)
    }
    // A known current password that itself passes the rule, to be offered again as the new one.
    await t.db
      .updateTable('operators')
      .set({ passwordHash: await hashPassword('Known-pass-2026') })
      .where('id', '=', op.operatorId)
      .execute()
    expect((await change(token, 'Known-pass-2026', 'Known-pass-2026', '10.51.0.1')).json().code).toBe(
      'password_same_as_old',
    )
    expect(await flagOf(op.operatorId)).toBe(true)
  })

  it('counts a wrong current password as a failed login, up to the lock', async () => {
    const op = await firstSession('10.52.0.1')
    const token = op.session.token as string
    for (let i = 0; i < 10; i += 1) {
      const wrong = await change(token, 'not-the-password-1', 'Another-pass-2026', `10.52.1.${i}`)
      expect(wrong.json().code).toBe('password_incorrect')
    }
    expect((await change(token, op.password, 'Another-pass-2026', '10.52.2.1')).json().code).toBe('too_many_attempts')
    expect((await login(op.username, op.password, undefined, '10.52.2.2')).json().code).toBe('too_many_attempts')
    expect(await flagOf(op.operatorId)).toBe(true)
  })
})
