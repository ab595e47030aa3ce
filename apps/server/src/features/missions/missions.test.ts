import { dayIn, periodOf } from '@sea/rules'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { secondMerchant } from '../../test/brands'
import { closeCheckingBooks } from '../../test/ledger-fixtures'
import { factsAt, passReadable, saveLoyaltySettings } from '../../test/loyalty'
import { call, mainWallet, promoMember, type PromoMember } from '../../test/member-promotions'
import { insertMission } from '../../test/missions'
import { insertPromotion } from '../../test/promotions'
import { createTestApp, type TestApp } from '../../test/test-app'
import { maskAccount } from '../game/catalogue.service'
import { mondayOf } from './mission-periods'

/** The member's mission calls over HTTP: the summary, the claim (once, points and bonus once), the board, two brands. */
let t: TestApp
let merchantId: number
const ZONE = 'Asia/Kuala_Lumpur'
beforeAll(async () => {
  t = await createTestApp()
  merchantId = (await t.db.selectFrom('merchants').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow()).id
  await saveLoyaltySettings(t.db, merchantId, { expiryDays: 30 })
}, 120_000)
// Every live mission shows in every member's summary: each test ends its own.
afterEach(async () => {
  await t.db.updateTable('missions').set({ state: 'ended' }).where('state', '=', 'live').execute()
})
afterAll(() => closeCheckingBooks(t))

const today = () => periodOf('daily', ZONE, new Date())
/** A moment of today in the brand's zone, `minutes` after its midnight (never in the future). */
const todayAt = (minutes: number) => new Date(Math.min(today().start.getTime() + minutes * 60_000, Date.now()))
const deposit = (m: PromoMember, amount: bigint, at = new Date()) =>
  factsAt(t.db, [{ merchantId, memberId: m.id, kind: 'deposit', amount, at }])
