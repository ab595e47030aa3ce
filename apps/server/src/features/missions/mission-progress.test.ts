import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMembers } from '../../test/ledger-fixtures'
import { factsAt, passReadable } from '../../test/loyalty'
import { insertMission, progressOf } from '../../test/missions'
import { lotteryBetAt, periodWorld, roundsAt, type PeriodWorld } from '../../test/period-facts'

/**
 * Missions' progress from real facts through the loyalty pass: each event and period, the run of
 * login days, completion once, the mission's run and state. The week of 2026-11-16 (a Monday).
 */
let w: PeriodWorld
let merchantId: number
beforeAll(async () => {
  w = await periodWorld()
  merchantId = w.merchantId
  await passReadable(w.t.db, new Date())
}, 120_000)
afterAll(() => w.t.close())

const pass = () => passReadable(w.t.db, new Date())
const member = async () => (await createMembers(w.t.db, merchantId, 1))[0]!
const progress = (missionId: bigint, memberId: bigint) => progressOf(w.t.db, missionId, memberId)
const logins = (memberId: bigint, days: string[]) =>
  factsAt(
    w.t.db,
    days.map((day) => ({ merchantId, memberId, kind: 'login' as const, at: w.at(day, 10) })),
  )

describe('summed events', () => {
  it('counts deposits per brand day, capped at the target, completed once', async () => {
    const mission = await insertMission(w.t.db, { merchantId, period: 'daily', event: 'deposit', target: 10_000n })
    const id = await member()
    await factsAt(w.t.db, [
      { merchantId, memberId: id, kind: 'deposit', amount: 6_000n, at: w.at('2026-11-16', 9) },
      // 23:30 on the 16th in the brand's zone, though already the 16th at 15:30 UTC.
      { merchantId, memberId: id, kind: 'deposit', amount: 3_000n, at: w.at('2026-11-16', 23, 30) },
      { merchantId, memberId: id, kind: 'deposit', amount: 2_000n, at: w.at('2026-11-17', 0, 30) },
      { merchantId, memberId: id, kind: 'bet', amount: 50_000n, category: 'RNG', at: w.at('2026-11-16', 9) },
    ])
    await pass()
    expect(await progress(mission, id)).toEqual([
      { periodKey: '2026-11-16', value: 9_000n, completed: false, claimed: false },
      { periodKey: '2026-11-17', value: 2_000n, completed: false, claimed: false },
    ])
    await factsAt(w.t.db, [
      { merchantId, memberId: id, kind: 'deposit', amount: 5_000n, at: w.at('2026-11-16', 23, 50) },
    ])
    await pass()
    const [first] = await w.t.db
      .selectFrom('missionProgress')
      .select('completedAt')
      .where('missionId', '=', mission)
      .where('periodKey', '=', '2026-11-16')
      .execute()
    expect(first!.completedAt).toEqual(w.at('2026-11-16', 23, 50))
    await factsAt(w.t.db, [
      { merchantId, memberId: id, kind: 'deposit', amount: 5_000n, at: w.at('2026-11-16', 23, 55) },
    ])
    await pass()
    expect((await progress(mission, id))[0]).toEqual({
      periodKey: '2026-11-16',
      value: 10_000n,
      completed: true,
      claimed: false,
    })
    const [again] = await w.t.db
      .selectFrom('missionProgress')
      .select('completedAt')
      .where('missionId', '=', mission)
      .where('periodKey', '=', '2026-11-16')
      .execute()
    expect(again!.completedAt).toEqual(first!.completedAt)
  })

  it('sums a weekly turnover of one category from settled rounds, keyed by the Monday', async () => {
    const live = await insertMission(w.t.db, {
      merchantId,
      period: 'weekly',
      event: 'turnover',
      category: 'LIVE',
      target: 50_000n,
    })
    const any = await insertMission(w.t.db, { merchantId, period: 'once', event: 'turnover', target: 1_000_000n })
    const id = await member()
    await roundsAt(w.t.db, [
      { merchantId, memberId: id, category: 'LIVE', stake: 20_000n, settledAt: w.at('2026-11-16', 12) },
      {
        merchantId,
        memberId: id,
        category: 'LIVE',
        stake: 10_000n,
        validBet: 5_000n,
        settledAt: w.at('2026-11-22', 23),
      },
      { merchantId, memberId: id, category: 'LIVE', stake: 7_000n, settledAt: w.at('2026-11-23', 1) },
      { merchantId, memberId: id, category: 'RNG', stake: 90_000n, settledAt: w.at('2026-11-18', 12) },
      {
        merchantId,
        memberId: id,
        category: 'LIVE',
        stake: 90_000n,
        settledAt: w.at('2026-11-18', 12),
        status: 'rolled_back',
      },
    ])
    await pass()
    expect(await progress(live, id)).toEqual([
      { periodKey: '2026-11-16', value: 25_000n, completed: false, claimed: false },
      { periodKey: '2026-11-23', value: 7_000n, completed: false, claimed: false },
    ])
    expect(await progress(any, id)).toEqual([{ periodKey: '', value: 122_000n, completed: false, claimed: false }])
  })

  it('counts lottery bets and game rounds apart, a game’s rounds when it names one', async () => {
    const lottery = await insertMission(w.t.db, { merchantId, period: 'daily', event: 'lottery_bets', target: 2n })
    const rounds = await insertMission(w.t.db, { merchantId, period: 'daily', event: 'game_rounds', target: 3n })
    const ofGame = await insertMission(w.t.db, {
      merchantId,
      period: 'daily',
      event: 'game_rounds',
      gameCode: 'other-game',
      target: 3n,
    })
    const id = await member()
    const at = w.at('2026-11-18', 15)
    await lotteryBetAt(w.t.db, {
      merchantId,
      memberId: id,
      gameCode: 'VN_SOUTH',
      cost: 1_000n,
      status: 'lost',
      settledAt: at,
    })
    await lotteryBetAt(w.t.db, {
      merchantId,
      memberId: id,
      gameCode: 'PK10_1',
      cost: 1_000n,
      status: 'won',
      settledAt: at,
    })
    // lotteryBetAt writes its draw settled already; the fact is written when a draw becomes settled.
    await sql`UPDATE lottery_draws SET state = 'drawn' WHERE id IN (SELECT draw_id FROM lottery_bets WHERE member_id = ${id})`.execute(
      w.t.db,
    )
    await sql`UPDATE lottery_draws SET state = 'settled' WHERE id IN (SELECT draw_id FROM lottery_bets WHERE member_id = ${id})`.execute(
      w.t.db,
    )
    await roundsAt(
      w.t.db,
      Array.from({ length: 4 }, () => ({
        merchantId,
        memberId: id,
        category: 'RNG' as const,
        stake: 100n,
        settledAt: at,
      })),
    )
    await pass()
    expect(await progress(lottery, id)).toEqual([
      { periodKey: '2026-11-18', value: 2n, completed: true, claimed: false },
    ])
    expect(await progress(rounds, id)).toEqual([
      { periodKey: '2026-11-18', value: 3n, completed: true, claimed: false },
    ])
    expect(await progress(ofGame, id)).toEqual([])
  })

  it('counts nothing outside the mission’s run, nor while it is paused', async () => {
    const ended = await insertMission(w.t.db, {
      merchantId,
      period: 'once',
      event: 'deposit',
      target: 100n,
      endsAt: w.at('2026-11-10', 0),
    })
    const later = await insertMission(w.t.db, {
      merchantId,
      period: 'once',
      event: 'deposit',
      target: 100n,
      startsAt: w.at('2026-11-20', 0),
    })
    const paused = await insertMission(w.t.db, {
      merchantId,
      period: 'once',
      event: 'deposit',
      target: 100n,
      state: 'paused',
    })
    const id = await member()
    await factsAt(w.t.db, [{ merchantId, memberId: id, kind: 'deposit', amount: 500n, at: w.at('2026-11-18', 9) }])
    await pass()
    for (const mission of [ended, later, paused]) expect(await progress(mission, id)).toEqual([])
  })
})

