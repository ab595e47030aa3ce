import type { OperatorRole } from '@sea/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callEncrypted } from '../../test/accounts'
import { secondMerchant } from '../../test/brands'
import { demoMerchantId } from '../../test/home'
import { operatorSession } from '../../test/operators'
import { createTestApp, type TestApp } from '../../test/test-app'

let t: TestApp
let demo: number
let other: number
let owner: Record<string, string>
let admin: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  demo = await demoMerchantId(t)
  other = await secondMerchant(t, 'accounts-b.test', 'THB')
  owner = (await operatorSession(t)).headers
  admin = (await operatorSession(t, null, ['administrator'])).headers
}, 600_000)
afterAll(() => t.close())

let n = 0
const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })
const create = (headers: Record<string, string>, roles: OperatorRole[], merchantIds: number[] | null) =>
  call('POST', '/wps/operator/operators', headers, { username: `acct.${(n += 1)}`, roles, merchantIds })
const step = (headers: Record<string, string>, id: number, what: string) =>
  call('POST', `/wps/operator/operators/${id}/${what}`, headers)
const sessionsOf = (id: number) =>
  t.db.selectFrom('operatorSessions').select('id').where('operatorId', '=', id).where('revokedAt', 'is', null).execute()

describe('operator management', () => {
  it('creates an operator with a one-time password; its first login enrols', async () => {
    const res = await create(admin, ['finance', 'risk'], [demo, other])
    expect(res.statusCode, res.body).toBe(200)
    const { operator, password } = res.json().value
    expect(operator).toMatchObject({
      roles: ['finance', 'risk'],
      merchantIds: [demo, other],
      enrolled: false,
      status: 'active',
    })
    const login = await callEncrypted(t, 'POST', '/wps/operator/session/login', {
      username: operator.username,
      password,
    })
    expect(login.json().value.enrolment.secret).toMatch(/^[A-Z2-7]+$/)
    const again = await call('POST', '/wps/operator/operators', admin, {
      username: operator.username.toUpperCase(),
      roles: ['finance'],
      merchantIds: [demo],
    })
    expect(again.json().code).toBe('username_taken')
    expect((await create(admin, ['finance'], [987654])).json().code).toBe('not_found')
    const audit = await t.db
      .selectFrom('auditLog')
      .select(['action', 'before', 'after'])
      .where('target', '=', `operator:${operator.id}`)
      .execute()
    expect(audit).toEqual([
      {
        action: 'operator.create',
        before: null,
        after: { roles: ['finance', 'risk'], merchantIds: [demo, other], status: 'active', enrolled: false },
      },
    ])
  })

  it('keeps a brand’s administrator to its brands', async () => {
    const brandAdmin = (await operatorSession(t, demo, ['administrator'])).headers
    expect((await create(brandAdmin, ['finance'], [other])).json().code).toBe('not_found')
    expect((await create(brandAdmin, ['finance'], [demo, other])).json().code).toBe('not_found')
    expect((await create(brandAdmin, ['finance'], null)).json().code).toBe('forbidden')
    const mine = (await create(brandAdmin, ['finance'], [demo])).json().value.operator
    const theirs = (await create(admin, ['finance'], [other])).json().value.operator
    const both = (await create(admin, ['finance'], [demo, other])).json().value.operator
    const listed = (await call('GET', '/wps/operator/operators', brandAdmin))
      .json()
      .value.operators.map((o: { id: number }) => o.id)
    expect(listed).toContain(mine.id)
    expect(listed).not.toContain(theirs.id)
    expect(listed).not.toContain(both.id)
    for (const what of ['disable', 'enable', 'reset-password', 'reset-authenticator']) {
      expect((await step(brandAdmin, theirs.id, what)).json().code, what).toBe('not_found')
    }
    const put = await call('PUT', `/wps/operator/operators/${both.id}`, brandAdmin, {
      roles: ['finance'],
      merchantIds: [demo],
    })
    expect(put.json().code).toBe('not_found')
    const all = (await call('GET', '/wps/operator/operators', admin)).json().value.operators
    expect(all.map((o: { id: number }) => o.id)).toEqual(expect.arrayContaining([mine.id, theirs.id, both.id]))
  })

  it('updates roles and brands, disables and enables, each ending the target’s sessions where it should', async () => {
    const target = await operatorSession(t, demo, ['support'])
    const put = await call('PUT', `/wps/operator/operators/${target.operatorId}`, admin, {
      roles: ['finance'],
      merchantIds: [demo, other],
    })
    expect(put.json().value.operator).toMatchObject({ roles: ['finance'], merchantIds: [demo, other] })
    expect(await sessionsOf(target.operatorId)).toEqual([])
    expect((await call('GET', '/wps/operator/session/me', target.headers)).json().code).toBe('session_expired')
    const disabled = await step(admin, target.operatorId, 'disable')
    expect(disabled.json().value.operator.status).toBe('disabled')
    expect(
      (await call('GET', '/wps/operator/operators?status=disabled', admin))
        .json()
        .value.operators.map((o: { id: number }) => o.id),
    ).toContain(target.operatorId)
    expect((await step(admin, target.operatorId, 'enable')).json().value.operator.status).toBe('active')
    const actions = await t.db
      .selectFrom('auditLog')
      .select(['action', 'before', 'after'])
      .where('target', '=', `operator:${target.operatorId}`)
      .orderBy('id')
      .execute()
    expect(actions.map((a) => a.action)).toEqual(['operator.update', 'operator.disable', 'operator.enable'])
    expect(actions[0]).toMatchObject({
      before: { roles: ['support'], merchantIds: [demo] },
      after: { roles: ['finance'], merchantIds: [demo, other] },
    })
  })

  it('resets the authenticator and the password: sessions end, the next login enrols or takes the new password', async () => {
    const target = await operatorSession(t, demo, ['finance'])
    const reset = await step(admin, target.operatorId, 'reset-authenticator')
    expect(reset.json().value.operator.enrolled).toBe(false)
    expect(await sessionsOf(target.operatorId)).toEqual([])
    const { password, operator } = (await step(admin, target.operatorId, 'reset-password')).json().value
    const login = await callEncrypted(t, 'POST', '/wps/operator/session/login', {
      username: operator.username,
      password,
    })
    expect(login.json().value.enrolment).toBeDefined()
  })

  it('leaves owners to owners, and nobody changes their own account', async () => {
    const anOwner = await operatorSession(t)
    expect((await create(admin, ['owner'], null)).json().code).toBe('forbidden')
    expect((await step(admin, anOwner.operatorId, 'reset-password')).json().code).toBe('forbidden')
    const finance = (await create(admin, ['finance'], null)).json().value.operator
    const promote = await call('PUT', `/wps/operator/operators/${finance.id}`, admin, {
      roles: ['owner'],
      merchantIds: null,
    })
    expect(promote.json().code).toBe('forbidden')
    expect(
      (await call('PUT', `/wps/operator/operators/${finance.id}`, owner, { roles: ['owner'], merchantIds: null }))
        .statusCode,
    ).toBe(200)
    const self = await operatorSession(t, null, ['administrator'])
    for (const what of ['disable', 'reset-password', 'reset-authenticator']) {
      expect((await step(self.headers, self.operatorId, what)).json().code, what).toBe('validation_failed')
    }
    const demote = await call('PUT', `/wps/operator/operators/${self.operatorId}`, self.headers, {
      roles: ['auditor'],
      merchantIds: null,
    })
    expect(demote.json().code).toBe('validation_failed')
    const readOnly = (await operatorSession(t, null, ['auditor'])).headers
    expect((await call('GET', '/wps/operator/operators', readOnly)).statusCode).toBe(200)
    expect((await create(readOnly, ['finance'], [demo])).json().code).toBe('forbidden')
  })

  it('never leaves the installation without an active installation-wide owner', async () => {
    // Self-protection and the owners rule leave one way to the last owner: two owners removing
    // each other at once. Operator changes take turns, so the second finds itself the last.
    await t.db.updateTable('operators').set({ status: 'disabled' }).execute()
    const a = await operatorSession(t)
    const b = await operatorSession(t)
    const answers = await Promise.all([
      step(a.headers, b.operatorId, 'disable'),
      call('PUT', `/wps/operator/operators/${a.operatorId}`, b.headers, {
        roles: ['administrator'],
        merchantIds: null,
      }),
    ])
    // One change goes through; the other finds the last owner, or (when the disable came first
    // and ended b's sessions before b's call was let in) no session.
    const codes = answers.map((res) => (res.statusCode === 200 ? 'ok' : res.json().code))
    expect(codes.filter((code) => code === 'ok')).toHaveLength(1)
    expect(codes.find((code) => code !== 'ok')).toMatch(/^(last_owner|session_expired)$/)
    const active = await t.db
      .selectFrom('operators as o')
      .innerJoin('operatorRoles as r', 'r.operatorId', 'o.id')
      .select('o.id')
      .where('o.status', '=', 'active')
      .where('r.role', '=', 'owner')
      .execute()
    expect(active).toHaveLength(1)
  })
})
