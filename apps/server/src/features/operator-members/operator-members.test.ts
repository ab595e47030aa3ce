import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, callEncrypted, knownCaptcha, registrationForm, uniqueName } from '../../test/accounts'
import { fund, settledRound } from '../../test/agents'
import { secondMerchant } from '../../test/brands'
import { demoMerchantId } from '../../test/home'
import { bulkBets } from '../../test/lottery-fixtures'
import { operatorSession } from '../../test/operators'
import { createTestApp, type TestApp } from '../../test/test-app'

let t: TestApp
let brandA: number
let brandB: number
let global: Record<string, string>
let opsA: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  brandA = await demoMerchantId(t)
  brandB = await secondMerchant(t, 'members-b.test', 'THB')
  global = (await operatorSession(t)).headers
  opsA = (await operatorSession(t, brandA, ['support'])).headers
}, 120_000)
afterAll(() => t.close())

/** A member registered through the site on a brand's host, with its id and session token. */
async function member(host = 'localhost', overrides: Record<string, unknown> = {}) {
  const username = (overrides.username as string | undefined) ?? uniqueName('mem')
  const res = await callEncrypted(
    t,
    'PUT',
    '/wps/member/register',
    { ...registrationForm(username), ...(await knownCaptcha(t)), ...overrides },
    { host },
  )
  if (res.statusCode !== 200) throw new Error(res.body)
  const row = await t.db
    .selectFrom('members')
    .select(['id', 'affiliateCode'])
    .where('username', '=', username)
    .executeTakeFirstOrThrow()
  return { ...row, username, token: res.json().value.token as string }
}

const get = (url: string, headers = global, query: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers, query })
const search = (query: Record<string, string>, headers = global) => get('/wps/operator/members', headers, query)
const ids = (res: { json(): { value: { content: { id: string }[] } } }) => res.json().value.content.map((m) => m.id)

describe('member search', () => {
  it('finds a member by each kind of criterion, within the brands in scope', async () => {
    const a = await member()
    const b = await member('members-b.test')
    const ip = `198.51.100.${Number(a.id % 200n) + 1}`
    const loginIp = `203.0.113.${Number(a.id % 200n) + 1}`
    const bank = await t.db.selectFrom('banks').select('id').where('merchantId', '=', brandA).executeTakeFirstOrThrow()
    const number = `77${a.id}`
    await t.db
      .updateTable('members')
      .set({
        mobileNum: `9${a.id}`.padEnd(9, '0'),
        countryDialingCode: '60',
        registerIp: ip,
        referralCode: `REF${a.id}`,
      })
      .where('id', '=', a.id)
      .execute()
    await t.db.insertInto('memberKnownIps').values({ memberId: a.id, ip: loginIp }).execute()
    await t.db
      .insertInto('memberBankAccounts')
      .values({ memberId: a.id, bankId: bank.id, accountNumber: number, payeeName: 'Ahmad Razak' })
      .execute()
    const tries: Record<string, string>[] = [
      { username: a.username.slice(0, -1).toUpperCase() },
      { mobile: `9${a.id}`.padEnd(9, '0') },
      { email: `${a.username.toUpperCase()}@example.test` },
      { bankAccount: number },
      { ip },
      { ip: loginIp },
      { affiliateCode: a.affiliateCode },
      { referralCode: `REF${a.id}` },
    ]
    for (const query of tries) {
      const res = await search(query)
      expect(res.statusCode, JSON.stringify(query) + res.body).toBe(200)
      expect(ids(res), JSON.stringify(query)).toContain(String(a.id))
      expect(ids(await search(query, opsA)), JSON.stringify(query)).toContain(String(a.id))
    }
    const row = (await search({ username: a.username })).json().value.content[0]
    expect(row).toMatchObject({
      id: String(a.id),
      username: a.username,
      merchantId: brandA,
      brand: 'demo',
      status: 'active',
      labels: [],
      mobile: `+60${`9${a.id}`.padEnd(9, '0')}`,
      email: `${a.username}@example.test`,
      registerIp: ip,
      lastLoginAt: expect.any(String),
    })
    // Brand B's member: found installation-wide, never by brand A's operator.
    expect(ids(await search({ username: b.username }))).toEqual([String(b.id)])
    expect((await search({ username: b.username }, opsA)).json().value).toMatchObject({ content: [], totalElements: 0 })
    expect((await search({ email: `${b.username}@example.test`, merchantId: String(brandB) }, opsA)).json().code).toBe(
      'not_found',
    )
    expect(ids(await search({ username: b.username, merchantId: String(brandA) }))).toEqual([])
  })

  it('pages and sorts, and reads a typed % or _ as text', async () => {
    const prefix = uniqueName('pg')
    const made = []
    for (const n of [1, 2, 3]) made.push(await member('localhost', { username: `${prefix}x${n}` }))
    await t.db
      .updateTable('members')
      .set({ lastLoginAt: new Date(0) })
      .where('id', '=', made[2]!.id)
      .execute()
    const first = await search({ username: prefix, pageSize: '2' })
    expect(first.json().value).toMatchObject({ pageNum: 1, totalPages: 2, totalElements: 3 })
    expect(ids(first)).toEqual([String(made[2]!.id), String(made[1]!.id)])
    expect(ids(await search({ username: prefix, pageSize: '2', pageNum: '2' }))).toEqual([String(made[0]!.id)])
    expect(ids(await search({ username: prefix, sort: 'lastLogin' })).at(-1)).toBe(String(made[2]!.id))
    expect((await search({ username: `${prefix.slice(0, 2)}%` })).json().value.totalElements).toBe(0)
    expect((await search({ username: `${prefix.slice(0, 2)}_` })).json().value.totalElements).toBe(0)
  })

  it('refuses no criterion, two criteria and malformed ones with a clear code', async () => {
    const bad: Record<string, string>[] = [
      {},
      { username: 'abc', email: 'x@y.z' },
      { mobile: '12ab' },
      { username: 'a' },
      { sort: 'x' },
    ]
    for (const query of bad) {
      const res = await search(query)
      expect(res.statusCode, JSON.stringify(query)).toBe(400)
      expect(res.json().code).toBe('validation_failed')
    }
  })
})

