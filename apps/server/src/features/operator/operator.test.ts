import { OPERATOR_ROLES, type OperatorRole } from '@sea/contract'
import { sql, type Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyAuditChain } from '../../audit/audit'
import { totpCode } from '../../lib/totp'
import { bearer, callEncrypted, registeredMember, registerMember } from '../../test/accounts'
import { enrolledOperator } from '../../test/operators'
import { createTestApp, type TestApp } from '../../test/test-app'
import * as operatorRoles from '../../db/migrations/2026_11_27_0034_operator_roles'
import { createOperator } from './operator-account.service'

let t: TestApp
let operator: { password: string; secret: string }
beforeAll(async () => {
  t = await createTestApp()
  operator = await enrolledOperator(t, null, ['owner'], 'ops.lead')
})
afterAll(() => t.close())

const login = (password: string, code: string) =>
  callEncrypted(t, 'POST', '/wps/operator/session/login', { username: 'ops.lead', password, totpCode: code })

describe('operators', () => {
  it('log in with password and authenticator code, each code once', async () => {
    expect((await login(operator.password, '000000')).json().code).toBe('invalid_credentials')
    expect((await login('wrong-password', totpCode(operator.secret, Date.now()))).json().code).toBe(
      'invalid_credentials',
    )
    const code = totpCode(operator.secret, Date.now())
    const ok = await login(operator.password, code)
    expect(ok.statusCode).toBe(200)
    expect(ok.json().value.token).toMatch(/^op_/)
    expect((await login(operator.password, code)).json().code).toBe('invalid_credentials')
  })

  it('two logins with one code at the same moment: exactly one gets in', async () => {
    // The code of a step no login used yet; the compare-and-set on the step decides between them.
    const code = totpCode(operator.secret, Date.now() + 30_000)
    const answers = await Promise.all([login(operator.password, code), login(operator.password, code)])
    expect(answers.map((a) => (a.statusCode === 200 ? 'ok' : a.json().code)).sort()).toEqual([
      'invalid_credentials',
      'ok',
    ])
  })

  it('read the outbox (each read audited) and freeze a member, whose sessions end', async () => {
    await t.db.updateTable('operators').set({ totpLastStep: null }).execute()
    const token = (await login(operator.password, totpCode(operator.secret, Date.now() + 30_000))).json().value.token
    await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { mobileNo: '0145550001', countryDialingCode: '60' },
    })
    const outbox = await t.app.inject({
      method: 'GET',
      url: '/wps/operator/outbox?destination=%2B60145550001',
      headers: bearer(token),
    })
    expect(outbox.statusCode).toBe(200)
    const shown = outbox.json().value.messages[0]
    expect(shown).toMatchObject({
      channel: 'sms',
      destination: '+60145550001',
      body: expect.stringMatching(/\d{6}/),
      kind: 'verification_code:register',
      status: 'kept',
    })
    const read = await t.db
      .selectFrom('auditLog')
      .select(['actorKind', 'actorId', 'action', 'target', 'after', 'ip'])
      .orderBy('id')
      .execute()
    const { id: operatorId } = await t.db
      .selectFrom('operators')
      .select('id')
      .where('username', '=', 'ops.lead')
      .executeTakeFirstOrThrow()
    expect(read).toEqual([
      {
        actorKind: 'operator',
        actorId: String(operatorId),
        action: 'outbox.read',
        target: 'outbox:+60145550001',
        after: { messages: [shown.id], readable: [shown.id] },
        ip: '127.0.0.1',
      },
    ])

    const member = await registeredMember(t)
    const freeze = await t.app.inject({
      method: 'POST',
      url: `/wps/operator/members/${member.id}/freeze`,
      headers: bearer(token),
    })
    expect(freeze.json()).toEqual({ success: true, value: { status: 'frozen' } })
    expect(
      (await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(member.token) })).json().code,
    ).toBe('session_expired')
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/wps/operator/members/999999/freeze',
      headers: bearer(token),
    })
    expect(unknown.json().code).toBe('not_found')
    const unfreeze = await t.app.inject({
      method: 'POST',
      url: `/wps/operator/members/${member.id}/unfreeze`,
      headers: bearer(token),
    })
    expect(unfreeze.json().value.status).toBe('active')
    const audit = await t.db
      .selectFrom('auditLog')
      .select(['action', 'target', 'before', 'after', 'actorKind', 'ip'])
      .orderBy('id')
      .execute()
    expect(audit.map((a) => a.action)).toEqual(['outbox.read', 'member.freeze', 'member.unfreeze'])
    expect(audit[1]).toMatchObject({
      actorKind: 'operator',
      target: `member:${member.id}`,
      before: { status: 'active' },
      after: { status: 'frozen' },
      ip: '127.0.0.1',
    })
    expect(await verifyAuditChain(t.db)).toEqual({ ok: true, rows: 3 })
  })

  it('keep members and operators apart', async () => {
    const member = await registerMember(t)
    const asMember = await t.app.inject({ method: 'GET', url: '/wps/operator/outbox', headers: bearer(member.token) })
    expect(asMember.statusCode).toBe(403)
    // Each code works once; start from a fresh step, as a later login half a minute on would.
    await t.db.updateTable('operators').set({ totpLastStep: null }).execute()
    const token = (await login(operator.password, totpCode(operator.secret, Date.now()))).json().value.token
    const asOperator = await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(token) })
    expect(asOperator.statusCode).toBe(403)
    await t.app.inject({ method: 'POST', url: '/wps/operator/session/logout', headers: bearer(token) })
    expect(
      (await t.app.inject({ method: 'GET', url: '/wps/operator/outbox', headers: bearer(token) })).json().code,
    ).toBe('session_expired')
  })
})

describe('operator roles', () => {
  it('are the nine the contract lists, held by the database too, and at least one', async () => {
    await createOperator(t.db, { username: 'ops.every', roles: OPERATOR_ROLES, merchantIds: null })
    const { id } = await t.db
      .selectFrom('operators')
      .select('id')
      .where('username', '=', 'ops.every')
      .executeTakeFirstOrThrow()
    const held = await t.db.selectFrom('operatorRoles').select('role').where('operatorId', '=', id).execute()
    expect(held.map((row) => row.role).sort()).toEqual([...OPERATOR_ROLES].sort())
    for (const roles of [[], ['root' as OperatorRole]]) {
      await expect(createOperator(t.db, { username: 'ops.none', roles, merchantIds: null })).rejects.toMatchObject({
        code: 'validation_failed',
      })
    }
    await expect(
      t.db
        .insertInto('operatorRoles')
        .values({ operatorId: id, role: 'root' as OperatorRole })
        .execute(),
    ).rejects.toThrow(/check/i)
  })
})

describe('migration 0034', () => {
  it('makes every operator that existed before it an owner', async () => {
    // Run again on this database: its operators stand for those of an installation before roles.
    await sql`DROP TABLE operator_roles`.execute(t.db)
    await operatorRoles.up(t.db as unknown as Kysely<unknown>)
    const operators = await t.db.selectFrom('operators').select('id').execute()
    const roles = await t.db.selectFrom('operatorRoles').select(['operatorId', 'role']).execute()
    expect(operators.length).toBeGreaterThan(1)
    expect(roles.sort((a, b) => a.operatorId - b.operatorId)).toEqual(
      operators.map((o) => ({ operatorId: o.id, role: 'owner' })).sort((a, b) => a.operatorId - b.operatorId),
    )
  })
})
