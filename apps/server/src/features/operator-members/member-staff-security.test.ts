import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { latestMessageTo } from '../../providers/messaging'
import { bearer, callEncrypted, registeredMember } from '../../test/accounts'
import { otherMerchant } from '../../test/home'
import { operatorSession } from '../../test/operators'
import { createTestApp, type TestApp } from '../../test/test-app'

let t: TestApp
let brandA: number
let global: Awaited<ReturnType<typeof operatorSession>>
let support: Record<string, string>
let risk: Record<string, string>
let otherBrandOps: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  brandA = (await t.db.selectFrom('merchants').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow()).id
  global = await operatorSession(t)
  support = (await operatorSession(t, brandA, ['support'])).headers
  risk = (await operatorSession(t, brandA, ['risk'])).headers
  otherBrandOps = (await operatorSession(t, await otherMerchant(t, 'staff-other.test'), ['owner'])).headers
})
afterAll(() => t.close())

const post = (url: string, headers: Record<string, string>, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) })
const audits = (memberId: bigint) =>
  t.db
    .selectFrom('auditLog')
    .select(['action', 'actorId', 'merchantId', 'after'])
    .where('target', '=', `member:${memberId}`)
    .orderBy('id')
    .execute()
const signedIn = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(token) })).statusCode === 200
const login = (username: string, password = 'secret123') =>
  callEncrypted(t, 'POST', '/wps/session/login', { username, password })

describe('staff notes', () => {
  it('stores the text as typed, lists newest first, and audits each note', async () => {
    const m = await registeredMember(t)
    const url = `/wps/operator/members/${m.id}/notes`
    const text = 'Called about <b>bonus</b> & "refund"\nline two'
    const added = await post(url, support, { text })
    expect(added.statusCode, added.body).toBe(200)
    expect(added.json().value.note).toMatchObject({ text, operator: expect.stringMatching(/^ops\./) })
    await post(url, global.headers, { text: 'second' })
    const list = (await t.app.inject({ method: 'GET', url, headers: risk })).json().value
    expect(list).toMatchObject({ totalElements: 2, pageNum: 1 })
    expect(list.content.map((n: { text: string }) => n.text)).toEqual(['second', text])
    expect(list.content[0].operatorId).toBe(global.operatorId)
    expect((await audits(m.id)).map((a) => a.action)).toEqual(['member.note', 'member.note'])
    expect((await audits(m.id))[0]!.after).toMatchObject({ text })
  })

  it('refuses an empty, blank or too long note and writes nothing', async () => {
    const m = await registeredMember(t)
    for (const text of ['', '   \n', 'x'.repeat(2001)]) {
      const res = await post(`/wps/operator/members/${m.id}/notes`, support, { text })
      expect(res.statusCode, JSON.stringify(text.slice(0, 5))).toBe(400)
      expect(res.json().code).toBe('validation_failed')
    }
    expect(await audits(m.id)).toEqual([])
    expect((await post(`/wps/operator/members/${m.id}/notes`, support, { text: 'x'.repeat(2000) })).statusCode).toBe(
      200,
    )
  })
})

describe('staff labels', () => {
  it('sets and removes labels once each, audited, and shows them in search', async () => {
    const m = await registeredMember(t)
    const url = `/wps/operator/members/${m.id}/labels`
    expect((await post(url, risk, { label: 'watch' })).json().value).toEqual({ labels: ['watch'] })
    expect((await post(url, risk, { label: 'bonus-abuser' })).json().value).toEqual({
      labels: ['bonus-abuser', 'watch'],
    })
    expect((await post(url, risk, { label: 'watch' })).json().value).toEqual({ labels: ['bonus-abuser', 'watch'] })
    const found = await t.app.inject({
      method: 'GET',
      url: '/wps/operator/members',
      headers: support,
      query: { username: m.username },
    })
    expect(found.json().value.content[0].labels).toEqual(['bonus-abuser', 'watch'])
    const removed = await t.app.inject({ method: 'DELETE', url: `${url}/watch`, headers: risk })
    expect(removed.json().value).toEqual({ labels: ['bonus-abuser'] })
    expect((await t.app.inject({ method: 'DELETE', url: `${url}/watch`, headers: risk })).statusCode).toBe(200)
    expect((await audits(m.id)).map((a) => [a.action, a.after])).toEqual([
      ['member.label.set', { label: 'watch' }],
      ['member.label.set', { label: 'bonus-abuser' }],
      ['member.label.remove', { label: 'watch' }],
    ])
    // Staff labels are the back office's own: the member's site never shows them.
    const info = await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(m.token) })
    expect(info.body).not.toContain('bonus-abuser')
  })

  it('refuses a label outside the pattern, and support may not label', async () => {
    const m = await registeredMember(t)
    for (const label of ['VIP', 'a b', '-x', 'x'.repeat(33), '']) {
      const res = await post(`/wps/operator/members/${m.id}/labels`, risk, { label })
      expect(res.json().code, label).toBe('validation_failed')
    }
    expect((await post(`/wps/operator/members/${m.id}/labels`, support, { label: 'vip' })).json().code).toBe(
      'forbidden',
    )
    expect(await audits(m.id)).toEqual([])
  })
})

