import type { MissionPeriod } from '@sea/contract'
import { addDays, dayIn, startOfDay, utcMidnight } from '@sea/rules'

/**
 * A mission's periods in the brand's time zone (docs/domain/loyalty.md#missions): '' for a
 * one-off mission, the brand day (YYYY-MM-DD) for a daily one, the Monday of the ISO week for a
 * weekly one. The pass writes the same keys in SQL from the facts' brand days.
 */

export interface CurrentPeriods {
  /** Today in the brand's zone. */
  today: string
  /** The Monday of this week in the brand's zone. */
  week: string
}

/** The Monday of the ISO week a day belongs to. */
export function mondayOf(day: string): string {
  const time = utcMidnight(day)
  if (time === null) throw new RangeError(`not a day: ${day}`)
  return addDays(day, -((new Date(time).getUTCDay() + 6) % 7))
}

export function currentPeriods(now: Date, timeZone: string): CurrentPeriods {
  const today = dayIn(now, timeZone)
  return { today, week: mondayOf(today) }
}

export function periodKeyOf(period: MissionPeriod, current: CurrentPeriods): string {
  return period === 'once' ? '' : period === 'daily' ? current.today : current.week
}

/** The seven days of the week that starts on `monday`. */
export function daysOfWeek(monday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i))
}

/** When the current period ends: the next midnight or Monday in the brand's zone; a one-off mission's own end. */
export function periodEnd(
  period: MissionPeriod,
  current: CurrentPeriods,
  timeZone: string,
  missionEnd: Date | null,
): Date | null {
  if (period === 'once') return missionEnd
  return startOfDay(period === 'daily' ? addDays(current.today, 1) : addDays(current.week, 7), timeZone)
}
