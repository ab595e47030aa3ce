import { sql, type Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as operatorAccounts from '../../db/migrations/2026_11_27_0035_operator_accounts'
import { totpCode } from '../../lib/totp'
import { bearer, callEncrypted, uniqueName } from '../../test/accounts'
import { demoMerchantId } from '../../test/home'
import { enrolledOperator, operatorSession } from '../../test/operators'
import { createTestApp, type TestApp } from '../../test/test-app'
import { createOperator } from './operator-account.service'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
}, 600_000)
afterAll(() => t.close())

const login = (username: string, password: string, code?: string, ip = '10.40.0.1') =>
  callEncrypted(
    t,
    'POST',
    '/wps/operator/session/login',
    { username, password, ...(code ? { totpCode: code } : {}) },
    {},
    ip,
  )
const enrol = (enrolmentToken: string, code: string, ip = '10.40.0.1') =>
  callEncrypted(t, 'POST', '/wps/operator/session/enrol', { enrolmentToken, totpCode: code }, {}, ip)
const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers })

async function newOperator(roles = ['finance' as const]) {
  const username = uniqueName('ops.')
  const { password, operatorId } = await createOperator(t.db, { username, roles, merchantIds: null })
  return { username, password, operatorId }
}

describe('enrolment', () => {
  it('takes a new operator from its password to a confirmed authenticator and a session', async () => {
    const op = await newOperator()
    expect((await login(op.username, 'wrong-password')).json().code).toBe('invalid_credentials')
    const first = await login(op.username, op.password)
    expect(first.statusCode, first.body).toBe(200)
    const { enrolment } = first.json().value
    expect(enrolment.otpauthUri).toContain(`otpauth://totp/`)
    expect(enrolment.otpauthUri).toContain(`secret=${enrolment.secret}`)
    expect(enrolment.otpauthUri).toContain('issuer=Back%20office')
    expect(new Date(enrolment.expiresAt).getTime() - Date.now()).toBeGreaterThan(9 * 60_000)
    const stored = await t.db
      .selectFrom('operatorEnrolments')
      .selectAll()
      .where('operatorId', '=', op.operatorId)
      .executeTakeFirstOrThrow()
    expect(stored.secretSealed).not.toContain(enrolment.secret)
    expect(stored.tokenHash).not.toBe(enrolment.enrolmentToken)

    expect((await enrol(enrolment.enrolmentToken, '000000')).json().code).toBe('invalid_credentials')
    const done = await enrol(enrolment.enrolmentToken, totpCode(enrolment.secret, Date.now()))
    expect(done.statusCode, done.body).toBe(200)
    expect(done.json().value.token).toMatch(/^op_/)
    expect((await get('/wps/operator/session/me', bearer(done.json().value.token))).statusCode).toBe(200)
    // Used up: the token enrols nothing twice, and the next login asks for a code.
    expect((await enrol(enrolment.enrolmentToken, totpCode(enrolment.secret, Date.now() + 30_000))).json().code).toBe(
      'invalid_credentials',
    )
    expect((await login(op.username, op.password)).json().code).toBe('invalid_credentials')
    const again = await login(op.username, op.password, totpCode(enrolment.secret, Date.now() + 30_000))
    expect(again.json().value.token).toMatch(/^op_/)
    const audit = await t.db
      .selectFrom('auditLog')
      .select(['action', 'target'])
      .where('action', '=', 'operator.enrol')
      .execute()
    expect(audit).toContainEqual({ action: 'operator.enrol', target: `operator:${op.operatorId}` })
  })

  it('refuses an unknown or expired token, and a disabled operator', async () => {
    expect((await enrol('no-such-token-'.padEnd(40, 'x'), '123456')).json().code).toBe('invalid_credentials')
    const op = await newOperator()
    const { enrolment } = (await login(op.username, op.password)).json().value
    await t.db
      .updateTable('operatorEnrolments')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('operatorId', '=', op.operatorId)
      .execute()
    expect((await enrol(enrolment.enrolmentToken, totpCode(enrolment.secret, Date.now()))).json().code).toBe(
      'invalid_credentials',
    )
    const later = (await login(op.username, op.password)).json().value.enrolment
    await t.db.updateTable('operators').set({ status: 'disabled' }).where('id', '=', op.operatorId).execute()
    expect((await enrol(later.enrolmentToken, totpCode(later.secret, Date.now()))).json().code).toBe(
      'invalid_credentials',
    )
    expect((await login(op.username, op.password)).json().code).toBe('invalid_credentials')
  })

  it('counts wrong codes as failed logins of the account, up to the lock', async () => {
    const op = await newOperator()
    const { enrolment } = (await login(op.username, op.password, undefined, '10.41.0.1')).json().value
    for (let i = 0; i < 10; i += 1) {
      expect((await enrol(enrolment.enrolmentToken, '000000', `10.41.1.${i}`)).json().code).toBe('invalid_credentials')
    }
    const right = await enrol(enrolment.enrolmentToken, totpCode(enrolment.secret, Date.now()), '10.41.2.1')
    expect(right.json().code).toBe('too_many_attempts')
    expect((await login(op.username, op.password, undefined, '10.41.2.2')).json().code).toBe('too_many_attempts')
  })

  it('counts failures per address across accounts', async () => {
    for (let i = 0; i < 30; i += 1) {
      expect((await enrol(`unknown-${i}`.padEnd(40, 'y'), '000000', '10.42.0.1')).json().code).toBe(
        'invalid_credentials',
      )
    }
    const op = await newOperator()
    expect((await login(op.username, op.password, undefined, '10.42.0.1')).json().code).toBe('too_many_attempts')
    expect((await login(op.username, op.password, undefined, '10.42.0.2')).statusCode).toBe(200)
  })
})

