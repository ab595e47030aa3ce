import { useMemo, useState } from 'react'
import { useSite } from '../../lib/site'

/**
 * The agent centre's periods: presets of calendar days in the merchant's time zone (decision 022),
 * turned into the instants the server reads (`from` inclusive, `to` exclusive). Pure functions
 * plus one hook; the records feature has its own, richer picker, which features do not share.
 */
export const PERIOD_PRESETS = ['today', 'yesterday', 'last7', 'last30', 'thisMonth', 'lastMonth'] as const
export type PeriodPreset = (typeof PERIOD_PRESETS)[number]
export type InstantRange = { from: string; to: string }
export type DayRange = { start: string; end: string }

const DAY_MS = 86_400_000

/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone. */
export function dayIn(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instant)
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}

const utcDay = (day: string) => Date.parse(`${day}T00:00:00Z`)
export const addDays = (day: string, amount: number) => new Date(utcDay(day) + amount * DAY_MS).toISOString().slice(0, 10)

/** Minutes a zone is ahead of UTC at an instant (+480 for Asia/Kuala_Lumpur). */
function offsetMinutes(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).formatToParts(new Date(instant))
  const value = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  const wall = Date.UTC(value('year'), value('month') - 1, value('day'), value('hour'), value('minute'))
  return Math.round((wall - Math.floor(instant / 60_000) * 60_000) / 60_000)
}

/** The instant a calendar day starts in a zone (two passes settle days with a clock change). */
export function startOfDay(day: string, timeZone: string): Date {
  const wall = utcDay(day)
  let instant = wall - offsetMinutes(wall, timeZone) * 60_000
  instant = wall - offsetMinutes(instant, timeZone) * 60_000
  return new Date(instant)
}

export function presetDays(preset: PeriodPreset, now: Date, timeZone: string): DayRange {
  const today = dayIn(now, timeZone)
  const monthStart = `${today.slice(0, 8)}01`
  switch (preset) {
    case 'today':
      return { start: today, end: today }
    case 'yesterday':
      return { start: addDays(today, -1), end: addDays(today, -1) }
    case 'last7':
      return { start: addDays(today, -6), end: today }
    case 'last30':
      return { start: addDays(today, -29), end: today }
    case 'thisMonth':
      return { start: monthStart, end: today }
    case 'lastMonth': {
      const end = addDays(monthStart, -1)
      return { start: `${end.slice(0, 8)}01`, end }
    }
  }
}

export function toInstants(days: DayRange, timeZone: string): InstantRange {
  return { from: startOfDay(days.start, timeZone).toISOString(), to: startOfDay(addDays(days.end, 1), timeZone).toISOString() }
}

/** The period a page shows, chosen by preset, and the instants the server is asked for. */
export function usePeriod(initial: PeriodPreset = 'last7') {
  const timeZone = useSite().merchant.timezone
  const [preset, setPreset] = useState<PeriodPreset>(initial)
  const days = useMemo(() => presetDays(preset, new Date(), timeZone), [preset, timeZone])
  const range = useMemo(() => toInstants(days, timeZone), [days, timeZone])
  return { preset, setPreset, days, range, timeZone }
}
