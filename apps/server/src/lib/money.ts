import { AppError } from './app-error'

/**
 * Money crosses the API as decimal strings with at most two decimals ("1234.50") and lives
 * everywhere else as bigint minor units. These are the only two conversions.
 */
const DECIMAL = /^(0|[1-9]\d{0,14})(\.\d{1,2})?$/

export function toMinor(value: string, field = 'amount'): bigint {
  const match = DECIMAL.exec(value.trim())
  if (!match)
    throw new AppError('validation_failed', `${field} is not an amount`, [
      { path: `/body/${field}`, message: 'at most two decimals' },
    ])
  const cents = (match[2] ?? '.').slice(1).padEnd(2, '0')
  return BigInt(match[1] ?? '0') * 100n + BigInt(cents)
}

export function fromMinor(minor: bigint): string {
  const sign = minor < 0n ? '-' : ''
  const abs = minor < 0n ? -minor : minor
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`
}
