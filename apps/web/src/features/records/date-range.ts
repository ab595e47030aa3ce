/**
 * Date ranges of the records pages, as pure functions. The member picks calendar days
 * (YYYY-MM-DD, both ends included) in the merchant's time zone; the server reads instants,
 * `from` inclusive and `to` exclusive, at most RECORD_RANGE_MAX_DAYS apart (decision 013).
 * So a range of days becomes [midnight of the first day, midnight after the last day).
 */
import { addDays, dayIn, startOfDay, utcMidnight } from '@sea/rules'

export const DATE_PRESETS = ['today', 'yesterday', 'last7', 'last30'] as const
export type DatePreset = (typeof DATE_PRESETS)[number]

/** Calendar days, both included, written YYYY-MM-DD. */
export type DayRange = { start: string; end: string }
/** What the records calls take: ISO instants, `from` inclusive, `to` exclusive. */
export type InstantRange = { from: string; to: string }
export type RangeProblem = 'invalid' | 'order' | 'future' | 'tooLong'

const DAY_MS = 86_400_000

/** How many days a range covers, both ends included (0 when the end is before the start). */
export function dayCount({ start, end }: DayRange): number {
  const from = utcMidnight(start)
  const to = utcMidnight(end)
  if (from === null || to === null || to < from) return 0
  return Math.round((to - from) / DAY_MS) + 1
}

/** The days a preset covers, ending today in the given time zone. */
export function presetDays(preset: DatePreset, now: Date, timeZone: string): DayRange {
  const today = dayIn(now, timeZone)
  switch (preset) {
    case 'today':
      return { start: today, end: today }
    case 'yesterday': {
      const yesterday = addDays(today, -1)
      return { start: yesterday, end: yesterday }
    }
    case 'last7':
      return { start: addDays(today, -6), end: today }
    case 'last30':
      return { start: addDays(today, -29), end: today }
  }
}

/** Why a chosen range cannot be asked for, or null when it can. */
export function rangeProblem(range: DayRange, today: string, maxDays: number): RangeProblem | null {
  if (utcMidnight(range.start) === null || utcMidnight(range.end) === null) return 'invalid'
  if (range.end < range.start) return 'order'
  if (range.end > today) return 'future'
  if (dayCount(range) > maxDays) return 'tooLong'
  return null
}

/**
 * The instants of a range of days. A day with a clock change lasts 23 or 25 hours, so the end is
 * capped at `maxDays` of 24 hours after the start, the server's own measure.
 */
export function toInstants(range: DayRange, timeZone: string, maxDays: number): InstantRange {
  const from = startOfDay(range.start, timeZone).getTime()
  const to = Math.min(startOfDay(addDays(range.end, 1), timeZone).getTime(), from + maxDays * DAY_MS)
  return { from: new Date(from).toISOString(), to: new Date(to).toISOString() }
}

/** The earliest start a custom range may have when it ends on `end`. */
export function earliestStart(end: string, maxDays: number): string {
  return addDays(end, -(maxDays - 1))
}
