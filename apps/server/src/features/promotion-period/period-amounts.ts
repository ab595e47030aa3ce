import type { RulesOf } from '@sea/contract'
import { toMinor } from '../../lib/money'

/**
 * What one member earns for one period of a cashback or rebate promotion
 * (docs/domain/promotions.md#cashback-and-rebate-periods): pure, from the period's figures.
 */

export type PeriodRules = RulesOf<'cashback'> | RulesOf<'rebate'>

/** A member's settled bets of the period in one game category, minor units. */
export interface CategoryFigures {
  category: string
  stake: bigint
  validBet: bigint
  /** Wins and refunds. */
  payout: bigint
}

export interface PeriodAward {
  amount: bigint
  /** The net loss (cashback) or valid turnover (rebate) the amount was worked out from. */
  basis: bigint
}

/** rate basis points of a non-negative amount, rounded down to the minor unit. */
const share = (amount: bigint, rate: number): bigint => (amount * BigInt(rate)) / 10_000n

/**
 * Cashback: rate × (stakes − wins and refunds) over the chosen categories (every one when none
 * is chosen), less every bonus credited in the period; rebate: Σ rate(category) × valid turnover,
 * each product rounded down. Null when that is below the minimum (or nothing); capped otherwise.
 */
export function periodAward(rules: PeriodRules, bets: readonly CategoryFigures[], bonuses: bigint): PeriodAward | null {
  let basis = 0n
  let amount = 0n
  if (rules.kind === 'cashback') {
    const chosen = new Set<string>(rules.categories)
    for (const bet of bets) if (chosen.size === 0 || chosen.has(bet.category)) basis += bet.stake - bet.payout
    basis -= bonuses
    if (basis <= 0n) return null
    amount = share(basis, rules.rate)
  } else {
    for (const bet of bets) {
      const rate = Object.hasOwn(rules.rates, bet.category) ? rules.rates[bet.category] : undefined
      if (rate === undefined) continue
      basis += bet.validBet
      amount += share(bet.validBet, rate)
    }
  }
  if (amount <= 0n || amount < toMinor(rules.minAmount)) return null
  const cap = toMinor(rules.cap)
  const capped = amount < cap ? amount : cap
  return capped > 0n ? { amount: capped, basis } : null
}
