import type { MissionEvent, MissionPeriod, MissionView } from '@sea/contract'
import { toMinor } from '../../lib/amount'

// The contract's lists live beside its schemas, which stay out of the bundle; the types hold these to them.
const PERIODS = ['daily', 'weekly', 'once'] as const satisfies readonly MissionPeriod[]
const MONEY_EVENTS: readonly MissionEvent[] = ['deposit', 'turnover']

/** Whether a mission's target and progress are money (decimals) rather than counts. */
export const isMoneyMission = (mission: MissionView): boolean => MONEY_EVENTS.includes(mission.event)

// A count arrives as whole digits; anything else reads as zero, like an unreadable amount.
const units = (value: string, money: boolean): bigint =>
  money ? toMinor(value) : /^\d{1,18}$/.test(value) ? BigInt(value) : 0n

/** How far a mission is, 0 to 100, in whole percent, computed without floats. */
export function missionPercent(mission: MissionView): number {
  const money = isMoneyMission(mission)
  const target = units(mission.target, money)
  if (target <= 0n) return mission.completed ? 100 : 0
  const done = units(mission.progress, money)
  return Number(((done > target ? target : done) * 100n) / target)
}

// Within a period: rewards waiting for a claim first, then missions still open, then claimed ones.
const standing = (mission: MissionView): number => (mission.claimed ? 2 : mission.completed ? 0 : 1)

/** The missions by period in the page's order (daily, weekly, one-off); the server's order within a standing. */
export function groupMissions(missions: readonly MissionView[]): { period: MissionPeriod; missions: MissionView[] }[] {
  return PERIODS.map((period) => ({
    period,
    missions: missions.filter((m) => m.period === period).sort((a, b) => standing(a) - standing(b)),
  })).filter((group) => group.missions.length > 0)
}

export type TimeLeft = { days: number; hours: number; minutes: number }

/** What is left of a period until `endsAt`, in whole minutes; null when it has no end. */
export function timeLeft(endsAt: string | null, now: number): TimeLeft | null {
  if (endsAt === null) return null
  const end = new Date(endsAt).getTime()
  if (Number.isNaN(end)) return null
  const minutes = Math.max(0, Math.floor((end - now) / 60_000))
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 }
}
