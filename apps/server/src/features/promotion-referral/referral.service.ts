import type { ErrorCode } from '@sea/contract'
import type { Db } from '../../db/database'
import { inTransaction } from '../../ledger/ledger'
import { AppError } from '../../lib/app-error'
import { toMinor } from '../../lib/money'
import { award } from '../promotion/grant.service'
import { eligibleWithoutCountry } from '../promotion/status.service'
import * as repo from './referral.repository'

/** Invitees read per query: each is then paid in a transaction of its own. */
export const REFERRAL_BATCH = 200

// Refusals that concern one invitee (or the whole promotion, for the budget): the job goes on.
const REFUSALS = new Set<ErrorCode>([
  'promotion_claimed_elsewhere',
  'promotion_not_stackable',
  'promotion_budget_spent',
])

type Outcome = 'paid' | 'skipped' | 'budget_spent'

/**
 * The job promotions.referral (docs/domain/promotions.md#kinds, `referral`): for each live
 * referral promotion, pays the referrer of every invitee who qualified, once per invitee
 * (occasion `invitee:<id>`), at most `maxInvitees` per referrer. Invitees are selected by one
 * query per batch in id order, so a run visits each once; a refused invitee (shared marks, open
 * exclusive wagering) is visited again by the next run. Repeating a run pays nothing twice.
 */
export async function payReferrals(db: Db, now = new Date(), batch = REFERRAL_BATCH): Promise<{ paid: number }> {
  let paid = 0
  for (const { promotion, currency } of await repo.liveReferrals(db, now)) {
    const rules = promotion.rules
    if (rules.kind !== 'referral') continue
    const rule = { trigger: rules.trigger, threshold: toMinor(rules.threshold), maxInvitees: rules.maxInvitees }
    const pay = (candidate: repo.Candidate) =>
      payOne(db, promotion, { currency, reward: toMinor(rules.reward), maxInvitees: rules.maxInvitees }, candidate, now)
    let after = 0n
    campaign: for (;;) {
      const candidates = await repo.qualifiedInvitees(db, promotion, rule, after, batch)
      for (const candidate of candidates) {
        const outcome = await pay(candidate)
        if (outcome === 'budget_spent') break campaign
        if (outcome === 'paid') paid += 1
      }
      const last = candidates.at(-1)
      if (!last || candidates.length < batch) break
      after = last.inviteeId
    }
  }
  return { paid }
}

/**
 * One invitee's reward, in one transaction: the referrer's grants are counted under a lock of
 * the (promotion, referrer) pair, then `award` pays. An invitee who shares one of the promotion's
 * one-per marks with the referrer, or with an invitee already paid for, earns nothing: the same
 * person behind two accounts is the abuse the marks are for.
 */
async function payOne(
  db: Db,
  promotion: repo.PromotionRow,
  terms: { currency: string; reward: bigint; maxInvitees: number },
  candidate: repo.Candidate,
  now: Date,
): Promise<Outcome> {
  try {
    return await inTransaction(db, async (trx): Promise<Outcome> => {
      await repo.lockReferrer(trx, promotion.id, candidate.referrerId)
      if ((await repo.grantCount(trx, promotion.id, candidate.referrerId)) >= terms.maxInvitees) return 'skipped'
      if (!(await eligibleWithoutCountry(trx, promotion, candidate.referrerId))) return 'skipped'
      if (promotion.onePer.length > 0) {
        const shared = await repo.sharedMarks(trx, promotion, candidate.inviteeId, candidate.referrerId)
        if (shared.length > 0) return 'skipped'
      }
      const result = await award(trx, {
        promotion,
        member: { id: candidate.referrerId, merchantId: promotion.merchantId, currency: terms.currency },
        occasion: `invitee:${candidate.inviteeId}`,
        amount: terms.reward,
        basis: candidate.basis,
        mode: 'pay',
        now,
      })
      return result.paid ? 'paid' : 'skipped'
    })
  } catch (error) {
    if (!(error instanceof AppError) || !REFUSALS.has(error.code)) throw error
    return error.code === 'promotion_budget_spent' ? 'budget_spent' : 'skipped'
  }
}
