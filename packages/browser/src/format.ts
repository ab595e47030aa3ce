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
