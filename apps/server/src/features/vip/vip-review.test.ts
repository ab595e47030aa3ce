import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PromotionRow } from '../promotion/promotion.repository'
import { closeCheckingBooks, createMembers } from '../../test/ledger-fixtures'
import { factsAt, passReadable } from '../../test/loyalty'
import { periodWorld, roundsAt, type PeriodWorld } from '../../test/period-facts'
import { vipBrand, vipGrants } from '../../test/vip'
import { closedPeriod, vipReviewJob } from './vip-review.service'
import { withdrawalLimits } from '../withdrawal/tier-limits.service'

/** The monthly review (retain, downgrade, rebate) once per period, birthdays once a year, withdrawal limits by tier. */
let w: PeriodWorld
let merchantId: number
let promotion: PromotionRow
beforeAll(async () => {
  w = await periodWorld()
  merchantId = w.merchantId
  promotion = await vipBrand(w.t.db, merchantId, { vipWindowDays: 30, vipReview: 'monthly' })
}, 120_000)
afterAll(() => closeCheckingBooks(w.t))

const db = () => w.t.db
const rank = async (id: bigint) =>
  (await db().selectFrom('members').select('vipRank').where('id', '=', id).executeTakeFirstOrThrow()).vipRank
const reviews = (id: bigint) =>
  db()
    .selectFrom('vipChanges')
    .select(['fromRank', 'toRank', 'reason', 'periodKey'])
    .where('memberId', '=', id)
    .where('reason', 'in', ['retain', 'downgrade'])
    .orderBy('id')
    .execute()

/** A member brought to Gold on 2 November with the given figures over November. */
async function goldMember(deposit: bigint, turnover: bigint): Promise<bigint> {
  const [id] = await createMembers(db(), merchantId, 1)
  await factsAt(db(), [{ merchantId, memberId: id!, kind: 'deposit', amount: deposit, at: w.at('2026-11-02', 10) }])
  await roundsAt(db(), [
    { merchantId, memberId: id!, category: 'RNG', stake: turnover, settledAt: w.at('2026-11-20', 10) },
  ])
  await db().updateTable('members').set({ vipRank: 3 }).where('id', '=', id!).execute()
  return id!
}

describe('the VIP review', () => {
  let kept: bigint
  let silver: bigint
  let bronze: bigint

  it('waits until the pass has read every fact of the closed period', async () => {
    kept = await goldMember(150_000n, 300_000n)
    silver = await goldMember(30_000n, 60_000n)
    bronze = await goldMember(1_000n, 1_000n)
    const run = await vipReviewJob(db(), w.at('2026-12-01', 0, 10))
    expect(run.reviewed).toBe(0)
    expect(await reviews(kept)).toEqual([])
  })

  it('keeps, or drops to the highest tier whose retain thresholds are met, once per period', async () => {
    await passReadable(db(), w.at('2026-11-30', 23, 59))
    // A run that fails mid-way (here a broken promotion) leaves no review behind: all or nothing per batch.
    const rules = promotion.rules
    const broken = JSON.stringify({ kind: 'loyalty', maxReward: 'broken' })
    await db().updateTable('promotions').set({ rules: broken }).where('id', '=', promotion.id).execute()
    await expect(vipReviewJob(db(), w.at('2026-12-01', 0, 5))).rejects.toThrow()
    expect(await reviews(kept)).toEqual([])
    await db()
      .updateTable('promotions')
      .set({ rules: JSON.stringify(rules) })
      .where('id', '=', promotion.id)
      .execute()
    // In batches of one member, then again in one batch: the second run finds nothing left.
    await vipReviewJob(db(), w.at('2026-12-01', 0, 10), 1)
    expect((await vipReviewJob(db(), w.at('2026-12-01', 0, 11))).reviewed).toBe(0)
    expect(await reviews(kept)).toEqual([{ fromRank: 3, toRank: 3, reason: 'retain', periodKey: '2026-11-01' }])
    expect(await reviews(silver)).toEqual([{ fromRank: 3, toRank: 2, reason: 'downgrade', periodKey: '2026-11-01' }])
    expect(await reviews(bronze)).toEqual([{ fromRank: 3, toRank: 1, reason: 'downgrade', periodKey: '2026-11-01' }])
    expect([await rank(kept), await rank(silver), await rank(bronze)]).toEqual([3, 2, 1])
    const labels = await db()
      .selectFrom('members')
      .select('vipLabel')
      .where('id', '=', silver)
      .executeTakeFirstOrThrow()
    expect(labels.vipLabel).toBe('Silver')
  })

  it('pays the held tier’s rebate on the period’s valid turnover, once', async () => {
    // Gold's 0.30%: 3,000.00 of turnover -> 9.00; 600.00 -> 1.80; 10.00 -> 0.03.
    const rebate = async (id: bigint) =>
      (await vipGrants(db(), promotion.id, id)).filter((g) => g.occasion.startsWith('vip-rebate'))
    expect(await rebate(kept)).toEqual([{ occasion: 'vip-rebate:2026-11-01', amount: 900n, state: 'claimable' }])
    expect(await rebate(silver)).toEqual([{ occasion: 'vip-rebate:2026-11-01', amount: 180n, state: 'claimable' }])
    expect(await rebate(bronze)).toEqual([{ occasion: 'vip-rebate:2026-11-01', amount: 3n, state: 'claimable' }])
    await vipReviewJob(db(), w.at('2026-12-15', 12))
    expect(await rebate(kept)).toHaveLength(1)
  })

  it('reviews the next period on its own, from the rank the member holds then', async () => {
    await passReadable(db(), w.at('2026-12-31', 23, 59))
    await vipReviewJob(db(), w.at('2027-01-01', 0, 10))
    // December had no figures: Gold falls to Bronze (retaining Bronze asks nothing), Silver too.
    expect((await reviews(kept)).map((r) => [r.fromRank, r.toRank, r.periodKey])).toEqual([
      [3, 3, '2026-11-01'],
      [3, 1, '2026-12-01'],
    ])
    expect((await reviews(silver)).at(-1)).toEqual({
      fromRank: 2,
      toRank: 1,
      reason: 'downgrade',
      periodKey: '2026-12-01',
    })
    expect(await rank(kept)).toBe(1)
  })
})

