import type { FieldError, PromotionInput, PromotionRules } from '@sea/contract'
import { AppError } from '../../lib/app-error'
import { toMinor } from '../../lib/money'

/**
 * What the contract's schemas cannot say of a promotion an operator writes (docs/admin.md
 * "Promotions"): sums above zero, the campaign's end after its start, ranges in order, and a
 * budget that pays at least one reward (a raffle's every prize, since the draw pays them all).
 */

export function refuse(problems: FieldError[]): void {
  if (problems.length > 0) throw new AppError('validation_failed', 'The promotion is not valid', problems)
}

/** The rules' sums that must be above zero, by their path under the body. */
function positiveSums(rules: PromotionRules): [string, string][] {
  switch (rules.kind) {
    case 'deposit_bonus':
      return [['rules/cap', rules.cap]]
    case 'signup':
    case 'birthday':
      return [['rules/amount', rules.amount]]
    case 'cashback':
    case 'rebate':
      return [['rules/cap', rules.cap]]
    case 'raffle':
      return [
        ['rules/unit', rules.unit],
        ...rules.prizes.map((p, i): [string, string] => [`rules/prizes/${i}/amount`, p.amount]),
      ]
    case 'referral':
      return [['rules/reward', rules.reward]]
    case 'loyalty':
      return [['rules/maxReward', rules.maxReward]]
  }
}

/** The most one reward of the promotion pays; a raffle's whole prize list. */
export function largestReward(rules: PromotionRules): bigint {
  switch (rules.kind) {
    case 'deposit_bonus':
    case 'cashback':
    case 'rebate':
      return toMinor(rules.cap)
    case 'signup':
    case 'birthday':
      return toMinor(rules.amount)
    case 'raffle':
      return rules.prizes.reduce((sum, prize) => sum + toMinor(prize.amount) * BigInt(prize.count), 0n)
    case 'referral':
      return toMinor(rules.reward)
    case 'loyalty':
      return toMinor(rules.maxReward)
  }
}

function ordered(problems: FieldError[], path: string, low: unknown, high: unknown, message: string) {
  if (low !== undefined && high !== undefined && (low as number | string) > (high as number | string))
    problems.push({ path: `/body/${path}`, message })
}

/** The input as stored values; field errors for everything wrong at once, nothing written. */
export function promotionValues(input: PromotionInput) {
  const problems: FieldError[] = []
  const startsAt = new Date(input.startsAt)
  const endsAt = input.endsAt === null ? null : new Date(input.endsAt)
  if (endsAt && endsAt <= startsAt) problems.push({ path: '/body/endsAt', message: 'after the start' })
  for (const [path, amount] of positiveSums(input.rules))
    if (toMinor(amount) <= 0n) problems.push({ path: `/body/${path}`, message: 'above zero' })
  if (input.rules.kind === 'rebate' && Object.keys(input.rules.rates).length === 0)
    problems.push({ path: '/body/rules/rates', message: 'at least one category' })
  const e = input.eligibility
  ordered(problems, 'eligibility/maxVipRank', e.minVipRank, e.maxVipRank, 'at least the minimum')
  ordered(problems, 'eligibility/maxDeposits', e.minDeposits, e.maxDeposits, 'at least the minimum')
  if (e.registeredFrom && e.registeredTo && new Date(e.registeredTo) <= new Date(e.registeredFrom))
    problems.push({ path: '/body/eligibility/registeredTo', message: 'after the start' })
  if (input.wagering?.maxStake !== undefined && toMinor(input.wagering.maxStake) <= 0n)
    problems.push({ path: '/body/wagering/maxStake', message: 'above zero' })
  const budget = input.budget === null ? null : toMinor(input.budget, 'budget')
  if (budget !== null && budget < largestReward(input.rules))
    problems.push({ path: '/body/budget', message: 'at least one reward' })
  refuse(problems)
  return {
    code: input.code,
    kind: input.rules.kind,
    titles: input.titles as Record<string, string>,
    startsAt,
    endsAt,
    rules: input.rules,
    eligibility: input.eligibility,
    wagering: input.wagering,
    onePer: input.onePer,
    exclusive: input.exclusive,
    needsApproval: input.needsApproval,
    budget,
    announcementId: input.announcementId === null ? null : BigInt(input.announcementId),
  }
}
export type PromotionValues = ReturnType<typeof promotionValues>
