/**
 * Amounts arrive as decimal strings with two places ("-1234.50"). Comparisons and bar widths
 * work on whole cents as bigints, so no amount ever passes through a float.
 */
export function cents(amount: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim())
  if (!match) return 0n
  const [, sign, whole = '0', fraction = ''] = match
  const value = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'))
  return sign ? -value : value
}

/** A bar's length: the part's size against the largest of its group, in whole percent (0-100). */
export function barPercent(part: string, amounts: readonly string[]): number {
  const abs = (value: bigint) => (value < 0n ? -value : value)
  const largest = amounts.reduce((max, amount) => (abs(cents(amount)) > max ? abs(cents(amount)) : max), 0n)
  if (largest === 0n) return 0
  return Number((abs(cents(part)) * 100n) / largest)
}