describe('security actions', () => {
  it('revokes one session or all of them', async () => {
    const m = await registeredMember(t)
    const second = (await login(m.username)).json().value.token as string
    const sessions = await t.db.selectFrom('sessions').select('id').where('memberId', '=', m.id).orderBy('id').execute()
    const base = `/wps/operator/members/${m.id}/sessions`
    expect((await post(`${base}/${sessions[0]!.id}/revoke`, support)).json().value).toEqual({ revoked: 1 })
    expect(await signedIn(m.token)).toBe(false)
    expect(await signedIn(second)).toBe(true)
    expect((await post(`${base}/${sessions[0]!.id}/revoke`, support)).json().value).toEqual({ revoked: 0 })
    const stranger = await registeredMember(t)
    const theirs = await t.db
      .selectFrom('sessions')
      .select('id')
      .where('memberId', '=', stranger.id)
      .executeTakeFirstOrThrow()
    expect((await post(`${base}/${theirs.id}/revoke`, support)).json().code).toBe('not_found')
    expect(await signedIn(stranger.token)).toBe(true)
    expect((await post(`${base}/revoke-all`, risk)).json().value).toEqual({ revoked: 1 })
    expect(await signedIn(second)).toBe(false)
    expect((await audits(m.id)).map((a) => a.action)).toEqual(['member.session.revoke', 'member.sessions.revoke'])
  })

  it('forces a password change: sessions end, the next login may only change it', async () => {
    const m = await registeredMember(t)
    const res = await post(`/wps/operator/members/${m.id}/force-password-change`, risk)
    expect(res.json().value).toEqual({ passwordChangeRequired: true, revoked: 1 })
    expect(await signedIn(m.token)).toBe(false)
    const session = (await login(m.username)).json().value
    expect(session.passwordExpired).toBe(true)
    const blocked = await t.app.inject({ method: 'GET', url: '/wps/member/info/icon', headers: bearer(session.token) })
    expect(blocked.json().code).toBe('password_change_required')
    const changed = await callEncrypted(
      t,
      'POST',
      '/wps/member/password',
      { newPassword: 'fresh789', confirmNewPassword: 'fresh789' },
      bearer(session.token),
    )
    expect(changed.statusCode, changed.body).toBe(200)
    expect((await login(m.username, 'fresh789')).json().value.passwordExpired).toBe(false)
    const page = await t.app.inject({ method: 'GET', url: `/wps/operator/members/${m.id}`, headers: support })
    expect(page.json().value.member.passwordChangeRequired).toBe(false)
    expect((await audits(m.id)).map((a) => a.action)).toEqual(['member.password.force_change'])
  })

  it('sends a reset link on the brand’s domain by the member’s channel, never showing the token', async () => {
    const m = await registeredMember(t)
    const res = await post(`/wps/operator/members/${m.id}/password-reset-link`, support, undefined)
    const email = `${m.username}@example.test`
    expect(res.json().value).toEqual({ channel: 'email', destination: email })
    const message = await latestMessageTo(t.db, email)
    const token = /resetToken=([\w-]+)/.exec(message?.body ?? '')?.[1]
    expect(message?.body).toContain('http://localhost/?resetToken=')
    expect(res.body).not.toContain(token)
    const reset = await callEncrypted(t, 'POST', '/wps/member/password/reset', {
      token,
      newPassword: 'viaLink42',
      confirmNewPassword: 'viaLink42',
    })
    expect(reset.statusCode, reset.body).toBe(200)
    expect((await login(m.username, 'viaLink42')).statusCode).toBe(200)
    const [audit] = await audits(m.id)
    expect(audit).toMatchObject({
      action: 'member.password.reset_link',
      after: { channel: 'email', destination: email },
    })
    expect(JSON.stringify(audit)).not.toContain(token)
  })

  it('sends the link by SMS without an email, and refuses a member it cannot reach', async () => {
    const m = await registeredMember(t)
    await t.db
      .updateTable('members')
      .set({ email: null, mobileNum: '0123456789', countryDialingCode: '60' })
      .where('id', '=', m.id)
      .execute()
    const url = `/wps/operator/members/${m.id}/password-reset-link`
    expect((await post(url, support)).json().value).toEqual({ channel: 'sms', destination: '+60123456789' })
    expect((await latestMessageTo(t.db, '+60123456789'))?.body).toContain('/?resetToken=')
    await t.db.updateTable('members').set({ mobileNum: null }).where('id', '=', m.id).execute()
    const unreachable = await post(url, support)
    expect(unreachable.statusCode).toBe(409)
    expect(unreachable.json().code).toBe('conflict')
    expect((await audits(m.id)).map((a) => a.action)).toEqual(['member.password.reset_link'])
  })

  it('refuses a trial account, and answers not found outside the brand', async () => {
    const trial = await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay' })
    const session = await t.db.selectFrom('sessions').select('memberId').orderBy('id', 'desc').executeTakeFirstOrThrow()
    expect(trial.statusCode).toBe(200)
    for (const step of ['force-password-change', 'password-reset-link']) {
      expect((await post(`/wps/operator/members/${session.memberId}/${step}`, global.headers)).json().code).toBe(
        'conflict',
      )
    }
    const m = await registeredMember(t)
    for (const step of ['force-password-change', 'password-reset-link', 'sessions/revoke-all', 'notes', 'labels']) {
      const res = await post(`/wps/operator/members/${m.id}/${step}`, otherBrandOps, { text: 'x', label: 'x' })
      expect(res.json().code, step).toBe('not_found')
    }
    expect(await signedIn(m.token)).toBe(true)
    expect(await audits(m.id)).toEqual([])
  })
})
