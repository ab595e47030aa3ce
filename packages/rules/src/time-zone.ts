import { pad } from './pad'

/**
 * Calendar arithmetic in a named time zone (the merchant's, decision 022), on the runtime's Intl
 * data (the browser's on the site, Node's on the server): the wall clock of an instant, the zone's
 * offset, the day an instant falls on and the instant a day starts.
 */

export type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number }

const DAY_MS = 86_400_000
const formats = new Map<string, Intl.DateTimeFormat>()

/** One formatter per zone: building one costs far more than using it, and lists show hundreds of times. */
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formats.get(timeZone)
  if (!formatter) {
    const options = {
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    } as const
    try {
      formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone })
    } catch {
      // A zone name this runtime does not know: its own zone rather than no time at all.
      formatter = new Intl.DateTimeFormat('en-US', options)
    }
    formats.set(timeZone, formatter)
  }
  return formatter
}

/** The date and time a clock in `timeZone` shows at an instant. */
export function wallClock(instant: Date | number, timeZone: string): WallClock {
  const parts = formatterFor(timeZone).formatToParts(instant)
  const value = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value)
  return {
    year: value('year'),
    month: value('month'),
    day: value('day'),
    hour: value('hour'),
    minute: value('minute'),
    second: value('second'),
  }
}

/** Minutes the zone is ahead of UTC at an instant (+480 for Asia/Kuala_Lumpur). */
export function offsetMinutes(instant: Date | number, timeZone: string): number {
  const time = typeof instant === 'number' ? instant : instant.getTime()
  const wall = wallClock(time, timeZone)
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second)
  return Math.round((asUtc - Math.floor(time / 1000) * 1000) / 60_000)
}

/** The calendar day (YYYY-MM-DD) an instant falls on in a zone. */
export function dayIn(instant: Date | number, timeZone: string): string {
  const wall = wallClock(instant, timeZone)
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`
}

/** A day's midnight read as UTC, in milliseconds, or null when `day` is not a real YYYY-MM-DD day. */
export function utcMidnight(day: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!match) return null
  const [, year, month, date] = match.map(Number) as [number, number, number, number]
  const time = Date.UTC(year, month - 1, date)
  // Date.UTC rolls 2026-02-30 over to March: such a day is not a real one.
  return new Date(time).getUTCDate() === date ? time : null
}

/** The day `amount` days after (before, when negative) a calendar day. */
export function addDays(day: string, amount: number): string {
  const time = utcMidnight(day)
  if (time === null) throw new RangeError(`not a day: ${day}`)
  return new Date(time + amount * DAY_MS).toISOString().slice(0, 10)
}

/** The instant a calendar day starts in a zone. */
export function startOfDay(day: string, timeZone: string): Date {
  const wall = utcMidnight(day)
  if (wall === null) throw new RangeError(`not a day: ${day}`)
  // Two passes settle days whose offset differs from the one at the UTC midnight (clock changes).
  let instant = wall - offsetMinutes(wall, timeZone) * 60_000
  instant = wall - offsetMinutes(instant, timeZone) * 60_000
  return new Date(instant)
}
