import { addDays, dayIn, periodOf, type Period } from '@sea/rules'
import type { Db } from '../../db/database'
import { inTransaction } from '../../ledger/ledger'
import { grantPerks } from './vip-perks.service'
import * as review from './vip-review.repository'
import * as repo from './vip.repository'

/**
 * The job `vip.review` (docs/domain/loyalty.md#vip). When a brand's review period (weekly from
 * Monday, monthly from the 1st, in its zone) has closed and the pass has read every fact before
 * its end, each member who held a tier then is reviewed once: the window (vip_window_days ending
 * the period's last day) against the tier's retain thresholds keeps it ('retain') or drops the
 * member to the highest tier whose thresholds are met ('downgrade'), and the tier's rebate rate
 * pays on the period's valid turnover (occasion `vip-rebate:<period key>`). Members go in batches
 * of REVIEW_BATCH, each batch one transaction; the unique review per member and period makes a
 * repeated or concurrent run write nothing twice. The same job grants birthday perks daily.
 */

export const REVIEW_BATCH = 500

export interface ReviewRun {
  reviewed: number
  downgraded: number
  rebates: number
  birthdays: number
}

export async function vipReviewJob(db: Db, now: Date, batch = REVIEW_BATCH): Promise<ReviewRun> {
  const run: ReviewRun = { reviewed: 0, downgraded: 0, rebates: 0, birthdays: 0 }
  // One brand's failure (reported at the end, the next run tries again) never holds the others back.
  const failures: unknown[] = []
  for (const brand of await review.vipBrands(db)) {
    try {
      await reviewBrand(db, brand, now, run, batch)
      run.birthdays += await grantBirthdays(db, brand, now, batch)
    } catch (error) {
      failures.push(error)
    }
  }
  if (failures.length > 0) throw failures[0]
  return run
}

/** The period that closed last: the one before the period holding `now`. */
export function closedPeriod(kind: 'weekly' | 'monthly', timezone: string, now: Date): Period {
  const current = periodOf(kind, timezone, now)
  return periodOf(kind, timezone, new Date(current.start.getTime() - 1))
}

async function reviewBrand(db: Db, brand: review.VipBrand, now: Date, run: ReviewRun, batch: number): Promise<void> {
  const period = closedPeriod(brand.review, brand.timezone, now)
  if (!(await review.streamPassed(db, period.end))) return
  const periodFrom = dayIn(period.start, brand.timezone)
  const lastDay = addDays(dayIn(period.end, brand.timezone), -1)
  const query: review.ReviewQuery = {
    merchantId: brand.merchantId,
    periodKey: periodFrom,
    end: period.end,
    windowFrom: addDays(lastDay, 1 - brand.windowDays),
    periodFrom,
    lastDay,
    after: 0n,
    limit: batch,
  }
  const promotion = brand.promotionId ? await repo.livePromotion(db, brand.promotionId, now) : undefined
  for (;;) {
    const last = await inTransaction(db, async (trx) => {
      const verdicts = await review.reviewVerdicts(trx, query)
      const written = await review.insertReviews(trx, brand.merchantId, query.periodKey, verdicts, now)
      const mine = verdicts.filter((v) => written.has(v.memberId))
      for (const v of mine) {
        // A rank changed since the period closed (an upgrade, an operator) is left as it is now.
        if (v.toRank < v.fromRank && (await repo.setRank(trx, v.memberId, v.fromRank, v.toRank))) run.downgraded += 1
      }
      run.reviewed += mine.length
      if (promotion) {
        const perks = mine.map((v) => ({
          memberId: v.memberId,
          occasion: `vip-rebate:${query.periodKey}`,
          amount: (v.periodTurnover * BigInt(v.rebateRate)) / 10_000n,
        }))
        run.rebates += await grantPerks(trx, promotion, brand.currency, perks, now)
      }
      return verdicts.length < batch ? null : verdicts.at(-1)!.memberId
    })
    if (last === null) break
    query.after = last
  }
}

/**
 * Birthday perks for members whose birthday is today in the brand's zone (29 February's on the
 * 28th in other years), occasion `vip-birthday:<year>`: once a year whatever the runs.
 */
async function grantBirthdays(db: Db, brand: review.VipBrand, now: Date, batch: number): Promise<number> {
  if (!brand.promotionId) return 0
  const promotion = await repo.livePromotion(db, brand.promotionId, now)
  if (!promotion) return 0
  const today = dayIn(now, brand.timezone)
  const monthDays = [today.slice(5)]
  if (today.slice(5) === '02-28' && addDays(today, 1).slice(5) === '03-01') monthDays.push('02-29')
  const occasion = `vip-birthday:${today.slice(0, 4)}`
  let granted = 0
  let after = 0n
  for (;;) {
    const q = { merchantId: brand.merchantId, promotionId: promotion.id, monthDays, occasion }
    const members = await review.birthdayMembers(db, q, after, batch)
    granted += await inTransaction(db, (trx) =>
      grantPerks(
        trx,
        promotion,
        brand.currency,
        members.map((m) => ({ memberId: m.memberId, occasion, amount: m.amount })),
        now,
      ),
    )
    if (members.length < batch) break
    after = members.at(-1)!.memberId
  }
  return granted
}
