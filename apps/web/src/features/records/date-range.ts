/**
 * Date ranges of the records pages, as pure functions. The member picks calendar days
 * (YYYY-MM-DD, both ends included) in the merchant's time zone; the server reads instants,
 * `from` inclusive and `to` exclusive, at most RECORD_RANGE_MAX_DAYS apart (decision 013).
 * So a range of days becomes [midnight of the first day, midnight after the last day).
 */

export const DATE_PRESETS = ['today', 'yesterday', 'last7', 'last30'] as const
export type DatePreset = (typeof DATE_PRESETS)[number]

/** Calendar days, both included, written YYYY-MM-DD. */
export type DayRange = { start: string; end: string }
/** What the records calls take: ISO instants, `from` inclusive, `to` exclusive. */
export type InstantRange = { from: string; to: string }
export type RangeProblem = 'invalid' | 'order' | 'future' | 'tooLong'

const DAY_MS = 86_400_000
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

function parseDay(day: string): number | null {
  const match = DAY.exec(day)
  if (!match) return null
  const [, y, m, d] = match.map(Number) as [number, number, number, number]
  const time = Date.UTC(y, m - 1, d)
  // Date.UTC rolls 2026-02-30 over to March: such a day is not a real one.
  return new Date(time).getUTCDate() === d ? time : null
}

const formatDay = (time: number) => new Date(time).toISOString().slice(0, 10)

/** The day `amount` days after (or before, when negative) a calendar day. */
export function addDays(day: string, amount: number): string {
  const time = parseDay(day)
  if (time === null) throw new RangeError(`not a day: ${day}`)
  return formatDay(time + amount * DAY_MS)
}

/** How many days a range covers, both ends included (0 when the end is before the start). */
export function dayCount({ start, end }: DayRange): number {
  const from = parseDay(start)
  const to = parseDay(end)
  if (from === null || to === null || to < from) return 0
  return Math.round((to - from) / DAY_MS) + 1
}

/** The calendar day an instant falls on in a time zone. */
export function dayIn(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instant)
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}

/** Minutes a time zone is ahead of UTC at an instant (+480 for Asia/Kuala_Lumpur). */
function offsetMinutes(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(instant))
  const value = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  const wall = Date.UTC(value('year'), value('month') - 1, value('day'), value('hour'), value('minute'))
  return Math.round((wall - Math.floor(instant / 60_000) * 60_000) / 60_000)
}

/** The instant a calendar day starts in a time zone. */
export function startOfDay(day: string, timeZone: string): Date {
  const wall = parseDay(day)
  if (wall === null) throw new RangeError(`not a day: ${day}`)
  // Two passes settle days whose offset differs from the one of the UTC midnight (DST changes).
  let instant = wall - offsetMinutes(wall, timeZone) * 60_000
  instant = wall - offsetMinutes(instant, timeZone) * 60_000
  return new Date(instant)
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
  if (parseDay(range.start) === null || parseDay(range.end) === null) return 'invalid'
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
