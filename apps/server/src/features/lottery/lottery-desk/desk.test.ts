import { createFairStream } from '@sea/engines/fair'
import { vietnam } from '@sea/engines/lottery'
import { dayIn } from '@sea/rules'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, callEncrypted, knownCaptcha, registrationForm, uniqueName } from '../../../test/accounts'
import { secondMerchant } from '../../../test/brands'
import { closeCheckingBooks } from '../../../test/ledger-fixtures'
import { fundMember } from '../../../test/lottery-bulk'
import { operatorSession } from '../../../test/operators'
import { createTestApp, type TestApp } from '../../../test/test-app'
import { drawSealingKey, ensureIssues } from '../lottery-draw/draw.service'
import * as draws from '../lottery-draw/draw.repository'
import { settleDue } from '../lottery-settle/settle-job.service'

let t: TestApp
let brandA: { id: number; zone: string }
let brandB: number
type Headers = Record<string, string>
let opA: Headers
let opB: Headers
/** Operators of one brand each, and one of the lottery role who may read draws only. */
let opOfA: Headers
let opOfB: Headers
let bettorA: Headers
let bettorB: Headers

const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers })
const post = (url: string, payload: object, headers: Headers) => t.app.inject({ method: 'POST', url, payload, headers })
const value = async (res: Promise<{ statusCode: number; body: string; json: () => { value: unknown } }>) => {
  const done = await res
  expect(done.statusCode, done.body).toBe(200)
  return done.json().value as Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any
}
const closeNow = (id: bigint) =>
  t.db
    .updateTable('lotteryDraws')
    .set({ closeAt: new Date(Date.now() - 60_000), drawAt: new Date(Date.now() - 30_000) })
    .where('id', '=', id)
    .execute()
/** Issues still open a few seconds from now (a cut-off may pass while the app starts). */
const soon = () => new Date(Date.now() + 5000)

/** A member of the brand at `host`, registered through the API and funded. */
async function bettorOn(host: string, merchantId: number, currency: string): Promise<Headers> {
  const username = uniqueName('desk')
  const res = await callEncrypted(
    t,
    'PUT',
    '/wps/member/register',
    { ...registrationForm(username), ...(await knownCaptcha(t)) },
    { host },
  )
  expect(res.statusCode, res.body).toBe(200)
  const { id } = await t.db
    .selectFrom('members')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow()
  await fundMember(t.db, merchantId, currency, id, 10_000_000n)
  return { ...bearer(res.json().value.token), host }
}

beforeAll(async () => {
  t = await createTestApp()
  const demo = await t.db.selectFrom('merchants').select(['id', 'timezone']).executeTakeFirstOrThrow()
  brandA = { id: demo.id, zone: demo.timezone }
  brandB = await secondMerchant(t, 'desk-b.test', 'THB')
  opA = (await operatorSession(t)).headers
  opB = (await operatorSession(t, null, ['lottery'])).headers
  opOfA = (await operatorSession(t, brandA.id, ['auditor'])).headers
  opOfB = (await operatorSession(t, brandB, ['lottery'])).headers
  bettorA = await bettorOn('localhost', brandA.id, 'MYR')
  bettorB = await bettorOn('desk-b.test', brandB, 'THB')
  await ensureIssues(t.db, new Date(), drawSealingKey(t.appSecret))
}, 600_000)
afterAll(() => closeCheckingBooks(t))

/** A copy of a number with its first digit moved on by one: still valid, surely different. */
const changed = (n: string) => `${(Number(n[0]) + 1) % 10}${n.slice(1)}`

