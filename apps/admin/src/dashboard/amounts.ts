/*
 * Exact arithmetic on the API's amounts (decimal strings with two places, AmountSchema): in
 * minor units as bigint, never through a float, so a total matches the CSV to the cent.
 */

export function toMinor(amount: string): bigint {
  return BigInt(amount.replace('.', ''))
}

export function fromMinor(minor: bigint): string {
  const sign = minor < 0n ? '-' : ''
  const digits = (minor < 0n ? -minor : minor).toString().padStart(3, '0')
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`
}

export function sumAmounts(amounts: readonly string[]): string {
  return fromMinor(amounts.reduce((sum, amount) => sum + toMinor(amount), 0n))
}

/** part / whole in tenths of a percent (0..1000); 0 when the whole is not positive. */
export function perMille(part: string, whole: string): number {
  const total = toMinor(whole)
  return total > 0n ? Number((toMinor(part) * 1000n) / total) : 0
}