describe('the member page', () => {
  it('shows profile, brand, upline, registration, balances, counts and links', async () => {
    const agent = await member()
    await t.db.updateTable('members').set({ isAgent: 1 }).where('id', '=', agent.id).execute()
    const m = await member('localhost', { affiliateCode: agent.affiliateCode, referralCode: 'FRIEND1' })
    await fund(t.db, m.id, 12_345n)
    await settledRound(t.db, m.id, new Date(), 500n, 0n)
    const res = await get(`/wps/operator/members/${m.id}`)
    expect(res.statusCode, res.body).toBe(200)
    const page = res.json().value
    expect(page.member).toMatchObject({
      id: String(m.id),
      username: m.username,
      status: 'active',
      isAgent: 0,
      siteLabels: [],
      totpEnabled: false,
      passwordChangeRequired: false,
    })
    expect(page.brand).toEqual({ id: brandA, code: 'demo', name: expect.any(String), currency: 'MYR' })
    expect(page.upline).toEqual([{ id: String(agent.id), username: agent.username, depth: 1 }])
    expect(page.registration).toMatchObject({
      address: { ip: '127.0.0.1', country: null },
      userAgent: expect.any(String),
      affiliateCode: expect.any(String),
      referralCode: 'FRIEND1',
    })
    expect(page.wallets).toContainEqual({ kind: 'member_main', vendor: null, balance: '123.45' })
    expect(page.counts).toEqual({
      deposits: 0,
      withdrawals: 0,
      gameRounds: 1,
      lotteryBets: 0,
      liveSessions: 1,
      notes: 0,
    })
    expect(page.links).toMatchObject({
      wallet: `/wps/operator/members/${m.id}/wallet`,
      adjust: `/wps/operator/members/${m.id}/adjustments`,
      deposits: `/wps/operator/deposits?memberId=${m.id}`,
    })
    // The wallet link is operator-money's page of the ledger: it answers for the same member.
    expect((await get(page.links.wallet)).json().value.member.id).toBe(String(m.id))
  })

  it('loads logins, sessions, rounds and lottery bets as pages of their own', async () => {
    const m = await member()
    const failed = await callEncrypted(t, 'POST', '/wps/session/login', { username: m.username, password: 'wrong000' })
    expect(failed.statusCode).toBe(400)
    const logins = (await get(`/wps/operator/members/${m.id}/logins`)).json().value
    expect(logins).toMatchObject({ totalElements: 2, pageNum: 1, totalPages: 1 })
    expect(logins.content.map((l: { succeeded: boolean }) => l.succeeded).sort()).toEqual([false, true])
    expect(logins.content.find((l: { succeeded: boolean }) => l.succeeded)).toMatchObject({
      loginType: 'register',
      ip: '127.0.0.1',
      country: null,
    })
    const sessions = (await get(`/wps/operator/members/${m.id}/sessions`)).json().value.sessions
    expect(sessions).toHaveLength(1)
    expect(sessions[0]).toMatchObject({ loginType: 'register', ip: '127.0.0.1' })

    for (const at of [new Date(Date.now() - 60_000), new Date()]) await settledRound(t.db, m.id, at, 1_000n, 2_500n)
    const rounds = (await get(`/wps/operator/members/${m.id}/rounds`, global, { pageSize: '1' })).json().value
    expect(rounds).toMatchObject({ totalElements: 2, totalPages: 2 })
    expect(rounds.content[0]).toMatchObject({ vendor: 'TESTV', stake: '10.00', win: '25.00', status: 'settled' })

    const draw = await t.db
      .insertInto('lotteryDraws')
      .values({ gameCode: 'VN_SOUTH', issueNo: `members-${m.id}`, closeAt: new Date(), drawAt: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow()
    await bulkBets(t.db, { drawId: draw.id, merchantId: brandA, currency: 'MYR', members: [m.id], count: 3 })
    const bets = (await get(`/wps/operator/members/${m.id}/lottery-bets`)).json().value
    expect(bets.totalElements).toBe(3)
    expect(bets.content[0]).toMatchObject({ gameCode: 'VN_SOUTH', issueNo: `members-${m.id}`, status: 'open' })
  })

  it('answers not found for a member of another brand, on every part of the page', async () => {
    const b = await member('members-b.test')
    for (const part of ['', '/logins', '/sessions', '/rounds', '/lottery-bets', '/notes']) {
      const res = await get(`/wps/operator/members/${b.id}${part}`, opsA)
      expect(res.statusCode, part).toBe(404)
      expect(res.json().code).toBe('not_found')
      expect((await get(`/wps/operator/members/${b.id}${part}`)).statusCode, part).toBe(200)
    }
    expect((await get('/wps/operator/members/987654321')).json().code).toBe('not_found')
  })
})

// The member's own session still works for what the page reads: a read changes nothing.
it('leaves the member signed in after the operator reads the page', async () => {
  const m = await member()
  await get(`/wps/operator/members/${m.id}`)
  expect((await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(m.token) })).statusCode).toBe(
    200,
  )
})
