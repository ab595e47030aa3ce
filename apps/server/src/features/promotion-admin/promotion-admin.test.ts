import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { balanceOf, ensureAccount } from '../../ledger/ledger'
import { ledgerViolations } from '../../ledger/invariants'
import { demoMerchantId, otherMerchant } from '../../test/home'
import { createMembers } from '../../test/ledger-fixtures'
import { operatorSession } from '../../test/operators'
import { insertPromotion } from '../../test/promotions'
import { createTestApp, type TestApp } from '../../test/test-app'

/** The console's promotion calls: drafts, checks, the state switch, the requests queue, brands apart. */
let t: TestApp
let demo: number
let other: number
let owner: Record<string, string>
let content: Record<string, string>
let finance: Record<string, string>
let financeToo: Record<string, string>
let ownerOfOther: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  demo = await demoMerchantId(t)
  other = await otherMerchant(t, 'promotions-b.test')
  owner = (await operatorSession(t, demo)).headers
  content = (await operatorSession(t, demo, ['content'])).headers
  finance = (await operatorSession(t, demo, ['finance'])).headers
  financeToo = (await operatorSession(t, demo, ['risk'])).headers
  ownerOfOther = (await operatorSession(t, other)).headers
}, 300_000)
afterAll(async () => {
  expect(await ledgerViolations(t.db)).toEqual([])
  await t.close()
})

type Method = 'GET' | 'POST' | 'PUT'
const base = (merchantId = demo) => `/wps/operator/brands/${merchantId}/promotions`
const requestsUrl = (merchantId = demo) => `/wps/operator/brands/${merchantId}/promotion-requests`
const call = (method: Method, url: string, payload?: unknown, headers = owner) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) })
const ok = async (res: Awaited<ReturnType<typeof call>>) => {
  expect(res.statusCode, res.body).toBe(200)
  return res.json().value
}
const refused = (res: Awaited<ReturnType<typeof call>>) => {
  expect(res.statusCode, res.body).toBeLessThan(500)
  return res.json().code as string
}
const fieldErrors = (res: Awaited<ReturnType<typeof call>>) => {
  expect(res.statusCode, res.body).toBe(400)
  expect(res.json().code).toBe('validation_failed')
  return (res.json().details as { path: string }[]).map((d) => d.path)
}
const audits = (action: string) =>
  t.db.selectFrom('auditLog').selectAll().where('action', '=', action).orderBy('id', 'desc').execute()

let seq = 0
const signup = (overrides: Record<string, unknown> = {}) => {
  seq += 1
  return {
    code: `welcome-${seq}`,
    titles: { EN: `Welcome ${seq}`, CN: '欢迎' },
    startsAt: new Date(Date.now() - 3_600_000).toISOString(),
    endsAt: null,
    rules: { kind: 'signup', amount: '8.00', trigger: 'join' },
    eligibility: {},
    wagering: null,
    onePer: [],
    exclusive: false,
    needsApproval: true,
    budget: '100.00',
    announcementId: null,
    ...overrides,
  }
}

async function prAnnouncement(merchantId: number, type: 'PR' | 'PL' = 'PR') {
  const row = await t.db
    .insertInto('announcements')
    .values({ merchantId, type, texts: JSON.stringify({ EN: { title: 'Page', content: '<p>page</p>' } }) })
    .returning('id')
    .executeTakeFirstOrThrow()
  return String(row.id)
}

async function applying(promotionId: string, count: number) {
  const ids = await createMembers(t.db, demo, count)
  const entries = await t.db
    .insertInto('promotionEntries')
    .values(
      ids.map((memberId) => ({
        promotionId: BigInt(promotionId),
        merchantId: demo,
        memberId,
        state: 'applying' as const,
      })),
    )
    .returning(['id', 'memberId'])
    .execute()
  return entries.map((e) => ({ id: String(e.id), memberId: e.memberId }))
}

