import { offsetMinutes } from './time-zone'

/**
 * Settlement periods in the merchant's time zone (decision 027): five minutes, an hour, a day, a
 * week from Monday, half a month (1st-15th, 16th-end) and a month. Pure functions of
 * (period, zone, instant); the server bills by them and the agent team's figures use them too.
 */
export type SettlementPeriod = 'five_minutes' | 'hourly' | 'daily' | 'weekly' | 'semimonthly' | 'monthly'

export interface Period {
  start: Date
  end: Date
}

const MINUTE = 60_000

/** A local wall-clock time (as a UTC-based Date) back to the instant, in the given zone. */
function fromLocal(local: Date, timezone: string): Date {
  const guess = new Date(local.getTime() - offsetMinutes(local, timezone) * MINUTE)
  return new Date(local.getTime() - offsetMinutes(guess, timezone) * MINUTE)
}

function localStart(period: SettlementPeriod, local: Date): Date {
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

function localNext(period: SettlementPeriod, start: Date): Date {
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

/** The period that contains `at`. */
export function periodOf(period: SettlementPeriod, timezone: string, at: Date): Period {
  const local = new Date(at.getTime() + offsetMinutes(at, timezone) * MINUTE)
  const start = localStart(period, local)
  return { start: fromLocal(start, timezone), end: fromLocal(localNext(period, start), timezone) }
}
