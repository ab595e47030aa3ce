import { dayIn } from '@sea/rules'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, callEncrypted, registeredMember } from '../../test/accounts'
import { demoMerchantId, otherMerchant } from '../../test/home'
import { review, submitDocuments } from '../../test/kyc'
import { closeCheckingBooks, createMembers } from '../../test/ledger-fixtures'
import { operatorSession } from '../../test/operators'
import { createTestApp, type TestApp } from '../../test/test-app'

/**
 * The operators' protection view (decision 060): one member's limits, breaks, linked accounts and
 * history, and the interventions report over a period, each held to the operator's permission
 * and brands.
 */

let t: TestApp
let demo: number
let other: number
let risk: { username: string; headers: Record<string, string> }
let owner: Record<string, string>
let m: { id: bigint; username: string; headers: Record<string, string> }
let twin: bigint
beforeAll(async () => {
  t = await createTestApp()
  demo = await demoMerchantId(t)
  other = await otherMerchant(t, 'interventions-other.test')
  risk = await operatorSession(t, demo, ['risk'])
  owner = (await operatorSession(t)).headers
  const registered = await registeredMember(t)
  m = { ...registered, headers: bearer(registered.token) }
  twin = (await createMembers(t.db, other, 1))[0]!
  await memberStory()
})
afterAll(() => closeCheckingBooks(t))

const put = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url, headers: m.headers, payload })
const get = (headers: Record<string, string>, url: string, query: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers, query })

/** A verified ID number: the key that makes the two accounts one person (decision 056). */
async function verifiedId(memberId: bigint, merchantId: number) {
  await t.db
    .insertInto('memberIdentity')
    .values({
      memberId,
      merchantId,
      status: 'verified',
      idNumber: 'ID60REPORT',
      birthday: '1990-01-01',
      reviewedAt: new Date(),
    })
    .onConflict((oc) =>
      oc
        .column('memberId')
        .doUpdateSet({ status: 'verified', idNumber: 'ID60REPORT', birthday: '1990-01-01', reviewedAt: new Date() }),
    )
    .execute()
}

/** Limits, a session limit, an identity decision, a risk decision, then a time-out: one of each source. */
async function memberStory() {
  const step = async (res: Promise<{ statusCode: number; body: string }>) => {
    const answer = await res
    if (answer.statusCode !== 200) throw new Error(answer.body)
  }
  await step(put('/wps/member/protection/limit', { kind: 'deposit', period: 'day', amount: '100.00' }))
  await step(put('/wps/member/protection/limit', { kind: 'deposit', period: 'day', amount: '250.00' }))
  await step(put('/wps/member/protection/session-limit', { minutes: 60 }))
  await submitDocuments(t, m.headers)
  await step(review(t, risk.headers, m.id, 'reject', { reason: 'The photo is blurred' }))
  const [flag] = await t.db
    .insertInto('riskFlags')
    .values({
      merchantId: demo,
      memberId: m.id,
      rule: 'large_win',
      severity: 'low',
      dedupeKey: `test-${m.id}`,
      evidence: JSON.stringify({}),
    })
    .returning('id')
    .execute()
  await step(
    t.app.inject({
      method: 'POST',
      url: `/wps/operator/brands/${demo}/risk-flags/${flag!.id}/decision`,
      headers: risk.headers,
      payload: { status: 'dismissed', note: 'A jackpot, played fairly' },
    }),
  )
  await verifiedId(m.id, demo)
  await verifiedId(twin, other)
  await step(
    callEncrypted(
      t,
      'POST',
      '/wps/member/protection/exclusion',
      { kind: 'timeout', days: 7, loginPassword: 'secret123' },
      m.headers,
    ),
  )
}

