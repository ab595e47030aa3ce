/*
 * The API's amounts (decimal strings with two places, "150.00") in minor units as bigint, so sums
 * and comparisons never pass through a float and a total matches the CSV to the cent.
 */

const API = /^(-?)(\d+)\.(\d{2})$/

/** An API amount ("-12.30") in minor units; anything unreadable counts as zero. */
export function toMinor(amount: string): bigint {
  const match = API.exec(amount.trim())
  if (!match) return 0n
  const [, sign, whole = '0', fraction = '00'] = match
  const value = BigInt(whole) * 100n + BigInt(fraction)
  return sign ? -value : value
}

/** Minor units as the API takes them: "1250.50" (no grouping, two places). */
export function fromMinor(minor: bigint): string {
  const sign = minor < 0n ? '-' : ''
  const absolute = minor < 0n ? -minor : minor
  return `${sign}${absolute / 100n}.${String(absolute % 100n).padStart(2, '0')}`
}
