import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ledgerViolations } from '../../ledger/invariants'
import { createMembers } from '../../test/ledger-fixtures'
import {
  bonusAt,
  endPeriodPromotions,
  joinAt,
  lotteryBetAt,
  periodWorld,
  roundAt,
  type PeriodWorld,
} from '../../test/period-facts'
import { insertPromotion } from '../../test/promotions'
import type { TestDb } from '../../test/test-app'
import { payPromotionPeriods } from './period.service'

/**
 * Cashback and rebate figures on hand-made facts: categories, lottery and periods in the brand's
 * time zone, minimum and cap, joining, the grace after a period closes, and a budget that refuses
 * one member and not the next.
 */
let t: TestDb
let merchantId: number
let at: PeriodWorld['at']
let wallet: PeriodWorld['wallet']
let grantsOf: PeriodWorld['grantsOf']
beforeAll(async () => {
  ;({ t, merchantId, at, wallet, grantsOf } = await periodWorld())
}, 120_000)
afterEach(() => endPeriodPromotions(t.db))
afterAll(async () => {
  expect(await ledgerViolations(t.db)).toEqual([])
  await t.close()
})

describe('cashback', () => {
  it('pays rate × net loss of the chosen categories per brand day, once closed, within minimum and cap', async () => {
    const promotion = await insertPromotion(t.db, {
      merchantId,
      kind: 'cashback',
      startsAt: at('2026-03-02', 0),
      rules: {
        period: 'daily',
        rate: 1_000,
        categories: ['RNG', 'LOTT'],
        minAmount: '1.00',
        cap: '50.00',
        claim: 'auto',
      },
    })
    const [full, small, capped, unjoined, late, other, winner] = await createMembers(t.db, merchantId, 7)
    const d1 = '2026-03-02'
    const d2 = '2026-03-03'
    await joinAt(t.db, promotion, [full!, small!, capped!, other!, winner!], at(d1, 0, 1))
    await joinAt(t.db, promotion, [late!], at(d2, 12))
    const round = (memberId: bigint, category: 'RNG' | 'LIVE', stake: bigint, win: bigint, settledAt: Date) =>
      roundAt(t.db, { merchantId, memberId, category, stake, win, settledAt })

    // full, day 1: RNG loss 80.00 at 23:30 brand time (still day 1), Vietnam lottery loss 30.00,
    // a 10.00 bonus that day; LIVE is not a chosen category. Day 2: RNG loss 200.00 at 00:30.
    await round(full!, 'RNG', 10_000n, 2_000n, at(d1, 23, 30))
    await round(full!, 'LIVE', 5_000n, 0n, at(d1, 12))
    await lotteryBetAt(t.db, {
      merchantId,
      memberId: full!,
      gameCode: 'VN_SOUTH',
      cost: 3_000n,
      status: 'lost',
      settledAt: at(d1, 18),
    })
    await bonusAt(t.db, merchantId, full!, 1_000n, at(d1, 9))
    await round(full!, 'RNG', 20_000n, 0n, at(d2, 0, 30))
    // small: a loss of 5.00 earns 0.50, below the 1.00 minimum.
    await round(small!, 'RNG', 500n, 0n, at(d1, 10))
    // capped: 10% of 10,000.00 is 1,000.00, capped at 50.00.
    await round(capped!, 'RNG', 1_000_000n, 0n, at(d1, 10))
    // unjoined and late (joined on day 2) lose on day 1: nothing.
    await round(unjoined!, 'RNG', 50_000n, 0n, at(d1, 10))
    await round(late!, 'RNG', 50_000n, 0n, at(d1, 10))
    // other: an electronic lottery loss (ELOTT, not chosen) and a rolled-back round.
    await lotteryBetAt(t.db, {
      merchantId,
      memberId: other!,
      gameCode: 'PK10_1',
      cost: 9_000n,
      status: 'lost',
      settledAt: at(d1, 11),
    })
    await roundAt(t.db, {
      merchantId,
      memberId: other!,
      category: 'RNG',
      stake: 9_000n,
      status: 'rolled_back',
      settledAt: at(d1, 11),
    })
    // winner: won more than staked.
    await round(winner!, 'RNG', 1_000n, 5_000n, at(d1, 10))

    // Day 1 closed three minutes ago: still within the grace, nothing yet.
    expect(await payPromotionPeriods(t.db, at(d2, 0, 3))).toMatchObject({ granted: 0 })
    expect(await grantsOf(promotion.id)).toEqual([])

    const run = await payPromotionPeriods(t.db, at('2026-03-04', 0, 10))
    expect(run).toMatchObject({ granted: 3, refused: 0 })
    expect(await grantsOf(promotion.id)).toEqual([
      {
        memberId: full!,
        occasion: `period:${d1}`,
        amount: 1_000n,
        basis: 10_000n,
        state: 'issued',
        claimableUntil: null,
      },
      {
        memberId: full!,
        occasion: `period:${d2}`,
        amount: 2_000n,
        basis: 20_000n,
        state: 'issued',
        claimableUntil: null,
      },
      {
        memberId: capped!,
        occasion: `period:${d1}`,
        amount: 5_000n,
        basis: 1_000_000n,
        state: 'issued',
        claimableUntil: null,
      },
    ])
    expect(await wallet(full!)).toBe(1_000n + 1_000n + 2_000n) // the day-1 bonus and two cashbacks
    expect(await wallet(capped!)).toBe(5_000n)
    for (const id of [small!, unjoined!, late!, other!, winner!]) expect(await wallet(id)).toBe(0n)

    // The next run finds the days paid: nothing again.
    expect(await payPromotionPeriods(t.db, at('2026-03-04', 1))).toMatchObject({ granted: 0 })
    const spent = await t.db
      .selectFrom('promotions')
      .select('spent')
      .where('id', '=', promotion.id)
      .executeTakeFirstOrThrow()
    expect(spent.spent).toBe(8_000n)
  })

  it('pays the others when the budget refuses one member', async () => {
    const promotion = await insertPromotion(t.db, {
      merchantId,
      kind: 'cashback',
      startsAt: at('2026-04-06', 0),
      budget: 2_500n,
      rules: { period: 'daily', rate: 10_000, categories: [], minAmount: '0.01', cap: '100.00', claim: 'auto' },
    })
    const members = await createMembers(t.db, merchantId, 3)
    await joinAt(t.db, promotion, members, at('2026-04-06', 0))
    const losses = [1_000n, 2_000n, 500n]
    for (const [i, id] of members.entries())
      await roundAt(t.db, {
        merchantId,
        memberId: id,
        category: 'SPORTS',
        stake: losses[i]!,
        settledAt: at('2026-04-06', 15),
      })

    expect(await payPromotionPeriods(t.db, at('2026-04-07', 1))).toMatchObject({ granted: 2, refused: 1 })
    expect((await grantsOf(promotion.id)).map((g) => [g.memberId, g.amount])).toEqual([
      [members[0]!, 1_000n],
      [members[2]!, 500n],
    ])
    expect(await Promise.all(members.map(wallet))).toEqual([1_000n, 0n, 500n])
    // The day is finished: the refused member is not tried again.
    expect(await payPromotionPeriods(t.db, at('2026-04-07', 2))).toMatchObject({ granted: 0, refused: 0 })
  })
})