const wallet = async (memberId: bigint) =>
  balanceOf(
    t.db,
    await ensureAccount(t.db, { merchantId: demo, currency: 'MYR', kind: 'member_main', ownerMemberId: memberId }),
  )

describe('drafts and their checks', () => {
  it('creates a draft with one audit row, and lists it with its figures', async () => {
    const body = signup({ announcementId: await prAnnouncement(demo) })
    const created = await ok(await call('POST', base(), body, content))
    expect(created).toMatchObject({
      code: body.code,
      kind: 'signup',
      state: 'draft',
      phase: 'draft',
      currency: 'MYR',
      budget: '100.00',
      spent: '0.00',
      budgetLeft: '100.00',
      claims: 0,
      hasGrants: false,
      announcementId: body.announcementId,
    })
    const [row] = await audits('promotion.create')
    expect(row).toMatchObject({ merchantId: demo, target: `promotion:${created.id}` })
    const list = await ok(await call('GET', base(), undefined, finance))
    expect(list.content.map((p: { id: string }) => p.id)).toContain(created.id)
    expect((await ok(await call('GET', `${base()}/${created.id}`, undefined, finance))).titles).toEqual(body.titles)
  })

  it('refuses what a promotion cannot be, with field errors, and saves nothing', async () => {
    const count = (await audits('promotion.create')).length
    const past = new Date(Date.now() - 7_200_000).toISOString()
    expect(fieldErrors(await call('POST', base(), signup({ endsAt: past })))).toEqual(['/body/endsAt'])
    expect(
      fieldErrors(
        await call(
          'POST',
          base(),
          signup({
            rules: { kind: 'deposit_bonus', deposit: 'first', rate: 5000, cap: '0', minDeposit: '10', apply: 'claim' },
          }),
        ),
      ),
    ).toEqual(['/body/rules/cap'])
    expect(fieldErrors(await call('POST', base(), signup({ budget: '5.00' })))).toEqual(['/body/budget'])
    expect(fieldErrors(await call('POST', base(), signup({ eligibility: { minVipRank: 5, maxVipRank: 2 } })))).toEqual([
      '/body/eligibility/maxVipRank',
    ])
    // Another brand's page, and a notice that is no promotion's page.
    for (const page of [await prAnnouncement(other), await prAnnouncement(demo, 'PL')])
      expect(fieldErrors(await call('POST', base(), signup({ announcementId: page })))).toEqual([
        '/body/announcementId',
      ])
    // Rules the kind's schema refuses, and garbage: validation, never a 500.
    expect(refused(await call('POST', base(), signup({ rules: { kind: 'signup', amount: '8.00' } })))).toBe(
      'validation_failed',
    )
    expect(refused(await call('POST', base(), { code: 'x', rules: 'nope' }))).toBe('validation_failed')
    expect(refused(await call('POST', base(), signup({ budget: '1e9' })))).toBe('validation_failed')
    expect((await audits('promotion.create')).length).toBe(count)
  })

  it('answers conflict for a code the brand already has, but not for another brand’s', async () => {
    const body = signup()
    await ok(await call('POST', base(), body))
    expect(refused(await call('POST', base(), body))).toBe('conflict')
    await ok(await call('POST', base(other), body, ownerOfOther))
  })
})

describe('the state switch', () => {
  it('schedules, pauses, resumes and ends, and refuses every other move', async () => {
    const later = new Date(Date.now() + 86_400_000).toISOString()
    const { id } = await ok(await call('POST', base(), signup({ startsAt: later })))
    const to = (state: string, headers = content) => call('POST', `${base()}/${id}/state`, { state }, headers)
    expect(refused(await to('paused'))).toBe('promotion_state_invalid')
    expect(refused(await to('ended'))).toBe('promotion_state_invalid')
    expect(await ok(await to('live'))).toMatchObject({ state: 'live', phase: 'coming_soon' })
    expect(refused(await to('live'))).toBe('promotion_state_invalid')
    expect((await ok(await to('paused'))).phase).toBe('paused')
    expect((await ok(await to('live'))).state).toBe('live')
    expect((await ok(await to('ended'))).phase).toBe('ended')
    for (const state of ['live', 'paused', 'ended']) expect(refused(await to(state))).toBe('promotion_state_invalid')
    expect(refused(await call('PUT', `${base()}/${id}`, signup()))).toBe('promotion_state_invalid')
    expect((await to('paused', finance)).statusCode).toBe(403)
    const rows = (await audits('promotion.state')).filter((r) => r.target === `promotion:${id}`)
    expect(rows.map((r) => (r.after as { state: string }).state)).toEqual(['ended', 'live', 'paused', 'live'])
  })
})

