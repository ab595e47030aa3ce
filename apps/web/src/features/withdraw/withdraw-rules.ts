import { fromMinor, isPositive, toMinor } from '../../lib/amount'

type Settings = {
  minAmount: string
  maxAmount: string
  dailyCount: number
  dailyAmount: string
  usedCount: number
  usedAmount: string
  turnoverOutstanding: string
}

export type WithdrawLimits = {
  min: string
  /** The most one request may take now: the per-withdrawal maximum or what is left of today's amount. */
  max: string
  /** Why no request can succeed now, checked in the server's order after the amount. */
  blocked: 'daily' | 'turnover' | null
}

/** The limits a request is checked against (decision 012), from the server's settings. */
export function withdrawLimits(settings: Settings): WithdrawLimits {
  const leftToday = toMinor(settings.dailyAmount) - toMinor(settings.usedAmount)
  const max = toMinor(settings.maxAmount) < leftToday ? toMinor(settings.maxAmount) : leftToday
  const daily = settings.usedCount >= settings.dailyCount || leftToday < toMinor(settings.minAmount)
  return {
    min: settings.minAmount,
    max: fromMinor(max < 0n ? 0n : max),
    blocked: daily ? 'daily' : isPositive(settings.turnoverOutstanding) ? 'turnover' : null,
  }
}

/** "All": as much of the balance as one request may take, or null when that is under the minimum. */
export function allAmount(balance: string, limits: WithdrawLimits): string | null {
  const all = toMinor(balance) < toMinor(limits.max) ? toMinor(balance) : toMinor(limits.max)
  return all >= toMinor(limits.min) && all > 0n ? fromMinor(all) : null
}

/** Achieved share of a turnover requirement, 0 to 100, for the progress bar. */
export function turnoverPercent(achieved: string, required: string): number {
  const total = toMinor(required)
  if (total <= 0n) return 100
  const done = toMinor(achieved)
  return Number(((done > total ? total : done) * 100n) / total)
}

/**
 * What a withdrawal may take once the bonus is given back first (decision 054): the server takes
 * the bonus back, at most the balance, before it holds the withdrawal.
 */
export function afterForfeit(balance: string, bonus: string): string {
  const left = toMinor(balance) - toMinor(bonus)
  return fromMinor(left > 0n ? left : 0n)
}
