import { pad, wallClock } from '@sea/rules'

/*
 * Numbers go through Intl.NumberFormat, one cached formatter per shape. The spec fixes the site's
 * number format (thousands separators ',' and decimal point '.') in every language, and the
 * console keeps it so an operator reads the same figures a member sees; the locale is fixed too.
 */
const NUMBER_LOCALE = 'en-US'

// Money is cut, not rounded, at two places: an amount the API sends is shown as far as it goes.
const moneyFormat = new Intl.NumberFormat(NUMBER_LOCALE, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  roundingMode: 'trunc',
})
const countFormat = new Intl.NumberFormat(NUMBER_LOCALE, { maximumFractionDigits: 0, roundingMode: 'trunc' })

/**
 * Money as the spec shows it: two decimals and thousands separators. The API sends decimal
 * strings, which Intl formats as exact decimals, so no amount ever passes through a float; a
 * number is rounded to two places first as `toFixed` does.
 */
export function formatMoney(amount: string | number): string {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim()
  // Anything that is not a plain decimal is shown as it came.
  if (!/^-?\d+(?:\.\d*)?$/.test(text)) return text
  return moneyFormat.format(text as Intl.StringNumericLiteral)
}

/** Millions and up, largest first, in the site's fixed number format whatever the language. */
const SHORT_UNITS: readonly [bigint, string][] = [
  [10n ** 12n, 'T'],
  [10n ** 9n, 'B'],
  [10n ** 6n, 'M'],
]
/** From here an amount's full form (13 characters and more: 10,000,000.00) wraps a phone's card. */
const SHORT_FROM = 10n ** 7n

/**
 * Money for narrow places: a whole amount of ten million or more as its unit when that loses
 * nothing ("1500000000.00" -> "1.5B", "250000000" -> "250M", up to three places); any other
 * amount as `formatMoney`, so a figure is never shown rounded.
 */
export function formatMoneyShort(amount: string): string {
  const whole = /^(\d+)(?:\.0*)?$/.exec(amount.trim())?.[1]
  const value = whole === undefined ? 0n : BigInt(whole)
  // The largest unit the amount reaches, and only that: 1,888,800,000 is never "1,888.8M".
  const found = value >= SHORT_FROM ? SHORT_UNITS.find(([size]) => value >= size) : undefined
  if (!found || (value * 1000n) % found[0] !== 0n) return formatMoney(amount)
  const [unit, suffix] = found
  const fraction = String(((value % unit) * 1000n) / unit)
    .padStart(3, '0')
    .replace(/0+$/, '')
  return `${countFormat.format(value / unit)}${fraction ? `.${fraction}` : ''}${suffix}`
}

/** A count with thousands separators, any fraction cut: 12345 -> "12,345". */
export function formatCount(value: number): string {
  return countFormat.format(value)
}

/** How much of an instant a place shows: yyyy-MM-dd HH:mm:ss, yyyy-MM-dd HH:mm, yyyy-MM-dd or HH:mm. */
export type InstantShape = 'second' | 'minute' | 'day' | 'clock'

/** An instant as the site writes it (yyyy-MM-dd HH:mm:ss, docs/domain/site.md#constants) in a time zone; '' for no valid instant. */
export function formatDateTime(
  value: string | number | Date,
  timeZone: string,
  shape: InstantShape = 'second',
): string {
  const time = new Date(value).getTime()
  if (Number.isNaN(time)) return ''
  const wall = wallClock(time, timeZone)
  const day = `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`
  const minute = `${pad(wall.hour)}:${pad(wall.minute)}`
  if (shape === 'day') return day
  if (shape === 'clock') return minute
  return shape === 'minute' ? `${day} ${minute}` : `${day} ${minute}:${pad(wall.second)}`
}