describe('the review period', () => {
  it('is the week from Monday or the month from the 1st that closed last, in the brand’s zone', () => {
    const now = new Date('2026-12-02T03:00:00Z')
    expect(closedPeriod('weekly', 'Asia/Kuala_Lumpur', now)).toEqual({
      start: new Date('2026-11-22T16:00:00Z'),
      end: new Date('2026-11-29T16:00:00Z'),
    })
    expect(closedPeriod('monthly', 'Asia/Bangkok', now)).toEqual({
      start: new Date('2026-10-31T17:00:00Z'),
      end: new Date('2026-11-30T17:00:00Z'),
    })
  })
})

describe('birthday perks', () => {
  it('pays the tier’s birthday bonus on the birthday, once a year', async () => {
    const [silver, none, other] = await createMembers(db(), merchantId, 3)
    const birthday = JSON.stringify({ birthday: '1990-03-05' })
    await db().updateTable('members').set({ profile: birthday }).where('id', 'in', [silver!, none!]).execute()
    await db()
      .updateTable('members')
      .set({ profile: JSON.stringify({ birthday: '1990-03-06' }) })
      .where('id', '=', other!)
      .execute()
    // Both reached Silver on 2 March: February's review passes them by.
    await db().updateTable('members').set({ vipRank: 2 }).where('id', 'in', [silver!, other!]).execute()
    await db()
      .insertInto('vipChanges')
      .values(
        [silver!, other!].map((memberId) => ({
          merchantId,
          memberId,
          fromRank: 0,
          toRank: 2,
          reason: 'upgrade' as const,
          periodKey: null,
          operatorId: null,
          createdAt: w.at('2027-03-02', 10),
        })),
      )
      .execute()
    await vipReviewJob(db(), w.at('2027-03-05', 9), 1)
    await vipReviewJob(db(), w.at('2027-03-05', 10))
    expect(await vipGrants(db(), promotion.id, silver!)).toEqual([
      { occasion: 'vip-birthday:2027', amount: 800n, state: 'claimable' },
    ])
    expect(await vipGrants(db(), promotion.id, none!)).toEqual([])
    expect(await vipGrants(db(), promotion.id, other!)).toEqual([])
  })
})

describe('withdrawal limits', () => {
  it('replaces the brand’s daily limits with the tier’s, where it sets them', async () => {
    const [gold, bronze] = await createMembers(db(), merchantId, 2)
    await db().updateTable('members').set({ vipRank: 3 }).where('id', '=', gold!).execute()
    await db().updateTable('members').set({ vipRank: 1 }).where('id', '=', bronze!).execute()
    const brand = { dailyAmount: 1_000_000n, dailyCount: 3, minAmount: 100n }
    expect(await withdrawalLimits(db(), gold!, brand)).toEqual({ ...brand, dailyAmount: 5_000_000n, dailyCount: 20 })
    expect(await withdrawalLimits(db(), bronze!, brand)).toEqual(brand)
  })
})
