import type { SessionProtection } from '@sea/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, callEncrypted, registeredMember } from '../../test/accounts'
import { closeCheckingBooks } from '../../test/ledger-fixtures'
import { createTestApp, type TestApp } from '../../test/test-app'

/**
 * The session time limit and the reality-check interval through the API (decision 059,
 * docs/player-protection.md): the limit's cooling-off, and a session ended past its limit.
 */

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => closeCheckingBooks(t))

async function member() {
  const m = await registeredMember(t)
  return { ...m, headers: bearer(m.token) }
}
type Member = Awaited<ReturnType<typeof member>>

const view = (m: Member) => t.app.inject({ method: 'GET', url: '/wps/member/protection/session', headers: m.headers })
const setLimit = (m: Member, minutes: unknown) =>
  t.app.inject({ method: 'PUT', url: '/wps/member/protection/session-limit', headers: m.headers, payload: { minutes } })
const confirm = (m: Member) =>
  t.app.inject({ method: 'POST', url: '/wps/member/protection/session-limit/confirm', headers: m.headers })
const setInterval = (m: Member, minutes: unknown) =>
  t.app.inject({ method: 'PUT', url: '/wps/member/protection/reality-check', headers: m.headers, payload: { minutes } })
const limitOf = async (m: Member) => ((await view(m)).json() as { value: SessionProtection }).value.sessionLimit
/** The member's sessions as if they had begun `minutes` ago. */
const ageSessions = (m: Member, minutes: number) =>
  t.db
    .updateTable('sessions')
    .set({ createdAt: new Date(Date.now() - minutes * 60_000) })
    .where('memberId', '=', m.id)
    .execute()
/** The cooling-off as if a day had passed: the waiting change becomes confirmable now. */
const coolOff = (m: Member) =>
  t.db
    .updateTable('protectionSessionSettings')
    .set({ pendingFrom: new Date(Date.now() - 1000) })
    .where('memberId', '=', m.id)
    .execute()
const events = async (m: Member) =>
  (
    await t.db
      .selectFrom('protectionEvents')
      .select(['kind', 'detail'])
      .where('memberId', '=', m.id)
      .orderBy('id')
      .execute()
  ).map((e) => ({ kind: e.kind, detail: typeof e.detail === 'string' ? JSON.parse(e.detail) : e.detail }))

describe('session limit', () => {
  it('applies a first or lower limit at once and ends a session past it with session_limit_reached', async () => {
    const m = await member()
    expect(await limitOf(m)).toEqual({ minutes: null, pending: null })
    expect((await setLimit(m, 60)).json().value.sessionLimit).toEqual({ minutes: 60, pending: null })
    expect((await setLimit(m, 30)).json().value.sessionLimit).toEqual({ minutes: 30, pending: null })
    await ageSessions(m, 29)
    expect((await view(m)).statusCode).toBe(200)
    await ageSessions(m, 31)
    const ended = await view(m)
    expect(ended.statusCode).toBe(401)
    expect(ended.json().code).toBe('session_limit_reached')
    // The session is over, not only refused: the same token is no session any more.
    expect((await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: m.headers })).json().code).toBe(
      'session_expired',
    )
    // A per-session limit: logging in again opens a new session with its own clock.
    const login = await callEncrypted(t, 'POST', '/wps/session/login', { username: m.username, password: 'secret123' })
    expect(login.statusCode).toBe(200)
    const again = { ...m, headers: bearer(login.json().value.token) }
    expect((await view(again)).statusCode).toBe(200)
    expect(await events(m)).toEqual([
      { kind: 'session_limit_set', detail: { from: null, to: 60 } },
      { kind: 'session_limit_set', detail: { from: 60, to: 30 } },
    ])
  })

  it('holds a raise or removal for the cooling-off, the old limit still ending sessions', async () => {
    const m = await member()
    await setLimit(m, 30)
    const raised = (await setLimit(m, 120)).json().value.sessionLimit
    expect(raised).toMatchObject({ minutes: 30, pending: { minutes: 120 } })
    expect((Date.parse(raised.pending.confirmableAt) - Date.now()) / 3.6e6).toBeGreaterThan(23.9)
    expect((await confirm(m)).json().code).toBe('limit_cooling_off')
    await coolOff(m)
    expect((await confirm(m)).json().value.sessionLimit).toEqual({ minutes: 120, pending: null })
    // A removal waits the same way; lowering meanwhile drops it.
    expect((await setLimit(m, null)).json().value.sessionLimit).toMatchObject({
      minutes: 120,
      pending: { minutes: null },
    })
    expect((await setLimit(m, 90)).json().value.sessionLimit).toEqual({ minutes: 90, pending: null })
    expect((await confirm(m)).json().code).toBe('not_found')
    // A waiting removal does not lift the limit in force.
    await setLimit(m, null)
    await ageSessions(m, 91)
    expect((await view(m)).json().code).toBe('session_limit_reached')
    expect((await events(m)).map((e) => e.kind)).toEqual([
      'session_limit_set',
      'session_limit_requested',
      'session_limit_confirmed',
      'session_limit_requested',
      'session_limit_set',
      'session_limit_requested',
    ])
  })

  it('refuses a limit outside 15 minutes to 12 hours, writing nothing', async () => {
    const m = await member()
    for (const minutes of [14, 721, 30.5, 'all day'])
      expect((await setLimit(m, minutes)).json().code, String(minutes)).toBe('validation_failed')
    expect(await limitOf(m)).toEqual({ minutes: null, pending: null })
    expect(await events(m)).toEqual([])
  })
})

describe('reality-check interval', () => {
  it('changes at once, to any listed interval or off, and refuses others', async () => {
    const m = await member()
    expect((await setInterval(m, 45)).json().value.realityCheckMinutes).toBe(45)
    expect((await setInterval(m, 15)).json().value.realityCheckMinutes).toBe(15)
    expect((await setInterval(m, 50)).json().code).toBe('validation_failed')
    expect((await view(m)).json().value.realityCheckMinutes).toBe(15)
    expect((await setInterval(m, null)).json().value.realityCheckMinutes).toBeNull()
    expect((await events(m)).map((e) => e.detail)).toEqual([
      { from: null, to: 45 },
      { from: 45, to: 15 },
      { from: 15, to: null },
    ])
  })
})