describe('login days in a row', () => {
  it('counts a run, a day once, restarts after a gap, and completes once', async () => {
    const mission = await insertMission(w.t.db, { merchantId, period: 'weekly', event: 'login_days', target: 3n })
    const id = await member()
    await logins(id, ['2026-11-16', '2026-11-16', '2026-11-17'])
    await pass()
    expect(await progress(mission, id)).toEqual([
      { periodKey: '2026-11-16', value: 2n, completed: false, claimed: false },
    ])
    await logins(id, ['2026-11-17'])
    await pass()
    expect((await progress(mission, id))[0]!.value).toBe(2n)
    await logins(id, ['2026-11-19'])
    await pass()
    expect((await progress(mission, id))[0]!.value).toBe(1n)
    // Several days in one batch: 20th and 21st continue the run of the 19th.
    await logins(id, ['2026-11-21', '2026-11-20'])
    await pass()
    expect(await progress(mission, id)).toEqual([
      { periodKey: '2026-11-16', value: 3n, completed: true, claimed: false },
    ])
    await logins(id, ['2026-11-22'])
    await pass()
    expect((await progress(mission, id))[0]!.value).toBe(3n)
  })

  it('continues a run one day a pass, completes it once, and counts a day already counted once', async () => {
    const mission = await insertMission(w.t.db, { merchantId, period: 'weekly', event: 'login_days', target: 3n })
    const id = await member()
    for (const [day, value] of [
      ['2026-11-16', 1n],
      ['2026-11-17', 2n],
      ['2026-11-17', 2n],
      ['2026-11-18', 3n],
      ['2026-11-20', 3n],
    ] as const) {
      await logins(id, [day])
      await pass()
      expect((await progress(mission, id))[0]!.value).toBe(value)
    }
    expect((await progress(mission, id))[0]!.completed).toBe(true)
  })

  it('judges runs inside one batch: a run that completed stays completed after a later gap', async () => {
    const mission = await insertMission(w.t.db, { merchantId, period: 'weekly', event: 'login_days', target: 3n })
    const daily = await insertMission(w.t.db, { merchantId, period: 'daily', event: 'login_days', target: 1n })
    const [a, b] = await createMembers(w.t.db, merchantId, 2)
    await logins(a!, ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-20'])
    await logins(b!, ['2026-11-16', '2026-11-18', '2026-11-19'])
    await pass()
    expect(await progress(mission, a!)).toEqual([
      { periodKey: '2026-11-16', value: 3n, completed: true, claimed: false },
    ])
    expect(await progress(mission, b!)).toEqual([
      { periodKey: '2026-11-16', value: 2n, completed: false, claimed: false },
    ])
    expect((await progress(daily, b!)).map((p) => [p.periodKey, p.completed])).toEqual([
      ['2026-11-16', true],
      ['2026-11-18', true],
      ['2026-11-19', true],
    ])
  })
})