describe('a member’s protection', () => {
  it('shows the limits with what waits, the session limit, the break and the same person in scope', async () => {
    const answer = await get(risk.headers, `/wps/operator/members/${m.id}/protection`)
    expect(answer.statusCode).toBe(200)
    const value = answer.json().value
    expect(value.protection.limits).toContainEqual(
      expect.objectContaining({
        kind: 'deposit',
        period: 'day',
        amount: '100.00',
        pending: expect.objectContaining({ amount: '250.00' }),
      }),
    )
    expect(value.session.sessionLimit.minutes).toBe(60)
    expect(value.protection.exclusion).toMatchObject({ kind: 'timeout' })
    // The twin's brand is outside this operator's scope: not even its existence shows.
    expect(value.linked).toEqual([])
    const all = (await get(owner, `/wps/operator/members/${m.id}/protection`)).json().value
    expect(all.linked).toEqual([
      expect.objectContaining({ memberId: String(twin), merchantId: other, via: 'id_number' }),
    ])
  })

  it('lists its history newest first, with the deciding operator', async () => {
    const page = (await get(risk.headers, `/wps/operator/members/${m.id}/protection/history`)).json().value
    const rows = page.content.map((r: Record<string, unknown>) => [r.action, r.subject, r.to, r.operator])
    expect(rows).toEqual([
      ['timeout', '7d', expect.any(String), null],
      ['risk_dismissed', 'large_win/low', null, risk.username],
      ['kyc_rejected', null, 'rejected', risk.username],
      ['session_limit_set', null, '60', null],
      ['limit_requested', 'deposit/day', '250.00', null],
      ['limit_set', 'deposit/day', '100.00', null],
    ])
    expect(page.content[1].note).toBe('A jackpot, played fairly')
    expect(page.totalElements).toBe(6)
    // The twin was excluded with the member; its history says by which key.
    const twinRows = (await get(owner, `/wps/operator/members/${twin}/protection/history`)).json().value.content
    expect(twinRows).toEqual([
      expect.objectContaining({ action: 'linked_exclusion', note: 'id_number', merchantId: other }),
    ])
  })

  it('is for operators who may read protection, of their own brands', async () => {
    const finance = (await operatorSession(t, demo, ['finance'])).headers
    expect((await get(finance, `/wps/operator/members/${m.id}/protection`)).json().code).toBe('forbidden')
    const elsewhere = (await operatorSession(t, other, ['risk'])).headers
    for (const path of ['protection', 'protection/history']) {
      const answer = await get(elsewhere, `/wps/operator/members/${m.id}/${path}`)
      expect([answer.statusCode, answer.json().code]).toEqual([404, 'not_found'])
    }
  })
})

describe('the interventions report', () => {
  let today = ''
  beforeAll(async () => {
    const brand = await t.db.selectFrom('merchants').select('timezone').where('id', '=', demo).executeTakeFirstOrThrow()
    today = dayIn(new Date(), brand.timezone)
  })
  const range = (query: Record<string, string> = {}) => ({ from: today, to: today, ...query })

  it('lists the brand’s interventions of the day, one kind at a time, with their counts', async () => {
    type Row = { memberId: string; action: string }
    const mine = (rows: Row[]) => rows.filter((r) => r.memberId === String(m.id))
    const all = (await get(risk.headers, '/wps/operator/reports/interventions', range())).json().value.content
    expect(mine(all).map((r) => r.action)).toEqual([
      'timeout',
      'risk_dismissed',
      'kyc_rejected',
      'session_limit_set',
      'limit_requested',
      'limit_set',
    ])
    // Operators of the demo brand never see the twin's row on the other brand.
    expect(all.some((r: { merchantId: number }) => r.merchantId !== demo)).toBe(false)
    const breaks = (
      await get(risk.headers, '/wps/operator/reports/interventions', range({ category: 'exclusion' }))
    ).json().value.content
    expect(breaks.every((r: { category: string }) => r.category === 'exclusion')).toBe(true)
    expect(mine(breaks)).toHaveLength(1)
    const counts = (await get(risk.headers, '/wps/operator/reports/interventions/counts', range())).json().value.counts
    expect(counts).toContainEqual({ category: 'kyc', action: 'kyc_rejected', count: expect.any(Number) })
    const total = counts.reduce((sum: number, c: { count: number }) => sum + c.count, 0)
    expect(total).toBe(all.length)
  })

  it('downloads as CSV, and keeps to the operator’s permission and brands', async () => {
    const csv = await get(risk.headers, '/wps/operator/reports/interventions/csv', range())
    expect(csv.statusCode).toBe(200)
    expect(csv.body.split(/\r?\n/)[0]).toBe(
      'id,at,merchantId,memberId,username,category,action,subject,from,to,note,operator',
    )
    expect(csv.body).toContain('A jackpot, played fairly')
    const finance = (await operatorSession(t, demo, ['finance'])).headers
    expect((await get(finance, '/wps/operator/reports/interventions', range())).json().code).toBe('forbidden')
    const answer = await get(risk.headers, '/wps/operator/reports/interventions', range({ merchantId: String(other) }))
    expect(answer.json().code).toBe('not_found')
    const bad = await get(risk.headers, '/wps/operator/reports/interventions', range({ category: 'everything' }))
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'validation_failed'])
  })
})