describe('the lottery desk', () => {
  it('shows the confirming operator a re-entered Vietnam sheet against the rejected one', async () => {
    const issue = (await draws.openIssues(t.db, 'VN_SOUTH', soon(), 1))[0]!
    const drawId = String(issue.id)
    const bet = { gameCode: 'VN_SOUTH', drawId, bets: [{ playType: 'lo2', numbers: ['07'], stake: '1.00' }] }
    await value(post('/lgw/bets', bet, bettorA))
    await closeNow(issue.id)
    const stream = createFairStream({ serverSeed: 'cd'.repeat(32), clientSeed: 'desk', nonce: 1 })
    const sheets = issue.stations.map((s) => vietnam.drawResult(stream, 'south', s.code))
    const wrong = structuredClone(sheets)
    wrong[0]!.prizes.DB = [changed(sheets[0]!.prizes.DB![0]!)]
    wrong[1]!.prizes.G4![2] = changed(sheets[1]!.prizes.G4![2]!)
    const url = `/wps/operator/lottery/draws/${drawId}`

    const waiting = await value(get(url, opB))
    expect(waiting).toMatchObject({ state: 'closed', currentEntry: null, earlierEntries: [], differences: [] })
    expect(waiting.settlement).toEqual({ status: 'waiting', drawnAt: null, settledAt: null, losersMarkedAt: null })

    await value(post(`${url}/result`, { result: { sheets: wrong } }, opA))
    await value(post(`${url}/reject`, { reason: 'DB and G4 misread' }, opB))
    const entered = await value(post(`${url}/result`, { result: { sheets } }, opA))

    const review = await value(get(url, opB))
    expect(review.currentEntry).toMatchObject({ outcome: 'pending', sheetHash: entered.enteredHash, decidedBy: null })
    expect(review.currentEntry.sheet.sheets[1].prizes.G4).toEqual(sheets[1]!.prizes.G4)
    expect(review.earlierEntries).toHaveLength(1)
    expect(review.earlierEntries[0]).toMatchObject({ outcome: 'rejected', reason: 'DB and G4 misread' })
    expect(review.earlierEntries[0].sheet.sheets[0].prizes.DB).toEqual(wrong[0]!.prizes.DB)
    expect(review.differences).toEqual([
      {
        station: sheets[0]!.station,
        rank: 'DB',
        before: wrong[0]!.prizes.DB,
        after: sheets[0]!.prizes.DB,
        removed: wrong[0]!.prizes.DB,
        added: sheets[0]!.prizes.DB,
      },
      {
        station: sheets[1]!.station,
        rank: 'G4',
        before: wrong[1]!.prizes.G4,
        after: sheets[1]!.prizes.G4,
        removed: [wrong[1]!.prizes.G4![2]],
        added: [sheets[1]!.prizes.G4![2]],
      },
    ])

    await value(post(`${url}/confirm`, { sheetHash: review.currentEntry.sheetHash }, opB))
    const confirmed = await value(get(url, opA))
    expect(confirmed.currentEntry).toMatchObject({ outcome: 'confirmed', decidedAt: expect.any(String) })
    expect(confirmed.settlement.status).toBe('settling')
    expect(confirmed.differences).toHaveLength(2)
    await settleDue(t.db, new Date())
    const settled = await value(get(url, opA))
    expect(settled.state).toBe('settled')
    expect(settled.settlement).toMatchObject({ status: 'settled', settledAt: expect.any(String) })
  })

  it('keeps a sheet entered over another as replaced, and sees no difference in a reordering', async () => {
    const issue = (await draws.openIssues(t.db, 'SG4D', soon(), 1))[0]!
    await closeNow(issue.id)
    const url = `/wps/operator/lottery/draws/${issue.id}`
    const digits = (from: number) => Array.from({ length: 10 }, (_, i) => String(from + i).padStart(4, '0'))
    const sheet = { first: '1234', second: '5678', third: '9012', starters: digits(100), consolations: digits(200) }
    await value(post(`${url}/result`, { result: { ...sheet, second: '5679' } }, opA))
    const reordered = { ...sheet, starters: [...sheet.starters].reverse() }
    await value(post(`${url}/result`, { result: reordered }, opB))
    const review = await value(get(url, opA))
    expect(review.currentEntry.sheet.starters).toEqual(reordered.starters)
    expect(review.earlierEntries.map((e: { outcome: string }) => e.outcome)).toEqual(['replaced'])
    expect(review.differences).toEqual([
      { station: null, rank: 'second', before: ['5679'], after: ['5678'], removed: ['5679'], added: ['5678'] },
    ])
    // The void takes the waiting sheet with it, kept as rejected.
    await value(post(`${url}/void`, { reason: 'no official draw' }, opA))
    await value(post(`${url}/void/approve`, {}, opB))
    const voided = await value(get(url, opA))
    expect(voided.currentEntry).toBeNull()
    expect(voided.earlierEntries[0]).toMatchObject({ outcome: 'rejected', reason: 'void: no official draw' })
    expect(voided.settlement.status).toBe('refunded')
  })

  it('answers an unknown draw as not found', async () => {
    for (const path of ['', '/exposure'])
      expect((await get(`/wps/operator/lottery/draws/999999999${path}`, opA)).json().code).toBe('not_found')
  })
})