describe('sessions', () => {
  it('tell the console who is logged in, with the brands in scope', async () => {
    const demo = await demoMerchantId(t)
    const { headers, operatorId, username } = await operatorSession(t, demo, ['finance', 'auditor'])
    const me = (await get('/wps/operator/session/me', headers)).json().value
    expect(me).toMatchObject({
      id: operatorId,
      username,
      roles: ['auditor', 'finance'],
      installationWide: false,
      idleMinutes: 30,
    })
    expect(me.brands).toEqual([
      expect.objectContaining({ id: demo, code: 'demo', currency: expect.any(String), timezone: expect.any(String) }),
    ])
    expect(me.permissions).toContain('deposits.review')
    expect(me.permissions).toContain('operators.read')
    expect(me.permissions).not.toContain('operators.manage')
    const wide = (await get('/wps/operator/session/me', (await operatorSession(t)).headers)).json().value
    expect(wide.installationWide).toBe(true)
    expect(wide.brands.length).toBe((await t.db.selectFrom('merchants').select('id').execute()).length)
  })

  it('end after 30 idle minutes and 12 hours after login, whichever comes first', async () => {
    const idle = await operatorSession(t)
    const absolute = await operatorSession(t)
    const fresh = await operatorSession(t)
    const minutesAgo = (m: number) => sql<Date>`now() - make_interval(mins => ${m})`
    await t.db
      .updateTable('operatorSessions')
      .set({ lastSeenAt: minutesAgo(31) })
      .where('operatorId', '=', idle.operatorId)
      .execute()
    await t.db
      .updateTable('operatorSessions')
      .set({ lastSeenAt: minutesAgo(29) })
      .where('operatorId', '=', fresh.operatorId)
      .execute()
    await t.db
      .updateTable('operatorSessions')
      .set({ expiresAt: minutesAgo(1) })
      .where('operatorId', '=', absolute.operatorId)
      .execute()
    expect((await get('/wps/operator/session/me', idle.headers)).json().code).toBe('session_expired')
    expect((await get('/wps/operator/session/me', absolute.headers)).json().code).toBe('session_expired')
    expect((await get('/wps/operator/session/me', fresh.headers)).statusCode).toBe(200)
    const row = await t.db
      .selectFrom('operatorSessions')
      .select(['createdAt', 'expiresAt'])
      .where('operatorId', '=', fresh.operatorId)
      .executeTakeFirstOrThrow()
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThan(12 * 3_600_000 - 60_000)
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(12 * 3_600_000 + 60_000)
  })

  it('log out everywhere: every session of the caller ends, nobody else’s', async () => {
    const op = await enrolledOperator(t)
    const tokens = []
    for (const offset of [0, 30_000]) {
      tokens.push((await login(op.username, op.password, totpCode(op.secret, Date.now() + offset))).json().value.token)
    }
    const other = await operatorSession(t)
    const out = await t.app.inject({
      method: 'POST',
      url: '/wps/operator/session/logout-everywhere',
      headers: bearer(tokens[0]),
    })
    expect(out.json()).toEqual({ success: true, value: { revoked: 2 } })
    for (const token of tokens)
      expect((await get('/wps/operator/session/me', bearer(token))).json().code).toBe('session_expired')
    expect((await get('/wps/operator/session/me', other.headers)).statusCode).toBe(200)
  })
})

describe('migration 0035', () => {
  it('copies each operator’s merchant into its brand list; installation-wide ones get none', async () => {
    const demo = await demoMerchantId(t)
    const one = await newOperator()
    const wide = await newOperator()
    await t.db.updateTable('operators').set({ merchantId: demo }).where('id', '=', one.operatorId).execute()
    await sql`DROP TABLE operator_merchants`.execute(t.db)
    await sql`DROP TABLE operator_enrolments`.execute(t.db)
    await operatorAccounts.up(t.db as unknown as Kysely<unknown>)
    const rows = await t.db
      .selectFrom('operatorMerchants')
      .selectAll()
      .where('operatorId', 'in', [one.operatorId, wide.operatorId])
      .execute()
    expect(rows).toEqual([{ operatorId: one.operatorId, merchantId: demo }])
  })
})