describe('editing', () => {
  it('changes a draft freely but never its kind', async () => {
    const body = signup()
    const { id } = await ok(await call('POST', base(), body))
    const edited = await ok(
      await call('PUT', `${base()}/${id}`, { ...body, rules: { kind: 'signup', amount: '9.50', trigger: 'register' } }),
    )
    expect(edited.rules).toEqual({ kind: 'signup', amount: '9.50', trigger: 'register' })
    const birthday = { ...body, rules: { kind: 'birthday', amount: '5.00', claimWithinDays: 7 } }
    expect(fieldErrors(await call('PUT', `${base()}/${id}`, birthday))).toEqual(['/body/rules/kind'])
    const [row] = await audits('promotion.update')
    expect(row?.before).toMatchObject({ rules: { amount: '8.00' } })
    expect(row?.after).toMatchObject({ rules: { amount: '9.50' } })
  })

  it('keeps the terms of a promotion that granted rewards; titles, end and a higher budget still change', async () => {
    const body = signup()
    const { id } = await ok(await call('POST', base(), body))
    await ok(await call('POST', `${base()}/${id}/state`, { state: 'live' }))
    const [entry] = await applying(id, 1)
    await ok(await call('POST', `${requestsUrl()}/${entry!.id}/approve`, undefined, finance))
    const sums = { ...body, rules: { ...body.rules, amount: '20.00' }, budget: '50.00' }
    expect(fieldErrors(await call('PUT', `${base()}/${id}`, sums))).toEqual(['/body/rules', '/body/budget'])
    const end = new Date(Date.now() + 7 * 86_400_000).toISOString()
    const edited = await ok(
      await call('PUT', `${base()}/${id}`, { ...body, titles: { EN: 'Renamed' }, endsAt: end, budget: '500.00' }),
    )
    expect(edited).toMatchObject({ titles: { EN: 'Renamed' }, endsAt: end, budget: '500.00', budgetLeft: '492.00' })
  })
})

