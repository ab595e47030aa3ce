import { formatDateTime, type InstantShape } from '@sea/browser/format'
import { offsetMinutes, pad, wallClock } from '@sea/rules'
import { useCallback } from 'react'
import { useSite } from './site'

export { formatCount, formatDateTime, formatMoney, formatMoneyShort, type InstantShape } from '@sea/browser/format'

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
