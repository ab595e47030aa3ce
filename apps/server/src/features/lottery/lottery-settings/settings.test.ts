import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { uniqueName } from '../../../test/accounts'
import { otherMerchant } from '../../../test/home'
import { closeCheckingBooks } from '../../../test/ledger-fixtures'
import { type Bettor, fundMember, fundedBettor } from '../../../test/lottery-fixtures'
import { operatorSession } from '../../../test/operators'
import { createTestApp, type TestApp } from '../../../test/test-app'
import { newAffiliateCode } from '../../member/registration.service'
import { placeSlip } from '../lottery-bet/bet.service'
import { drawSealingKey, ensureIssues } from '../lottery-draw/draw.service'
import * as draws from '../lottery-draw/draw.repository'

/** Decision 030: each merchant sells the games on its own terms, in its own currency. */
let t: TestApp
let demo: number
let thai: number
let alice: Bettor
let ops: Record<string, string>
let thaiOps: Record<string, string>
const THAI_HOST = 'thai-lotto.test'

const call = (method: 'GET' | 'PUT' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })
const value = async (
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => {
  const res = await call(method, url, headers, payload)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().value
}
const playType = async (game: string, type: string, host = 'localhost') =>
  ((await value('GET', `/lgw/games/${game}?language=EN`, { host })).playTypes as { playType: string }[]).find(
    (p) => p.playType === type,
  ) as Record<string, unknown> | undefined
const openIssue = async (game: string) => (await draws.openIssues(t.db, game, new Date(Date.now() + 5000), 5))[0]!

async function thaiMember(): Promise<bigint> {
  const username = uniqueName('thai')
  const { id } = await t.db
    .insertInto('members')
    .values({
      merchantId: thai,
      username,
      usernameKey: username,
      passwordHash: 'x',
      affiliateCode: newAffiliateCode(),
      isAgent: 0,
      profile: '{}',
      memberLabels: '[]',
      registerIp: '127.0.0.1',
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await fundMember(t.db, thai, 'THB', id, 10_000_000n)
  return id
}

beforeAll(async () => {
  t = await createTestApp()
  demo = (await t.db.selectFrom('merchants').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow()).id
  thai = await otherMerchant(t, THAI_HOST)
  alice = await fundedBettor(t, demo, 'MYR')
  ops = (await operatorSession(t, demo)).headers
  thaiOps = (await operatorSession(t, thai)).headers
  await ensureIssues(t.db, new Date(), drawSealingKey(t.appSecret))
})
afterAll(() => closeCheckingBooks(t))

describe('terms per merchant', () => {
  it('prices the northern points model in each merchant’s currency', async () => {
    expect(await playType('FAST_VN1', 'lo2')).toMatchObject({
      unit: 'points',
      pricePerUnitDisplay: '2.30',
      oddsDisplay: '8.00',
      odds: '800/1',
    })
    expect(await playType('FAST_VN1', 'lo2', THAI_HOST)).toMatchObject({
      pricePerUnitDisplay: '23.00',
      oddsDisplay: '80.00',
      odds: '8000/1',
    })
    const settings = await value('GET', '/wps/operator/lottery/games', thaiOps)
    const fast = settings.find((g: { gameCode: string }) => g.gameCode === 'FAST_VN1')
    expect(fast).toMatchObject({
      currency: 'THB',
      enabled: true,
      defaults: { pointPrices: { lo2: '23.00' }, odds: { lo2: '80.00', de: '95' } },
      overrides: {},
    })
    // The platform's limits were set in ringgit; in baht they are ten times the number.
    expect(fast.limits).toMatchObject({ minStake: '10.00', maxStake: '1000000.00' })
  })

  it('sells at the odds an operator sets, only to its own merchant, and keeps placed bets at their odds', async () => {
    const issue = await openIssue('FAST_VN5')
    const before = await placeSlip(
      t.db,
      { memberId: alice.memberId, merchantId: demo, currency: 'MYR', language: 'EN' },
      { gameCode: 'FAST_VN5', drawId: String(issue.id), bets: [{ playType: 'de', numbers: ['07'], stake: '1.00' }] },
      new Date(),
    )
    expect(before.bets[0]).toMatchObject({ odds: '95/1' })

    const changed = await value('PUT', '/wps/operator/lottery/games/FAST_VN5', ops, {
      overrides: { odds: { de: '90' } },
    })
    expect(changed).toMatchObject({ overrides: { odds: { de: '90' } }, effective: { odds: { de: '90', lo2: '8.00' } } })
    expect(await playType('FAST_VN5', 'de')).toMatchObject({ odds: '90/1', oddsDisplay: '90' })
    expect(await playType('FAST_VN5', 'de', THAI_HOST)).toMatchObject({ odds: '95/1' })

    const place = (odds?: string) =>
      call('POST', '/lgw/bets', alice.headers, {
        gameCode: 'FAST_VN5',
        drawId: String(issue.id),
        bets: [{ playType: 'de', numbers: ['07'], stake: '1.00', ...(odds ? { odds } : {}) }],
      })
    expect((await place('95/1')).json().code).toBe('odds_changed')
    const after = await place('90/1')
    expect(after.json().value.bets[0]).toMatchObject({ odds: '90/1', oddsDisplay: '90', playTypeName: 'Đề' })
    const mine = await value('GET', `/lgw/bets?drawId=${issue.id}`, alice.headers)
    expect(mine.content.map((b: { odds: string }) => b.odds).sort()).toEqual(['90/1', '95/1'])

    const audit = await t.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'lottery.game_terms_changed')
      .where('merchantId', '=', demo)
      .execute()
    expect(audit).toHaveLength(1)
    expect(audit[0]!.after).toMatchObject({ overrides: { odds: { de: '90' } } })
    // Another merchant's operator cannot name this one.
    expect(
      (await call('PUT', '/wps/operator/lottery/games/FAST_VN5', thaiOps, { merchantId: demo, enabled: false })).json()
        .code,
    ).toBe('not_found')
    expect(
      (await call('PUT', '/wps/operator/lottery/games/FAST_VN5', alice.headers, { enabled: false })).statusCode,
    ).toBe(403)
  })

  it('refuses odds above the rail, unknown keys and settings of another engine', async () => {
    const put = async (game: string, overrides: object) =>
      (await call('PUT', `/wps/operator/lottery/games/${game}`, ops, { overrides })).json()
    // Every default returns at most 98%: an override may raise a return by 2%, no more.
    expect((await put('FAST_VN1', { odds: { de: '97' } })).code).toBe('odds_above_limit')
    expect((await put('FAST_VN1', { odds: { lo2: '8.20' } })).code).toBe('odds_above_limit')
    expect((await put('FAST_VN1', { pointPrices: { lo2: '2.20' } })).code).toBe('odds_above_limit')
    expect((await put('FAST_VN1', { odds: { lo2: '9.00' }, pointPrices: { lo2: '2.60' } })).code).toBeUndefined()
    expect(await playType('FAST_VN1', 'lo2')).toMatchObject({ oddsDisplay: '9.00', pricePerUnitDisplay: '2.60' })
    const unknown = await put('FAST_VN1', { odds: { nope: '1' } })
    expect(unknown).toMatchObject({ code: 'validation_failed', details: [{ path: '/body/overrides/odds/nope' }] })
    expect((await put('FAST_VN1', { prizes: { big: { first: '2000' } } })).code).toBe('validation_failed')
    expect((await put('SG4D', { prizes: { big: { first: '2100' } } })).code).toBe('odds_above_limit')
    expect((await put('SG4D', { prizes: { big: { first: '1900' } } })).code).toBeUndefined()
    expect((await put('PK10_1', { odds: { 'gy_sum:3': '44.6' } })).code).toBe('odds_above_limit')
    expect((await put('KENO_5', { paytables: { 'pick:1': ['0'] } })).code).toBe('validation_failed')
    expect((await put('PK10_1', { odds: { dragon_tiger: '1.9' }, disabled: ['gy_sum'] })).code).toBeUndefined()
    const pk10 = await value('GET', '/lgw/games/PK10_1', {})
    expect(pk10.playTypes.map((p: { playType: string }) => p.playType)).not.toContain('gy_sum')
    expect(pk10.playTypes.find((p: { playType: string }) => p.playType === 'dragon_tiger')).toMatchObject({
      odds: '19/10',
    })
  })

  it('switches games and play types off, and holds each merchant to its own limits', async () => {
    await value('PUT', '/wps/operator/lottery/games/K3_1', ops, { enabled: false })
    const menus = await value('GET', '/lgw/games/game_menus', {})
    const codes = menus.gameMenus.flatMap((m: { games: { gameCode: string }[] }) => m.games.map((g) => g.gameCode))
    expect(codes).not.toContain('K3_1')
    expect((await call('GET', '/lgw/games/K3_1', {})).json().code).toBe('game_not_found')
    expect(
      (
        (await value('GET', '/lgw/games/game_menus', { host: THAI_HOST })).gameMenus as {
          games: { gameCode: string }[]
        }[]
      ).flatMap((m) => m.games.map((g) => g.gameCode)),
    ).toContain('K3_1')
    const k3 = await openIssue('K3_1')
    expect(
      (
        await call('POST', '/lgw/bets', alice.headers, {
          gameCode: 'K3_1',
          drawId: String(k3.id),
          bets: [{ playType: 'sum', numbers: ['10'], stake: '1.00' }],
        })
      ).json().code,
    ).toBe('game_not_found')

    const limits = {
      minStake: '5.00',
      maxStake: '100.00',
      maxPerNumber: '100.00',
      maxPerIssue: '1000.00',
      liabilityCap: '1000.00',
      maxBetsPerSlip: 5,
      maxChaseIssues: 5,
    }
    expect(
      (await call('PUT', '/wps/operator/lottery/games/SSC_1', ops, { limits: { ...limits, maxStake: '1.00' } })).json()
        .code,
    ).toBe('validation_failed')
    await value('PUT', '/wps/operator/lottery/games/SSC_1', ops, { limits })
    expect((await value('GET', '/lgw/games/SSC_1', {})).limits).toMatchObject({ minStake: '5.00', maxStake: '100.00' })
    const ssc = await openIssue('SSC_1')
    const bet = (stake: string) => ({
      gameCode: 'SSC_1',
      drawId: String(ssc.id),
      bets: [{ playType: 'position_digit', numbers: ['4'], position: 1, stake }],
    })
    expect((await call('POST', '/lgw/bets', alice.headers, bet('2.00'))).json().code).toBe('bet_limit_exceeded')
    // The liability cap (1,000.00 at odds 9.8) is the demo brand's alone: a Thai member's bets on the same number do not count.
    for (let i = 0; i < 2; i++)
      expect((await call('POST', '/lgw/bets', alice.headers, bet('50.00'))).statusCode).toBe(200)
    const thaiBettor = { memberId: await thaiMember(), merchantId: thai, currency: 'THB', language: 'EN' as const }
    await placeSlip(t.db, thaiBettor, bet('5000.00'), new Date())
    expect((await call('POST', '/lgw/bets', alice.headers, bet('5.00'))).json().code).toBe('liability_limit_reached')
  })
})