describe('the requests queue', () => {
  it('approves once when two operators approve at once, paying through the ledger', async () => {
    const { id } = await ok(await call('POST', base(), signup()))
    await ok(await call('POST', `${base()}/${id}/state`, { state: 'live' }))
    const [entry] = await applying(id, 1)
    const queue = await ok(await call('GET', requestsUrl(), undefined, content))
    expect(queue.content.find((r: { id: string }) => r.id === entry!.id)).toMatchObject({
      promotionId: id,
      state: 'applying',
      amount: '8.00',
      currency: 'MYR',
    })
    const url = `${requestsUrl()}/${entry!.id}/approve`
    const both = await Promise.all([call('POST', url, undefined, finance), call('POST', url, undefined, financeToo)])
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409])
    expect(both.find((r) => r.statusCode === 409)?.json().code).toBe('conflict')
    expect(await wallet(entry!.memberId)).toBe(800n)
    const detail = await ok(await call('GET', `${base()}/${id}`))
    expect(detail).toMatchObject({ spent: '8.00', claims: 1, hasGrants: true, applying: 0 })
    expect(detail.figures).toMatchObject({ paid: '8.00', grants: { issued: { count: 1, amount: '8.00' } } })
    expect(detail.figures.entries).toEqual({ approved: 1 })
    const [row] = await audits('promotion.request_approve')
    expect(row).toMatchObject({ target: `promotion-entry:${entry!.id}`, after: { state: 'approved', amount: '8.00' } })
    const grants = await ok(await call('GET', `${base()}/${id}/grants`, undefined, content))
    expect(grants.content).toEqual([
      expect.objectContaining({ memberId: String(entry!.memberId), amount: '8.00', state: 'issued', claimed: true }),
    ])
  })

  it('leaves a request the budget refuses waiting, and answers the refusal', async () => {
    const { id } = await ok(await call('POST', base(), signup({ budget: '10.00' })))
    await ok(await call('POST', `${base()}/${id}/state`, { state: 'live' }))
    const [first, second] = await applying(id, 2)
    await ok(await call('POST', `${requestsUrl()}/${first!.id}/approve`, undefined, finance))
    expect(refused(await call('POST', `${requestsUrl()}/${second!.id}/approve`, undefined, finance))).toBe(
      'promotion_budget_spent',
    )
    const queue = await ok(await call('GET', `${requestsUrl()}?promotionId=${id}`, undefined, finance))
    expect(queue.content.map((r: { id: string }) => r.id)).toEqual([second!.id])
    expect(await wallet(second!.memberId)).toBe(0n)
  })

  it('rejects with a reason, once; only a reviewer decides', async () => {
    const { id } = await ok(await call('POST', base(), signup()))
    const [entry] = await applying(id, 1)
    const url = `${requestsUrl()}/${entry!.id}/reject`
    expect((await call('POST', url, { reason: 'duplicate' }, content)).statusCode).toBe(403)
    expect(refused(await call('POST', url, { reason: '  ' }, finance))).toBe('validation_failed')
    expect(await ok(await call('POST', url, { reason: 'duplicate account' }, finance))).toMatchObject({
      state: 'rejected',
      rejectReason: 'duplicate account',
    })
    expect(refused(await call('POST', url, { reason: 'again' }, finance))).toBe('conflict')
    expect(refused(await call('POST', `${requestsUrl()}/${entry!.id}/approve`, undefined, finance))).toBe('conflict')
    expect(await wallet(entry!.memberId)).toBe(0n)
    const [row] = await audits('promotion.request_reject')
    expect(row?.after).toMatchObject({ state: 'rejected', reason: 'duplicate account' })
  })
})

describe('brands apart', () => {
  it('answers not_found for another brand’s promotion, request and list, and changes nothing', async () => {
    const mine = await insertPromotion(t.db, {
      merchantId: demo,
      kind: 'signup',
      rules: { amount: '5.00', trigger: 'join' },
    })
    const [entry] = await applying(String(mine.id), 1)
    const tries: [Method, string, unknown?][] = [
      ['GET', base()],
      ['GET', `${base()}/${mine.id}`],
      ['GET', `${base()}/${mine.id}/grants`],
      ['PUT', `${base()}/${mine.id}`, signup()],
      ['POST', `${base()}/${mine.id}/state`, { state: 'ended' }],
      ['GET', requestsUrl()],
      ['POST', `${requestsUrl()}/${entry!.id}/approve`],
      ['POST', `${requestsUrl()}/${entry!.id}/reject`, { reason: 'x' }],
      // Their own brand's path with our ids.
      ['GET', `${base(other)}/${mine.id}`],
      ['POST', `${base(other)}/${mine.id}/state`, { state: 'ended' }],
      ['POST', `${requestsUrl(other)}/${entry!.id}/approve`],
    ]
    for (const [method, url, body] of tries)
      expect(refused(await call(method, url, body, ownerOfOther)), url).toBe('not_found')
    const row = await t.db.selectFrom('promotions').selectAll().where('id', '=', mine.id).executeTakeFirstOrThrow()
    expect(row).toEqual(mine)
    expect(await wallet(entry!.memberId)).toBe(0n)
  })
})
