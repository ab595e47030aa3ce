import { describe, expect, it } from 'vitest'
import { addDays, dayIn, offsetMinutes, startOfDay, utcMidnight, wallClock } from './time-zone'

const KL = 'Asia/Kuala_Lumpur'
// 2026-03-01 01:30 in Kuala Lumpur is still 28 February in UTC (and in New York).
const now = new Date('2026-02-28T17:30:00Z')

describe('calendar days', () => {
  it('steps across month and leap-year ends', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31')
  })
  it('refuses days that do not exist', () => {
    expect(utcMidnight('2026-02-30')).toBeNull()
    expect(utcMidnight('2026-2-3')).toBeNull()
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError)
    expect(() => startOfDay('', KL)).toThrow(RangeError)
  })
  it("reads the day and the wall clock in the zone, not in UTC or the viewer's zone", () => {
    expect(dayIn(now, KL)).toBe('2026-03-01')
    expect(dayIn(now, 'UTC')).toBe('2026-02-28')
    expect(wallClock(now, KL)).toEqual({ year: 2026, month: 3, day: 1, hour: 1, minute: 30, second: 0 })
    // Midnight is hour 0, never 24.
    expect(wallClock(new Date('2026-02-28T16:00:00Z'), KL).hour).toBe(0)
  })
  it("knows the zone's offset", () => {
    expect(offsetMinutes(now, KL)).toBe(480)
    expect(offsetMinutes(now, 'America/New_York')).toBe(-300)
    expect(offsetMinutes(now.getTime(), 'Asia/Kathmandu')).toBe(345)
  })
})

describe('the instant a day starts', () => {
  it('is local midnight', () => {
    expect(startOfDay('2026-03-01', KL).toISOString()).toBe('2026-02-28T16:00:00.000Z')
    expect(startOfDay('2026-03-01', 'UTC').toISOString()).toBe('2026-03-01T00:00:00.000Z')
  })
  it('is found on a day the clocks change', () => {
    // New York springs forward on 2026-03-08: that midnight is still at -05:00, the next at -04:00.
    expect(startOfDay('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z')
    expect(startOfDay('2026-03-09', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z')
  })
})
