/**
 * How lottery money scales between currencies (decision 030). The northern points model prices
 * a point at 23,000 dong and pays 80,000 dong per hit (docs/domain/lottery.md#northern-points-model); the platform's default
 * limits were set for Malaysian ringgit. A currency's unit is the minor units of it worth about
 * 1,000 dong, rounded to a price a player reads easily: in ringgit 0.10, so a point costs 2.30 and
 * pays 8.00 per hit. Every amount is kept in minor units of two decimals, as everywhere else.
 */
const UNITS: Record<string, bigint> = {
  VND: 100_000n, // 1,000.00
  MYR: 10n, // 0.10
  SGD: 5n, // 0.05
  USD: 4n, // 0.04
  THB: 100n, // 1.00
  IDR: 50_000n, // 500.00
  PHP: 200n, // 2.00
  CNY: 25n, // 0.25
  INR: 300n, // 3.00
  KHR: 15_000n, // 150.00
}

/** The currency the platform's default limits (lottery_games.limits) are written in. */
export const LIMITS_CURRENCY = 'MYR'

/** Minor units worth about 1,000 dong; a currency not listed takes one whole unit (1.00). */
export function lotteryUnit(currency: string): bigint {
  return UNITS[currency] ?? 100n
}

/** A default limit, in minor units of LIMITS_CURRENCY, in minor units of `currency`. */
export function scaleLimit(amount: bigint, currency: string): bigint {
  return (amount * lotteryUnit(currency)) / lotteryUnit(LIMITS_CURRENCY)
}