const pass = () => passReadable(t.db, new Date())
const summary = async (m: PromoMember, language = 'EN') => {
  const res = await call(t, m, 'GET', `/wps/relay/MCSFE_getMissionSummaryDetails?language=${language}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().value
}
const claim = (m: PromoMember, id: bigint) => call(t, m, 'POST', `/wps/member/missions/${id}/claim`)
const points = async (memberId: bigint) =>
  t.db
    .selectFrom('pointEntries')
    .select(['kind', 'points', 'ref', 'expiresAt'])
    .where('memberId', '=', memberId)
    .where('kind', '=', 'mission')
    .execute()

describe('the summary', () => {
  it('shows the running missions with progress in the current period and the claimable count', async () => {
    const money = await insertMission(t.db, { merchantId, period: 'daily', event: 'deposit', target: 10_000n })
    const logins = await insertMission(t.db, { merchantId, period: 'weekly', event: 'login_days', target: 3n })
    const draft = await insertMission(t.db, {
      merchantId,
      period: 'once',
      event: 'deposit',
      target: 1n,
      state: 'draft',
    })
    const m = await promoMember(t)
    await deposit(m, 12_345n)
    await pass()
    const value = await summary(m)
    expect(value.claimable).toBe(1)
    const ids = value.missions.map((x: { id: string }) => x.id)
    expect(ids).toEqual([String(money), String(logins)])
    expect(ids).not.toContain(String(draft))
    expect(value.missions[0]).toMatchObject({
      event: 'deposit',
      target: '100.00',
      progress: '100.00',
      periodKey: dayIn(new Date(), ZONE),
      periodEndsAt: today().end.toISOString(),
      completed: true,
      claimed: false,
      rewardPoints: 10,
      rewardBonus: null,
    })
    // Registering opened a session: a login today.
    expect(value.missions[1]).toMatchObject({
      event: 'login_days',
      target: '3',
      progress: '1',
      periodKey: mondayOf(dayIn(new Date(), ZONE)),
      completed: false,
    })
  })

  it('names the game of a game mission in the asked language, by its code where the brand has no such game', async () => {
    const rounds = (gameCode: string | null, brand = merchantId) =>
      insertMission(t.db, { merchantId: brand, period: 'daily', event: 'game_rounds', target: 20n, gameCode })
    await rounds('jade-96')
    await rounds('no-such-game')
    await rounds(null)
    const m = await promoMember(t)
    const names = async (language: string) =>
      (await summary(m, language)).missions.map((x: { gameName: string | null }) => x.gameName)
    expect(await names('VI')).toEqual(['Ngọc Bích Phát Tài', 'no-such-game', null])
    expect(await names('EN')).toEqual(['Jade Fortune', 'no-such-game', null])

    // A brand that does not list the game's vendor knows no game by that code.
    const other = await secondMerchant(t, 'brand-mission-games.test', 'THB')
    await t.db
      .deleteFrom('merchantVendors')
      .where('merchantId', '=', other)
      .where('vendorCode', '=', 'SEA_RNG')
      .execute()
    await rounds('jade-96', other)
    const b = await promoMember(t, { host: 'brand-mission-games.test' })
    expect((await summary(b)).missions.map((x: { gameName: string | null }) => x.gameName)).toEqual(['jade-96'])
  })
})

describe('the claim', () => {
  it('pays points and the bonus once, whatever the clicks at once, and answers the same view', async () => {
    const promotion = await insertPromotion(t.db, { merchantId, kind: 'loyalty', rules: { maxReward: '50.00' } })
    const mission = await insertMission(t.db, {
      merchantId,
      period: 'daily',
      event: 'deposit',
      target: 5_000n,
      rewardPoints: 30n,
      rewardBonus: 1_000n,
      promotionId: promotion.id,
    })
    const m = await promoMember(t)
    await deposit(m, 5_000n)
    await pass()
    const wallet = await mainWallet(t, m.id)
    const answers = await Promise.all([claim(m, mission), claim(m, mission), claim(m, mission)])
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json().value).toMatchObject({ id: String(mission), completed: true, claimed: true })
    }
    const entries = await points(m.id)
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({ points: 30n, ref: expect.stringMatching(`^mission:${mission}:\\d{4}-`) })
    expect(entries[0]!.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000)
    const grants = await t.db
      .selectFrom('promotionGrants')
      .selectAll()
      .where('promotionId', '=', promotion.id)
      .execute()
    expect(grants.map((g) => [g.memberId, g.amount, g.occasion])).toEqual([[m.id, 1_000n, entries[0]!.ref]])
    expect(await mainWallet(t, m.id)).toBe(wallet + 1_000n)
    expect((await summary(m)).claimable).toBe(0)
  })

  it('refuses a mission not completed, one not running, and another brand’s', async () => {
    const mission = await insertMission(t.db, { merchantId, period: 'once', event: 'deposit', target: 50_000n })
    const m = await promoMember(t)
    await deposit(m, 1_000n)
    await pass()
    const early = await claim(m, mission)
    expect(early.statusCode).toBe(409)
    expect(early.json().code).toBe('mission_not_completed')
    await deposit(m, 49_000n)
    await pass()
    await t.db.updateTable('missions').set({ state: 'paused' }).where('id', '=', mission).execute()
    expect((await claim(m, mission)).json().code).toBe('mission_state_invalid')
    expect(await points(m.id)).toEqual([])

    const other = await secondMerchant(t, 'brand-missions.test', 'THB')
    const theirs = await insertMission(t.db, { merchantId: other, period: 'once', event: 'login_days', target: 1n })
    const b = await promoMember(t, { host: 'brand-missions.test' })
    await pass()
    expect((await claim(m, theirs)).json().code).toBe('not_found')
    expect((await summary(m)).missions.map((x: { id: string }) => x.id)).not.toContain(String(theirs))
    const board = await call(t, b, 'GET', '/wps/relay/MCSFE_getMissionLeaderboard?period=daily')
    expect(board.json().value.entries).toEqual([])
    // B's member logged in on B's mission: completed there, claimable only there.
    expect((await claim(b, theirs)).json().value).toMatchObject({ completed: true, claimed: true })
  })

  it('refuses the claim, writing nothing, when the bonus’s promotion is not running', async () => {
    const promotion = await insertPromotion(t.db, {
      merchantId,
      kind: 'loyalty',
      rules: { maxReward: '50.00' },
      state: 'paused',
    })
    const mission = await insertMission(t.db, {
      merchantId,
      period: 'daily',
      event: 'deposit',
      target: 100n,
      rewardBonus: 500n,
      promotionId: promotion.id,
    })
    const m = await promoMember(t)
    await deposit(m, 100n)
    await pass()
    expect((await claim(m, mission)).json().code).toBe('promotion_closed')
    expect(await points(m.id)).toEqual([])
    expect((await summary(m)).missions[0]).toMatchObject({ completed: true, claimed: false })
  })
})

describe('the leaderboard', () => {
  it('ranks by missions completed today, ties by the earliest last completion, masked', async () => {
    const one = await insertMission(t.db, { merchantId, period: 'daily', event: 'deposit', target: 100n })
    const two = await insertMission(t.db, { merchantId, period: 'daily', event: 'deposit', target: 200n })
    expect(one).not.toBe(two)
    const [a, b, c] = [await promoMember(t), await promoMember(t), await promoMember(t)]
    await deposit(a, 300n, todayAt(2))
    await deposit(b, 300n, todayAt(1))
    await deposit(c, 150n, todayAt(0))
    await pass()
    const boardOf = async (m: PromoMember) => {
      const res = await call(t, m, 'GET', '/wps/relay/MCSFE_getMissionLeaderboard?period=daily')
      expect(res.statusCode, res.body).toBe(200)
      return res.json().value
    }
    const [forA, forB, forC] = [await boardOf(a), await boardOf(b), await boardOf(c)]
    expect([forB.me.completed, forA.me.completed, forC.me.completed]).toEqual([2, 2, 1])
    expect(forB.me.rank + 1).toBe(forA.me.rank)
    expect(forA.me.rank).toBeLessThan(forC.me.rank)
    const names = await t.db.selectFrom('members').select(['id', 'username']).where('id', 'in', [a.id, b.id]).execute()
    for (const [m, rank] of [
      [a, forA.me.rank],
      [b, forB.me.rank],
    ] as const) {
      const entry = forC.entries.find((e: { rank: number }) => e.rank === rank)
      expect(entry).toEqual({ rank, account: maskAccount(names.find((n) => n.id === m.id)!.username), completed: 2 })
    }
    const weekly = await call(t, c, 'GET', '/wps/relay/MCSFE_getMissionLeaderboard')
    expect(weekly.json().value).toMatchObject({ period: 'weekly', me: { completed: 1 } })
  })
})
