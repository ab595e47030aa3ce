/**
 * Amounts as members type them and as the API sends them, in minor units (bigint cents), so no
 * amount ever passes through a float. The API speaks decimal strings with two places ("150.00")
 * and accepts at most two places and fifteen whole digits.
 */

import { fromMinor, toMinor } from '@sea/browser/amount'

export { fromMinor, toMinor }

const TYPED = /^(\d{1,15})(?:\.(\d{0,2}))?$/

/** A typed amount ("1,250.5") in minor units, or null when it is not one. */
export function parseAmount(text: string): bigint | null {
  const match = TYPED.exec(text.trim().replace(/,/g, ''))
  if (!match) return null
  const [, whole = '0', fraction = ''] = match
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'))
}

/**
 * What an amount input may hold while the member types: digits, one point, two places. Commas
 * and spaces pasted from elsewhere are dropped.
 */
export function cleanAmountInput(raw: string): string {
  const kept = raw.replace(/[^\d.]/g, '')
  const point = kept.indexOf('.')
  const whole = (point < 0 ? kept : kept.slice(0, point)).replace(/^0+(?=\d)/, '').slice(0, 15)
  if (point < 0) return whole
  return `${whole || '0'}.${kept
    .slice(point + 1)
    .replace(/\./g, '')
    .slice(0, 2)}`
}

export type AmountProblem = 'required' | 'invalid' | 'zero' | 'belowMin' | 'aboveMax' | 'aboveBalance'

export type AmountCheck = { ok: true; minor: bigint; amount: string } | { ok: false; problem: AmountProblem }

/**
 * Checks a typed amount against the limits the server gave (API strings). `available` is what
 * the source wallet holds; it is checked after the limits, so the member first learns the rule.
 */
export function checkAmount(
  text: string,
  limits: { min?: string; max?: string; available?: string } = {},
): AmountCheck {
  if (text.trim() === '') return { ok: false, problem: 'required' }
  const minor = parseAmount(text)
  if (minor === null) return { ok: false, problem: 'invalid' }
  if (minor === 0n) return { ok: false, problem: 'zero' }
  if (limits.min !== undefined && minor < toMinor(limits.min)) return { ok: false, problem: 'belowMin' }
  if (limits.max !== undefined && minor > toMinor(limits.max)) return { ok: false, problem: 'aboveMax' }
  if (limits.available !== undefined && minor > toMinor(limits.available)) return { ok: false, problem: 'aboveBalance' }
  return { ok: true, minor, amount: fromMinor(minor) }
}

/** Round amounts players usually pick, in whole currency units. */
const LADDER = [10, 20, 50, 100, 200, 300, 500, 1_000, 2_000, 3_000, 5_000, 10_000, 20_000, 50_000, 100_000]

/** Up to `count` quick-pick amounts inside the limits, smallest first ("100.00"). */
export function quickAmounts(min: string, max: string, count = 6): string[] {
  const low = toMinor(min)
  const high = toMinor(max)
  return LADDER.map((units) => BigInt(units) * 100n)
    .filter((minor) => minor >= low && minor <= high)
    .slice(0, count)
    .map(fromMinor)
}

/** The smaller of two API amounts (e.g. the balance and the maximum), as an API amount. */
export function minAmount(a: string, b: string): string {
  return toMinor(a) <= toMinor(b) ? a : b
}

/** True when an API amount is above zero. */
export function isPositive(amount: string): boolean {
  return toMinor(amount) > 0n
}
