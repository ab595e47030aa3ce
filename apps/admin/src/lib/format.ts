import { pad, wallClock } from '@sea/rules'
import { useOperator } from '../shell/operator-context'

/*
 * Numbers in the console use the site's fixed format (',' thousands, '.' decimals) in every
 * language, so an amount reads the same to every operator and in every CSV they compare with.
 */
const NUMBER_LOCALE = 'en-US'
const moneyFormat = new Intl.NumberFormat(NUMBER_LOCALE, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  roundingMode: 'trunc',
})
const countFormat = new Intl.NumberFormat(NUMBER_LOCALE, { maximumFractionDigits: 0, roundingMode: 'trunc' })

/**
 * An amount as the API sends it (a decimal string, two places) with thousands separators; Intl
 * formats the string as an exact decimal, so no amount passes through a float. With a currency
 * the code follows: "1,250.00 MYR".
 */
export function formatMoney(amount: string | number, currency?: string): string {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim()
  if (!/^-?\d+(?:\.\d*)?$/.test(text)) return text
  const figure = moneyFormat.format(text as Intl.StringNumericLiteral)
  return currency ? `${figure} ${currency}` : figure
}

export function formatCount(value: number): string {
  return countFormat.format(value)
}

export type InstantShape = 'second' | 'minute' | 'day'

/** An instant as yyyy-MM-dd HH:mm(:ss) in a time zone; '' for no valid instant. */
export function formatDateTime(
  value: string | number | Date,
  timeZone: string,
  shape: InstantShape = 'minute',
): string {
  const time = new Date(value).getTime()
  if (Number.isNaN(time)) return ''
  const wall = wallClock(time, timeZone)
  const day = `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`
  if (shape === 'day') return day
  const minute = `${day} ${pad(wall.hour)}:${pad(wall.minute)}`
  return shape === 'minute' ? minute : `${minute}:${pad(wall.second)}`
}

/**
 * The time zone the console shows instants in: the chosen brand's, or with "all brands" the
 * zone of the operator's first brand (brands of one installation normally share a market).
 */
export function useTimeZone(): string {
  const { me, brandId } = useOperator()
  const brand = me.brands.find((candidate) => candidate.id === brandId) ?? me.brands[0]
  return brand?.timezone ?? 'UTC'
}

/** `formatDateTime` in the console's time zone, for components. */
export function useDateTime(): (value: string | number | Date | null | undefined, shape?: InstantShape) => string {
  const timeZone = useTimeZone()
  return (value, shape) => (value === null || value === undefined ? '' : formatDateTime(value, timeZone, shape))
}
