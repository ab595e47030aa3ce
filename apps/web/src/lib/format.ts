import { offsetMinutes, pad, wallClock } from '@sea/rules'
import { useCallback } from 'react'
import { useSite } from './site'

/**
 * Money as the spec shows it: two decimals and thousands separators. The API sends decimal
 * strings; they are formatted as text so no amount ever passes through a float.
 */
export function formatMoney(amount: string | number): string {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim()
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(text)
  if (!match) return text
  const [, sign, whole = '0', fraction = ''] = match
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${sign}${grouped}.${fraction.padEnd(2, '0').slice(0, 2)}`
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

/** How much of an instant a place shows: yyyy-MM-dd HH:mm:ss, yyyy-MM-dd HH:mm, yyyy-MM-dd or HH:mm. */
export type InstantShape = 'second' | 'minute' | 'day' | 'clock'

/** An instant as the site writes it (yyyy-MM-dd HH:mm:ss, docs/domain/site.md#constants) in a time zone; '' for no valid instant. */
export function formatDateTime(value: string | number | Date, timeZone: string, shape: InstantShape = 'second'): string {
  const time = new Date(value).getTime()
  if (Number.isNaN(time)) return ''
  const wall = wallClock(time, timeZone)
  const day = `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`
  const minute = `${pad(wall.hour)}:${pad(wall.minute)}`
  if (shape === 'day') return day
  if (shape === 'clock') return minute
  return shape === 'minute' ? `${day} ${minute}` : `${day} ${minute}:${pad(wall.second)}`
}

/** The merchant's time zone (IANA name, e.g. Asia/Kuala_Lumpur). */
export const useTimeZone = (): string => useSite().merchant.timezone

/** `formatDateTime` in the merchant's time zone, for components. */
export function useDateTime(): (value: string | number | Date, shape?: InstantShape) => string {
  const timeZone = useTimeZone()
  return useCallback((value, shape) => formatDateTime(value, timeZone, shape), [timeZone])
}
