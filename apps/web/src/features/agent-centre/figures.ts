/**
 * Number formatting of the agent centre's figures. Amounts arrive as decimal strings with two
 * places and are formatted as text (never through a float) for display; charts need only their
 * shape, so they read them as numbers.
 */
import { pad, wallClock, type WallClock } from '@sea/rules'
import { formatMoney } from '../../lib/format'

export { formatCount } from '../../lib/format'

/** Which way an amount points: up (above zero), down (below) or even. */
export function direction(amount: string): 'up' | 'down' | 'even' {
  if (/^-/.test(amount) && /[1-9]/.test(amount)) return 'down'
  return /[1-9]/.test(amount) ? 'up' : 'even'
}

/** An amount with its sign always shown: "+1,234.50", "-20.00", "0.00". */
export function signedMoney(amount: string): string {
  const way = direction(amount)
  const shown = formatMoney(amount.replace(/^-/, ''))
  return way === 'up' ? `+${shown}` : way === 'down' ? `-${shown}` : shown
}

/** A short axis label: 0.5, 950, 1.2K, 34K, 1.5M, 2.1B (one decimal below ten of a unit). */
export function compactNumber(value: number): string {
  const sign = value < 0 ? '-' : ''
  const size = Math.abs(value)
  for (const [unit, step] of [
    ['B', 1e9],
    ['M', 1e6],
    ['K', 1e3],
  ] as const) {
    if (size >= step) {
      const scaled = size / step
      const text = scaled < 10 ? (Math.round(scaled * 10) / 10).toString() : String(Math.round(scaled))
      return `${sign}${text}${unit}`
    }
  }
  return `${sign}${size < 10 ? Math.round(size * 10) / 10 : Math.round(size)}`
}

/** The chart's value of a decimal amount string. */
export const amountValue = (amount: string): number => Number(amount) || 0

/**
 * A "nice" top for a chart axis at or above `max`: 1, 2, 2.5 or 5 times a power of ten, so
 * gridlines fall on round numbers. At least 1, so an empty series still draws an axis.
 */
export function niceCeiling(max: number): number {
  if (!(max > 0)) return 1
  const power = 10 ** Math.floor(Math.log10(max))
  for (const step of [1, 2, 2.5, 5, 10]) if (max <= step * power) return step * power
  return 10 * power
}

/** A day (YYYY-MM-DD) as the charts label it: "11-23". */
export const shortDay = (day: string) => day.slice(5)

const dayOf = (wall: WallClock) => `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`
const clockOf = (wall: WallClock) => `${pad(wall.hour)}:${pad(wall.minute)}`
const midnight = (wall: WallClock) => wall.hour === 0 && wall.minute === 0

/**
 * A settlement period (`end` exclusive) in the merchant's time zone, where the server cuts
 * periods (decision 027), as short as it can be said: the day for a whole day, the day and clock
 * times for shorter periods, the first and last day otherwise ("2026-11-23 18:00–18:05",
 * "2026-11-22", "2026-11-16 – 2026-11-22").
 */
export function formatPeriod(start: string, end: string, timeZone: string): string {
  const from = wallClock(new Date(start), timeZone)
  const to = wallClock(new Date(end), timeZone)
  const last = wallClock(new Date(end).getTime() - 1, timeZone)
  if (midnight(from) && midnight(to))
    return dayOf(from) === dayOf(last) ? dayOf(from) : `${dayOf(from)} – ${dayOf(last)}`
  if (dayOf(from) === dayOf(last)) return `${dayOf(from)} ${clockOf(from)}–${clockOf(to)}`
  return `${dayOf(from)} ${clockOf(from)} – ${dayOf(to)} ${clockOf(to)}`
}
