import { REPORT_MAX_DAYS } from '@sea/contract'
import { addDays, dayIn, utcMidnight } from '@sea/rules'

/** A report's days, brand-local dates (YYYY-MM-DD) as the API reads them. */
export interface DayRange {
  from: string
  to: string
}

/** The last `days` days up to today in a zone: today, 7 days, 30 days. */
export function lastDays(timeZone: string, days: number, now = new Date()): DayRange {
  const to = dayIn(now, timeZone)
  return { from: addDays(to, 1 - days), to }
}

/** What is wrong with a range before the server says so: a text key, or null. */
export function rangeProblem({ from, to }: DayRange): 'order' | 'tooLong' | null {
  const start = utcMidnight(from)
  const end = utcMidnight(to)
  if (start === null || end === null || end < start) return 'order'
  return (end - start) / 86_400_000 + 1 > REPORT_MAX_DAYS ? 'tooLong' : null
}
