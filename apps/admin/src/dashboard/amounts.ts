import { fromMinor, toMinor } from '@sea/browser/amount'

export { toMinor } from '@sea/browser/amount'

/** Amounts added exactly, in minor units, back to the API's form. */
export function sumAmounts(amounts: readonly string[]): string {
  return fromMinor(amounts.reduce((sum, amount) => sum + toMinor(amount), 0n))
}

/** part / whole in tenths of a percent (0..1000); 0 when the whole is not positive. */
export function perMille(part: string, whole: string): number {
  const total = toMinor(whole)
  return total > 0n ? Number((toMinor(part) * 1000n) / total) : 0
}
