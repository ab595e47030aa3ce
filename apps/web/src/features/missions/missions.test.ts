import type { MissionView } from '@sea/contract'
import { describe, expect, it } from 'vitest'
import { groupMissions, missionPercent, timeLeft } from './missions'

const base: MissionView = {
  id: '1',
  code: 'm',
  title: 'M',
  period: 'daily',
  event: 'turnover',
  category: null,
  gameCode: null,
  gameName: null,
  target: '300.00',
  progress: '100.00',
  periodKey: '2026-11-28',
  periodEndsAt: null,
  completed: false,
  claimed: false,
  rewardPoints: 1,
  rewardBonus: null,
}

describe('missions', () => {
  it('measures money in cents and counts as whole numbers, capped at the target', () => {
    expect(missionPercent(base)).toBe(33)
    expect(missionPercent({ ...base, progress: '299.99' })).toBe(99)
    expect(missionPercent({ ...base, progress: '900.00' })).toBe(100)
    expect(missionPercent({ ...base, event: 'login_days', target: '7', progress: '3' })).toBe(42)
    expect(missionPercent({ ...base, event: 'login_days', target: '0', progress: '0', completed: true })).toBe(100)
  })

  it('orders the periods and puts rewards to claim first, claimed ones last', () => {
    const groups = groupMissions([
      { ...base, id: 'a', period: 'once' },
      { ...base, id: 'b', claimed: true, completed: true },
      { ...base, id: 'c' },
      { ...base, id: 'd', completed: true },
      { ...base, id: 'e', period: 'weekly' },
    ])
    expect(groups.map((group) => [group.period, group.missions.map((m) => m.id).join('')])).toEqual([
      ['daily', 'dcb'],
      ['weekly', 'e'],
      ['once', 'a'],
    ])
  })

  it('reads the time left in whole minutes, never below zero', () => {
    const now = Date.parse('2026-11-28T10:00:00Z')
    expect(timeLeft('2026-11-30T13:05:59Z', now)).toEqual({ days: 2, hours: 3, minutes: 5 })
    expect(timeLeft('2026-11-28T09:00:00Z', now)).toEqual({ days: 0, hours: 0, minutes: 0 })
    expect(timeLeft(null, now)).toBeNull()
    expect(timeLeft('soon', now)).toBeNull()
  })
})
