import type { Protection } from '@sea/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inTransaction } from '../../ledger/ledger'
import { bearer, callEncrypted, registeredMember } from '../../test/accounts'
import { closeCheckingBooks } from '../../test/ledger-fixtures'
import { createTestApp, type TestApp } from '../../test/test-app'
import { checkDeposit, checkPlay } from '../protection/protection-checks.service'

/**
 * Player protection through the API (decision 056, docs/player-protection.md): deposit limits
 * with their cooling-off, the time-out and self-exclusion, and the deposit race on one limit.
 */

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => closeCheckingBooks(t))

let keySeq = 0
async function member() {
  const m = await registeredMember(t)
  return { ...m, headers: bearer(m.token) }
}
type Member = Awaited<ReturnType<typeof member>>

const view = async (m: Member) =>
  (await t.app.inject({ method: 'GET', url: '/wps/member/protection', headers: m.headers })).json()
const setLimit = (m: Member, period: string, amount: string | null) =>
  t.app.inject({
    method: 'PUT',
    url: '/wps/member/protection/limit',
    headers: m.headers,
    payload: { kind: 'deposit', period, amount },
  })
const confirm = (m: Member, period: string) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/member/protection/limit/confirm',
    headers: m.headers,
    payload: { kind: 'deposit', period },
  })
const deposit = (m: Member, amount: string) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/member/deposit/bank-transfer',
    headers: { ...m.headers, 'idempotency-key': `protect-${++keySeq}-${Date.now()}` },
    payload: { channelCode: 'BANK_TRANSFER', reference: 'MBB 889120', amount },
  })
const limitOf = (body: { value: Protection }, period: string) => body.value.limits.find((l) => l.period === period)
/** The cooling-off as if a day had passed: the waiting change becomes confirmable now. */
const coolOff = (m: Member) =>
  t.db
    .updateTable('protectionLimits')
    .set({ pendingFrom: new Date(Date.now() - 1000) })
    .where('memberId', '=', m.id)
    .execute()

describe('deposit limits', () => {
  it('applies a new or lower limit at once and refuses a deposit beyond it', async () => {
    const m = await member()
    expect((await setLimit(m, 'day', '500')).statusCode).toBe(200)
    expect((await deposit(m, '300.00')).statusCode).toBe(200)
    const over = await deposit(m, '250.00')
    expect(over.statusCode).toBe(409)
    expect(over.json().code).toBe('limit_reached')
    expect((await deposit(m, '200.00')).statusCode).toBe(200)
    expect(limitOf(await view(m), 'day')).toMatchObject({ amount: '500.00', used: '500.00', pending: null })
    // A weekly limit below what the day took already refuses the next deposit too.
    await setLimit(m, 'day', null)
    await setLimit(m, 'week', '520')
    expect((await deposit(m, '30.00')).json().code).toBe('limit_reached')
  })

  it('holds a raise or removal for the cooling-off, then asks for a confirmation', async () => {
    const m = await member()
    await setLimit(m, 'month', '100')
    const raised = (await setLimit(m, 'month', '1000')).json()
    const pending = limitOf(raised, 'month')!
    expect(pending).toMatchObject({ amount: '100.00', pending: { amount: '1000.00' } })
    const waitsHours = (Date.parse(pending.pending!.confirmableAt) - Date.now()) / 3.6e6
    expect(waitsHours).toBeGreaterThan(23.9)
    expect((await confirm(m, 'month')).json().code).toBe('limit_cooling_off')
    expect((await deposit(m, '150.00')).json().code).toBe('limit_reached')
    await coolOff(m)
    expect(limitOf((await confirm(m, 'month')).json(), 'month')).toMatchObject({ amount: '1000.00', pending: null })
    expect((await deposit(m, '150.00')).statusCode).toBe(200)
    // Removal waits the same way; lowering meanwhile drops the waiting removal.
    await setLimit(m, 'month', null)
    expect(limitOf(await view(m), 'month')).toMatchObject({ amount: '1000.00', pending: { amount: null } })
    await setLimit(m, 'month', '800')
    expect(limitOf(await view(m), 'month')).toMatchObject({ amount: '800.00', pending: null })
    expect((await confirm(m, 'month')).json().code).toBe('not_found')
  })

  it('lets exactly the allowed deposits through when they race for the last of a limit', async () => {
    const m = await member()
    await setLimit(m, 'day', '1000')
    const answers = await Promise.all(Array.from({ length: 8 }, () => deposit(m, '300.00')))
    const codes = answers.map((a) => (a.statusCode === 200 ? 'ok' : a.json().code)).sort()
    expect(codes).toEqual([
      'limit_reached',
      'limit_reached',
      'limit_reached',
      'limit_reached',
      'limit_reached',
      'ok',
      'ok',
      'ok',
    ])
    expect(limitOf(await view(m), 'day')).toMatchObject({ used: '900.00' })
  })

  it('refuses a limit of zero and another member’s history stays apart', async () => {
    const m = await member()
    const zero = await setLimit(m, 'day', '0')
    expect(zero.json().code).toBe('validation_failed')
    const events = await t.db.selectFrom('protectionEvents').select('kind').where('memberId', '=', m.id).execute()
    expect(events).toEqual([])
  })
})

describe('time-out and self-exclusion', () => {
  const exclude = (m: Member, body: Record<string, unknown>) =>
    callEncrypted(t, 'POST', '/wps/member/protection/exclusion', { loginPassword: 'secret123', ...body }, m.headers)
  const login = (m: Member) =>
    callEncrypted(t, 'POST', '/wps/session/login', { username: m.username, password: 'secret123' })

  it('asks for the login password, then ends every session and refuses logins, deposits and bets', async () => {
    const m = await member()
    const wrong = await exclude(m, { kind: 'timeout', days: 7, loginPassword: 'nope-nope' })
    expect(wrong.json().code).toBe('password_incorrect')
    const second = bearer((await login(m)).json().value.token)
    const answer = await exclude(m, { kind: 'timeout', days: 7 })
    expect(answer.statusCode).toBe(200)
    const until = Date.parse(answer.json().value.exclusion.until)
    expect(Math.round((until - Date.now()) / 86_400_000)).toBe(7)
    for (const headers of [m.headers, second]) {
      const res = await t.app.inject({ method: 'GET', url: '/wps/member/protection', headers })
      expect(res.statusCode).toBe(401)
    }
    expect((await login(m)).json().code).toBe('account_excluded')
    await expect(
      inTransaction(t.db, (trx) => checkDeposit(trx, { id: m.id, timezone: 'UTC' }, 100n)),
    ).rejects.toMatchObject({
      code: 'account_excluded',
    })
    await expect(
      inTransaction(t.db, (trx) => checkPlay(trx, { memberId: m.id, wallet: 0n, stake: 100n })),
    ).rejects.toMatchObject({ code: 'account_excluded' })
  })

  it('keeps the longer of two exclusions: a time-out never shortens a self-exclusion', async () => {
    const m = await member()
    await exclude(m, { kind: 'self_exclusion', term: 'permanent' })
    const row = await t.db
      .selectFrom('memberProtection')
      .selectAll()
      .where('memberId', '=', m.id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ exclusionKind: 'self_exclusion', excludedUntil: null })
    expect((await login(m)).json().code).toBe('account_excluded')
    const events = await t.db
      .selectFrom('protectionEvents')
      .select(['kind', 'detail'])
      .where('memberId', '=', m.id)
      .execute()
    expect(events).toEqual([{ kind: 'self_exclusion', detail: { term: 'permanent', until: null } }])
  })
})
