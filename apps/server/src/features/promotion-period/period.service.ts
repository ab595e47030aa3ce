import { dayIn, periodOf, type Period } from '@sea/rules'
import type { Db } from '../../db/database'
import { underSavepoint } from '../../db/savepoint'
import { inTransaction } from '../../ledger/ledger'
import { AppError } from '../../lib/app-error'
import { memberCategoryBets } from '../agent-team/team.service'
import { award } from '../promotion/grant.service'
import { periodAward, type CategoryFigures, type PeriodRules } from './period-amounts'
import * as repo from './period.repository'

/**
 * Cashback and rebate per period (docs/domain/promotions.md#cashback-and-rebate-periods). A
 * period in the brand's time zone is paid once it has been closed for GRACE_MS: each joined
 * member's figures come from one set-based statement per promotion and period, and each member
 * with something owed gets a grant through the one grant path, in batches of BATCH_SIZE members
 * per transaction. The grant's uniqueness per (promotion, member, `period:<first day>`) pays a
 * member once whatever runs or crashes; the cursor keeps finished periods from being computed again.
 */

/** Rounds and draws whose settlement began before the period closed have committed by then. */
export const GRACE_MS = 5 * 60_000
export const BATCH_SIZE = 100
/** A grant the member must claim stays claimable this long after it is made. */
export const CLAIM_DAYS = 7
/** Periods paid per promotion and run at most: a long outage catches up over runs. */
const MAX_PERIODS_PER_RUN = 60
/** Refusals of one member's grant that leave the others to be paid. */
const MEMBER_REFUSALS: ReadonlySet<string> = new Set([
  'promotion_budget_spent',
  'promotion_claimed_elsewhere',
  'promotion_not_stackable',
])

export interface PeriodRun {
  periods: number
  /** Members awarded a grant (paid, or claimable); one a concurrent run wrote first counts in both. */
  granted: number
  /** Members whose grant was refused (budget, one-per mark, stacking): nothing for that period. */
  refused: number
}

/** The job `promotions.periods`: pays every closed, unpaid period of the live cashback and rebate promotions. */
export async function payPromotionPeriods(db: Db, now: Date): Promise<PeriodRun> {
  const run: PeriodRun = { periods: 0, granted: 0, refused: 0 }
  for (const promotion of await repo.periodPromotions(db, now)) {
    const rules = promotion.rules
    if (rules.kind !== 'cashback' && rules.kind !== 'rebate') continue
    // From the campaign's start or the last period paid: a first period cut by the start counts from it.
    let from = promotion.paidUntil ?? promotion.startsAt
    for (let i = 0; i < MAX_PERIODS_PER_RUN; i++) {
      const period = periodOf(rules.period, promotion.timezone, from)
      if (period.end.getTime() + GRACE_MS > now.getTime()) break
      const to = promotion.endsAt && promotion.endsAt < period.end ? promotion.endsAt : period.end
      // A period that closes while the promotion is paused is passed over: a pause grants nothing.
      if (from < to && promotion.state === 'live') await payPeriod(db, promotion, rules, period, { from, to }, now, run)
      await repo.advanceCursor(db, promotion.id, period.end)
      run.periods++
      from = period.end
      if (promotion.endsAt && from >= promotion.endsAt) break
    }
  }
  return run
}

/** One period of one promotion: figures for every unpaid member at once, then grants in batches. */
async function payPeriod(
  db: Db,
  promotion: repo.PeriodPromotion,
  rules: PeriodRules,
  period: Period,
  range: { from: Date; to: Date },
  now: Date,
  run: PeriodRun,
): Promise<void> {
  const occasion = `period:${dayIn(period.start, promotion.timezone)}`
  const entrants = await repo.unpaidEntrants(db, {
    promotionId: promotion.id,
    occasion,
    joinedBefore: period.end,
    currency: promotion.currency,
    ...range,
    bonuses: rules.kind === 'cashback',
  })
  const bets = new Map<bigint, CategoryFigures[]>()
  for (const row of await memberCategoryBets(
    db,
    entrants.map((e) => e.memberId),
    range.from,
    range.to,
  )) {
    const list = bets.get(row.memberId) ?? []
    list.push(row)
    bets.set(row.memberId, list)
  }
  const owed = entrants.flatMap((e) => {
    const earned = periodAward(rules, bets.get(e.memberId) ?? [], e.bonuses)
    return earned ? [{ memberId: e.memberId, ...earned }] : []
  })
  const claimable = rules.claim !== 'auto'
  const claimableUntil = claimable ? new Date(now.getTime() + CLAIM_DAYS * 86_400_000) : null
  for (let i = 0; i < owed.length; i += BATCH_SIZE) {
    const batch = owed.slice(i, i + BATCH_SIZE)
    const counted = await inTransaction(db, async (trx) => {
      let granted = 0
      let refused = 0
      for (const member of batch) {
        try {
          // A refusal undoes this member's grant only; the batch goes on (the savepoint).
          await underSavepoint(trx, () =>
            award(trx, {
              promotion,
              member: { id: member.memberId, merchantId: promotion.merchantId, currency: promotion.currency },
              occasion,
              amount: member.amount,
              basis: member.basis,
              mode: claimable ? 'claimable' : 'pay',
              claimableUntil,
              now,
            }),
          )
          granted++
        } catch (error) {
          if (!(error instanceof AppError) || !MEMBER_REFUSALS.has(error.code)) throw error
          refused++
        }
      }
      return { granted, refused }
    })
    run.granted += counted.granted
    run.refused += counted.refused
  }
}
