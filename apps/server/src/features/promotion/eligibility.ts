import type { PromotionEligibility } from '@sea/contract'
import { AppError } from '../../lib/app-error'
import type { PromotionRow } from './promotion.repository'

/**
 * Who may take part in a promotion and when (docs/domain/promotions.md#eligibility): plain
 * functions over facts the caller read, so the list, the calls and the hooks judge alike.
 */

export interface MemberFacts {
  vipRank: number
  memberLabels: string[]
  createdAt: Date
  approvedDeposits: number
  /**
   * The country of the registration IP (`lib/geo.ts`); null when unknown (private or unlisted).
   * undefined where no geo lookup reaches (the deposit hook): the country is then judged where
   * the member acts over HTTP instead, at joining or at claiming.
   */
  country?: string | null
}

/** Why a promotion is not open now, or null when it is: live, started, not ended. */
export function closedReason(promotion: PromotionRow, now: Date): 'coming' | 'closed' | null {
  if (promotion.state !== 'live') return 'closed'
  if (promotion.startsAt > now) return 'coming'
  if (promotion.endsAt && promotion.endsAt <= now) return 'closed'
  return null
}

/** Whether the budget has room for `amount` (a fixed reward), or for anything at all. */
export function budgetLeft(promotion: PromotionRow, amount = 1n): boolean {
  return promotion.budget === null || promotion.budget - promotion.spent >= amount
}

/** Every field left out admits everyone; an unknown country never passes a country list. */
export function isEligible(rules: PromotionEligibility, facts: MemberFacts): boolean {
  if (rules.minVipRank !== undefined && facts.vipRank < rules.minVipRank) return false
  if (rules.maxVipRank !== undefined && facts.vipRank > rules.maxVipRank) return false
  if (rules.labels && rules.labels.length > 0 && !rules.labels.some((label) => facts.memberLabels.includes(label)))
    return false
  if (rules.registeredFrom && facts.createdAt < new Date(rules.registeredFrom)) return false
  if (rules.registeredTo && facts.createdAt > new Date(rules.registeredTo)) return false
  if (rules.minDeposits !== undefined && facts.approvedDeposits < rules.minDeposits) return false
  if (rules.maxDeposits !== undefined && facts.approvedDeposits > rules.maxDeposits) return false
  return facts.country === undefined || countryAdmits(rules, facts.country)
}

export function countryAdmits(rules: PromotionEligibility, country: string | null): boolean {
  return !rules.countries || rules.countries.length === 0 || (country !== null && rules.countries.includes(country))
}

/** Refuses with promotion_closed or promotion_not_eligible; a call that takes part runs this first. */
export function assertOpenAndEligible(promotion: PromotionRow, facts: MemberFacts, now: Date): void {
  if (closedReason(promotion, now) !== null) throw new AppError('promotion_closed', 'The promotion is not running')
  if (!isEligible(promotion.eligibility, facts))
    throw new AppError('promotion_not_eligible', 'The promotion’s conditions exclude this account')
}
