import { pad } from '@sea/rules'
import type { LotterySchedule } from '../../../db/lottery-schema'

/**
 * Issue times, pure. In-house games draw on the multiples of their interval since the epoch (so
 * every instance computes the same issues); official ones at a local time on given weekdays.
 * issueNo is the local date, plus the slot of the local day for in-house games ('20261123-0931').
 */
export interface PlannedIssue {
  issueNo: string
  drawAt: Date
  closeAt: Date
  /** Local weekday of the draw (0 = Sunday): Vietnam stations depend on it. */
  weekday: number
}

const DAY = 86_400_000

function ymd(localMs: number): string {
  return new Date(localMs).toISOString().slice(0, 10).replace(/-/g, '')
}

/** The issues whose draw falls in (from, to], oldest first. */
export function plannedIssues(schedule: LotterySchedule, closeSeconds: number, from: Date, to: Date): PlannedIssue[] {
  const out: PlannedIssue[] = []
  const push = (drawMs: number, issueNo: string, weekday: number) =>
    out.push({ issueNo, drawAt: new Date(drawMs), closeAt: new Date(drawMs - closeSeconds * 1000), weekday })
  if ('everySeconds' in schedule) {
    const step = schedule.everySeconds * 1000
    const perDay = Math.ceil(DAY / step)
    const width = String(perDay).length
    // Numbered by the players' day, not UTC's: a draw at 01:28 in Kuala Lumpur belongs to that day.
    const offset = (schedule.utcOffsetMinutes ?? 0) * 60_000
    for (let t = Math.floor(from.getTime() / step) * step + step; t <= to.getTime(); t += step) {
      const local = t + offset
      const slot = Math.floor((((local % DAY) + DAY) % DAY) / step)
      push(t, `${ymd(local)}-${pad(slot, width)}`, new Date(local).getUTCDay())
    }
    return out
  }
  const [hh, mm] = schedule.time.split(':').map(Number) as [number, number]
  const offset = schedule.utcOffsetMinutes * 60_000
  const firstLocalDay = Math.floor((from.getTime() + offset) / DAY) * DAY
  for (let day = firstLocalDay; day <= to.getTime() + offset; day += DAY) {
    const weekday = new Date(day).getUTCDay()
    if (!schedule.weekdays.includes(weekday)) continue
    const drawMs = day + (hh * 60 + mm) * 60_000 - offset
    if (drawMs > from.getTime() && drawMs <= to.getTime()) push(drawMs, ymd(day), weekday)
  }
  return out
}

/** How far ahead issues are created: a few hours of fast draws, a week of daily ones. */
export function horizonMs(schedule: LotterySchedule): number {
  return 'everySeconds' in schedule ? Math.max(30 * 60_000, schedule.everySeconds * 1000 * 12) : 7 * DAY
}
