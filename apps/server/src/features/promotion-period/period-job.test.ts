import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { applicationJobs } from '../../jobs/jobs'
import { createJobRunner } from '../../jobs/runner'
import { ledgerViolations } from '../../ledger/invariants'
import { createMembers } from '../../test/ledger-fixtures'
import { endPeriodPromotions, joinAt, periodWorld, roundAt, type PeriodWorld } from '../../test/period-facts'
import { insertPromotion } from '../../test/promotions'
import type { TestDb } from '../../test/test-app'
import { payPromotionPeriods } from './period.service'

/**
 * The period job as a whole: run twice and twice at once, paused periods, the campaign's end,
 * and its place among the application's jobs. The crash test is period-crash.test.ts.
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

describe('the job', () => {
  it('pays each member once when run twice at once and then again', async () => {
    const promotion = await insertPromotion(t.db, {
      merchantId,
      kind: 'cashback',
      startsAt: at('2026-06-01', 0),
      rules: { period: 'daily', rate: 500, categories: [], minAmount: '0.01', cap: '1000.00', claim: 'auto' },
    })
    const members = await createMembers(t.db, merchantId, 230)
    await joinAt(t.db, promotion, members, at('2026-06-01', 0))
    for (const [i, id] of members.entries())
      await roundAt(t.db, {
        merchantId,
        memberId: id,
        category: 'FISH',
        stake: BigInt(1_000 + i),
        settledAt: at('2026-06-01', 12),
      })

    const now = at('2026-06-02', 1)
    const runs = await Promise.all([payPromotionPeriods(t.db, now), payPromotionPeriods(t.db, now)])
    expect(runs.every((r) => r.refused === 0)).toBe(true)
    await payPromotionPeriods(t.db, now)
    const expected = members.map((_, i) => (BigInt(1_000 + i) * 500n) / 10_000n)
    const grants = await grantsOf(promotion.id)
    expect(grants.map((g) => g.amount)).toEqual(expected)
    expect(await Promise.all(members.map(wallet))).toEqual(expected)
    const total = expected.reduce((a, b) => a + b, 0n)
    const row = await t.db
      .selectFrom('promotions')
      .select(['spent', 'grantCount'])
      .where('id', '=', promotion.id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ spent: total, grantCount: members.length })
    const cursor = await t.db
      .selectFrom('promotionPeriodCursors')
      .select('paidUntil')
      .where('promotionId', '=', promotion.id)
      .executeTakeFirstOrThrow()
    expect(cursor.paidUntil).toEqual(at('2026-06-02', 0))
  })

  it('passes over a period closed while paused, and counts nothing past the campaign', async () => {
    const promotion = await insertPromotion(t.db, {
      merchantId,
      kind: 'cashback',
      startsAt: at('2026-08-03', 6),
      endsAt: at('2026-08-05', 12),
      rules: { period: 'daily', rate: 10_000, categories: [], minAmount: '0.01', cap: '1000.00', claim: 'auto' },
    })
    const [id] = await createMembers(t.db, merchantId, 1)
    await joinAt(t.db, promotion, [id!], at('2026-08-03', 6))
    const loss = (stake: bigint, settledAt: Date) =>
      roundAt(t.db, { merchantId, memberId: id!, category: 'RNG', stake, settledAt })
    await loss(100n, at('2026-08-03', 5)) // before the campaign started
    await loss(200n, at('2026-08-03', 7))
    await loss(400n, at('2026-08-04', 7))
    await loss(800n, at('2026-08-05', 11))
    await loss(1_600n, at('2026-08-05', 13)) // after it ended

    const setState = (state: 'live' | 'paused') =>
      t.db.updateTable('promotions').set({ state }).where('id', '=', promotion.id).execute()
    expect(await payPromotionPeriods(t.db, at('2026-08-04', 1))).toMatchObject({ granted: 1 })
    await setState('paused')
    expect(await payPromotionPeriods(t.db, at('2026-08-05', 1))).toMatchObject({ granted: 0 })
    await setState('live')
    expect(await payPromotionPeriods(t.db, at('2026-08-07', 1))).toMatchObject({ granted: 1 })
    expect((await grantsOf(promotion.id)).map((g) => [g.occasion, g.amount])).toEqual([
      ['period:2026-08-03', 200n],
      ['period:2026-08-05', 800n],
    ])
    // The campaign is over: the promotion leaves the job's list.
    expect(await payPromotionPeriods(t.db, at('2026-08-09', 1))).toMatchObject({ periods: 0 })
  })

  it('runs as the application’s job `promotions.periods`', async () => {
    const promotion = await insertPromotion(t.db, {
      merchantId,
      kind: 'rebate',
      startsAt: at('2026-09-01', 0),
      rules: { period: 'daily', rates: { SPORTS: 200 }, minAmount: '0.01', cap: '10.00', claim: 'auto' },
    })
    const [id] = await createMembers(t.db, merchantId, 1)
    await joinAt(t.db, promotion, [id!], at('2026-09-01', 0))
    await roundAt(t.db, {
      merchantId,
      memberId: id!,
      category: 'SPORTS',
      stake: 5_000n,
      settledAt: at('2026-09-01', 9),
    })
    const jobs = applicationJobs({ jobIntervalMs: 60_000, vendorTimeoutMs: 1_000 }, () => {
      throw new Error('no vendor calls here')
    }).filter((job) => job.name === 'promotions.periods')
    const runner = createJobRunner({ db: t.db, jobs, pollMs: 60_000, clock: () => at('2026-09-02', 0, 30) })
    expect(await runner.tick()).toEqual(['promotions.periods'])
    expect(await wallet(id!)).toBe(100n)
  })
})