describe('bets of two brands on one shared draw', () => {
  let drawId: string
  let drawAt: Date
  beforeAll(async () => {
    const issue = (await draws.openIssues(t.db, 'VN_NORTH', soon(), 1))[0]!
    drawId = String(issue.id)
    drawAt = issue.drawAt
    const place = (numbers: string[], stake: string, headers: Headers) =>
      value(post('/lgw/bets', { gameCode: 'VN_NORTH', drawId, bets: [{ playType: 'de', numbers, stake }] }, headers))
    await place(['24', '25'], '2.00', bettorA)
    await place(['24'], '5.00', bettorA)
    await place(['24', '99'], '30.00', bettorB)
  })
  type Row = { merchantId: number; key: string; currency: string; liability: string; usedPercent: number }
  const numbersOf = (rows: Row[]) => rows.map((r) => `${r.merchantId}:${r.key.split(':').at(-1)}`).sort()

  it('lists each brand its own exposure per number, fullest first', async () => {
    const url = `/wps/operator/lottery/draws/${drawId}/exposure`
    const all = await value(get(url, opA))
    expect(all.totalElements).toBe(4)
    expect(numbersOf(all.content)).toEqual(
      [`${brandA.id}:24`, `${brandA.id}:25`, `${brandB}:24`, `${brandB}:99`].sort(),
    )
    for (const row of all.content as Row[]) expect(row.key).toMatch(/^[A-Z0-9]+:de:\d\d$/)
    const used = all.content.map((r: Row) => r.usedPercent)
    expect(used).toEqual([...used].sort((x: number, y: number) => y - x))

    const ofA: Row[] = (await value(get(url, opOfA))).content
    expect(numbersOf(ofA)).toEqual([`${brandA.id}:24`, `${brandA.id}:25`])
    expect(ofA.map((r) => r.currency)).toEqual(['MYR', 'MYR'])
    // 24 carries both of A's bets, 25 only the first: the fuller number comes first.
    expect(ofA[0]!.key.endsWith(':24')).toBe(true)
    expect(Number(ofA[0]!.liability)).toBeGreaterThan(Number(ofA[1]!.liability))
    const ofB: Row[] = (await value(get(url, opOfB))).content
    expect(numbersOf(ofB)).toEqual([`${brandB}:24`, `${brandB}:99`])
    expect(ofB.map((r) => r.currency)).toEqual(['THB', 'THB'])

    expect((await get(`${url}?merchantId=${brandB}`, opOfA)).json().code).toBe('not_found')
    const paged = await value(get(`${url}?merchantId=${brandB}&pageSize=1&pageNum=2`, opA))
    expect(paged).toMatchObject({ pageNum: 2, totalPages: 2, totalElements: 2 })
    expect(numbersOf(paged.content)).toHaveLength(1)
  })

  it('counts in the calendar and the draw only the bets of the brands in scope', async () => {
    const day = dayIn(drawAt, brandA.zone)
    const calendarOf = async (headers: Headers, extra = '') =>
      value(get(`/wps/operator/lottery/calendar?from=${day}&to=${day}&gameCode=VN_NORTH${extra}`, headers))
    const mine = (page: Record<string, unknown>) =>
      (page.content as { drawId: string; stakes: string }[]).find((d) => d.drawId === drawId)
    const global = await calendarOf(opA, `&merchantId=${brandA.id}`)
    expect(global.timezone).toBe(brandA.zone)
    expect(mine(global)).toMatchObject({ betCount: 2, stakes: expect.any(String), settlement: { status: 'waiting' } })
    expect(global.content.every((d: { gameCode: string }) => d.gameCode === 'VN_NORTH')).toBe(true)
    const ofA = await calendarOf(opOfA)
    expect(ofA.timezone).toBe(brandA.zone)
    expect(mine(ofA)).toMatchObject({ betCount: 2, stakes: mine(global)!.stakes })
    const everyBrand = await value(get(`/wps/operator/lottery/draws/${drawId}`, opA))
    expect(everyBrand.betCount).toBe(3)
    expect((await value(get(`/wps/operator/lottery/draws/${drawId}`, opOfB))).betCount).toBe(1)
    expect(
      (await get(`/wps/operator/lottery/calendar?from=${day}&to=${day}&merchantId=${brandB}`, opOfA)).json().code,
    ).toBe('not_found')
  })

  it('reads days in the brand’s zone and refuses a range it cannot read', async () => {
    const day = dayIn(drawAt, brandA.zone)
    const page = await value(get(`/wps/operator/lottery/calendar?from=${day}&to=${day}&pageSize=100`, opOfA))
    for (const d of page.content as { drawAt: string }[]) expect(dayIn(new Date(d.drawAt), brandA.zone)).toBe(day)
    expect(page.totalElements).toBeGreaterThan(0)
    for (const [from, to] of [
      ['2026-02-30', '2026-03-01'],
      ['2026-03-02', '2026-03-01'],
      ['2026-01-01', '2026-02-01'],
    ]) {
      const res = await get(`/wps/operator/lottery/calendar?from=${from}&to=${to}`, opA)
      expect(res.statusCode, `${from}..${to}`).toBe(400)
      expect(res.json().code).toBe('validation_failed')
    }
    expect((await get('/wps/operator/lottery/calendar?from=2026-01-01&to=2026-01-31', opA)).statusCode).toBe(200)
  })

  it('names the games, keeps to the official draws when asked, and gives a draw its result form', async () => {
    const day = dayIn(drawAt, brandA.zone)
    const page = await value(
      get(`/wps/operator/lottery/calendar?from=${day}&to=${day}&official=true&pageSize=100`, opA),
    )
    const games = new Map((page.games as { gameCode: string; inHouse: boolean }[]).map((g) => [g.gameCode, g]))
    expect(games.get('VN_SOUTH')).toMatchObject({ engine: 'vietnam', region: 'south', inHouse: false })
    expect(games.get('FAST_VN1')).toMatchObject({ engine: 'vietnam', inHouse: true, names: { EN: expect.any(String) } })
    expect(page.totalElements).toBeGreaterThan(0)
    for (const d of page.content as { gameCode: string }[]) expect(games.get(d.gameCode)?.inHouse).toBe(false)
    const detail = await value(get(`/wps/operator/lottery/draws/${drawId}`, opA))
    expect(detail.game).toMatchObject({ gameCode: 'VN_NORTH', engine: 'vietnam', region: 'north' })
  })
})
