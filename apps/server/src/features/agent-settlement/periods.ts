import type { ContractPeriod } from '../../db/agents-schema'

/**
 * Settlement periods in the merchant's time zone: five minutes, an hour, a day, a week from
 * Monday, half a month (1st-15th, 16th-end) and a month. Pure functions of (period, zone, instant).
 */

const MINUTE = 60_000

const dayFormats = new Map<string, Intl.DateTimeFormat>()

/** The local day (YYYY-MM-DD) an instant falls on in a zone (a formatter per zone: building one costs far more than using it). */
export function localDay(at: Date, timezone: string): string {
  let format = dayFormats.get(timezone)
  if (!format) dayFormats.set(timezone, (format = new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' })))
  return format.format(at)
}

/** The zone's offset from UTC at an instant, in minutes (e.g. 480 for Asia/Kuala_Lumpur). */
export function offsetMinutes(timezone: string, at: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: timezone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '')
  if (!match) return 0
  const minutes = Number(match[2]) * 60 + Number(match[3])
  return match[1] === '-' ? -minutes : minutes
}

/** A local wall-clock time (as a UTC-based Date) back to the instant, in the given zone. */
function fromLocal(local: Date, timezone: string): Date {
  const guess = new Date(local.getTime() - offsetMinutes(timezone, local) * MINUTE)
  return new Date(local.getTime() - offsetMinutes(timezone, guess) * MINUTE)
}

function localStart(period: ContractPeriod, local: Date): Date {
  const y = local.getUTCFullYear()
  const m = local.getUTCMonth()
  const d = local.getUTCDate()
  switch (period) {
    case 'five_minutes':
      return new Date(Date.UTC(y, m, d, local.getUTCHours(), local.getUTCMinutes() - (local.getUTCMinutes() % 5)))
    case 'hourly':
      return new Date(Date.UTC(y, m, d, local.getUTCHours()))
    case 'daily':
      return new Date(Date.UTC(y, m, d))
    case 'weekly':
      return new Date(Date.UTC(y, m, d - ((local.getUTCDay() + 6) % 7)))
    case 'semimonthly':
      return new Date(Date.UTC(y, m, d <= 15 ? 1 : 16))
    case 'monthly':
      return new Date(Date.UTC(y, m, 1))
  }
}

function localNext(period: ContractPeriod, start: Date): Date {
  const y = start.getUTCFullYear()
  const m = start.getUTCMonth()
  const d = start.getUTCDate()
  switch (period) {
    case 'five_minutes':
      return new Date(start.getTime() + 5 * MINUTE)
    case 'hourly':
      return new Date(start.getTime() + 60 * MINUTE)
    case 'daily':
      return new Date(Date.UTC(y, m, d + 1))
    case 'weekly':
      return new Date(Date.UTC(y, m, d + 7))
    case 'semimonthly':
      return d === 1 ? new Date(Date.UTC(y, m, 16)) : new Date(Date.UTC(y, m + 1, 1))
    case 'monthly':
      return new Date(Date.UTC(y, m + 1, 1))
  }
}

export interface Period {
  start: Date
  end: Date
}

/** The period that contains `at`. */
export function periodOf(period: ContractPeriod, timezone: string, at: Date): Period {
  const local = new Date(at.getTime() + offsetMinutes(timezone, at) * MINUTE)
  const start = localStart(period, local)
  return { start: fromLocal(start, timezone), end: fromLocal(localNext(period, start), timezone) }
}
