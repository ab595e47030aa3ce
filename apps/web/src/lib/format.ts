import { formatDateTime, formatMoney, type InstantShape } from '@sea/browser/format'
import { offsetMinutes, pad, wallClock } from '@sea/rules'
import { useCallback } from 'react'
import { useSite } from './site'

export { formatCount, formatDateTime, formatMoney, formatMoneyShort, type InstantShape } from '@sea/browser/format'

// Cut, not rounded, as every amount the site shows: 12,345,678.00 is 12.34M, never 12.35M.
const shortMoneyFormat = new Intl.NumberFormat('en-US', {
  notation: 'compact',
  maximumFractionDigits: 2,
  roundingMode: 'trunc',
})

/**
 * A balance for a narrow place, where its exact figure is in a title beside it: from a million
 * on in short form ("12.34M"), below it as formatMoney. Unlike formatMoneyShort, it cuts digits.
 */
export function formatBalanceShort(amount: string): string {
  const text = amount.trim()
  const whole = /^-?0*(\d*)(?:\.\d*)?$/.exec(text)?.[1] ?? ''
  return whole.length >= 7 ? shortMoneyFormat.format(text as Intl.StringNumericLiteral) : formatMoney(text)
}

/**
 * Every instant the site shows is read in the merchant's time zone (decision 022), the header
 * clock included, so a player sees the times the brand's notices, draws and bills are set in,
 * whatever zone the player's computer is in.
 */

/** The header clock: MM / DD YYYY HH:mm:ss. */
export function formatClock(date: Date, timeZone: string): string {
  const wall = wallClock(date, timeZone)
  return `${pad(wall.month)} / ${pad(wall.day)} ${wall.year} ${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}`
}

/** The zone's offset from GMT at an instant, e.g. GMT+08:00. */
export function formatGmtOffset(date: Date, timeZone: string): string {
  const minutes = offsetMinutes(date, timeZone)
  const sign = minutes >= 0 ? '+' : '-'
  const absolute = Math.abs(minutes)
  return `GMT${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`
}

/** The merchant's time zone (IANA name, e.g. Asia/Kuala_Lumpur). */
export const useTimeZone = (): string => useSite().merchant.timezone

/** `formatDateTime` in the merchant's time zone, for components. */
export function useDateTime(): (value: string | number | Date, shape?: InstantShape) => string {
  const timeZone = useTimeZone()
  return useCallback((value, shape) => formatDateTime(value, timeZone, shape), [timeZone])
}