describe('rebate', () => {
  it('makes Σ rate × valid turnover per brand week claimable for seven days, within minimum and cap', async () => {
    const promotion = await insertPromotion(t.db, {
      merchantId,
      kind: 'rebate',
      startsAt: at('2026-05-04', 0), // a Monday
      rules: { period: 'weekly', rates: { RNG: 100, LOTT: 50 }, minAmount: '0.50', cap: '20.00', claim: 'claim' },
    })
    const [mixed, small, capped, unjoined] = await createMembers(t.db, merchantId, 4)
    await joinAt(t.db, promotion, [mixed!, small!, capped!], at('2026-05-04', 8))
    // mixed: RNG 123.45 valid (of 150.00 staked) on Sunday 23:30 brand time, the week's last
    // half hour; a won Vietnam bet of 100.00; a tie refund (void) counts nothing; LIVE is unrated.
    await roundAt(t.db, {
      merchantId,
      memberId: mixed!,
      category: 'RNG',
      stake: 15_000n,
      validBet: 12_345n,
      win: 40_000n,
      settledAt: at('2026-05-10', 23, 30),
    })
    await lotteryBetAt(t.db, {
      merchantId,
      memberId: mixed!,
      gameCode: 'VN_SOUTH',
      cost: 10_000n,
      status: 'won',
      payout: 80_000n,
      settledAt: at('2026-05-05', 20),
    })
    await lotteryBetAt(t.db, {
      merchantId,
      memberId: mixed!,
      gameCode: 'VN_SOUTH',
      cost: 7_000n,
      status: 'void',
      settledAt: at('2026-05-05', 20),
    })
    await roundAt(t.db, {
      merchantId,
      memberId: mixed!,
      category: 'LIVE',
      stake: 99_999n,
      settledAt: at('2026-05-06', 12),
    })
    // The next Monday's first minutes belong to the next week.
    await roundAt(t.db, {
      merchantId,
      memberId: mixed!,
      category: 'RNG',
      stake: 50_000n,
      settledAt: at('2026-05-11', 0, 30),
    })
    await roundAt(t.db, {
      merchantId,
      memberId: small!,
      category: 'RNG',
      stake: 3_000n,
      settledAt: at('2026-05-06', 12),
    })
    await roundAt(t.db, {
      merchantId,
      memberId: capped!,
      category: 'RNG',
      stake: 10_000_000n,
      settledAt: at('2026-05-06', 12),
    })
    await roundAt(t.db, {
      merchantId,
      memberId: unjoined!,
      category: 'RNG',
      stake: 100_000n,
      settledAt: at('2026-05-06', 12),
    })

    const now = at('2026-05-11', 0, 10)
    expect(await payPromotionPeriods(t.db, now)).toMatchObject({ granted: 2 })
    const until = new Date(now.getTime() + 7 * 86_400_000)
    expect(await grantsOf(promotion.id)).toEqual([
      // 1% of 123.45 is 1.23 (rounded down), 0.5% of 100.00 is 0.50.
      {
        memberId: mixed!,
        occasion: 'period:2026-05-04',
        amount: 173n,
        basis: 22_345n,
        state: 'claimable',
        claimableUntil: until,
      },
      {
        memberId: capped!,
        occasion: 'period:2026-05-04',
        amount: 2_000n,
        basis: 10_000_000n,
        state: 'claimable',
        claimableUntil: until,
      },
    ])
    for (const id of [mixed!, small!, capped!, unjoined!]) expect(await wallet(id)).toBe(0n)
  })
})
