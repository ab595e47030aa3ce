import { describe, expect, it } from 'vitest'
import { periodOf } from './periods'
import { offsetMinutes } from './time-zone'

const KL = 'Asia/Kuala_Lumpur'
const iso = (p: { start: Date; end: Date }) => [p.start.toISOString(), p.end.toISOString()]

describe('settlement periods in the merchant time zone', () => {
  it('knows the offset', () => {
    expect(offsetMinutes(new Date('2026-11-23T00:00:00Z'), KL)).toBe(480)
    expect(offsetMinutes(new Date('2026-11-23T00:00:00Z'), 'UTC')).toBe(0)
    expect(offsetMinutes(new Date('2026-07-01T00:00:00Z'), 'America/New_York')).toBe(-240)
  })

  it('cuts five minutes, hours, days, weeks from Monday, half months and months', () => {
    // 2026-11-23 is a Monday; 01:07 in Kuala Lumpur is 17:07 UTC the day before.
    const at = new Date('2026-11-22T17:07:30Z')
    expect(iso(periodOf('five_minutes', KL, at))).toEqual(['2026-11-22T17:05:00.000Z', '2026-11-22T17:10:00.000Z'])
    expect(iso(periodOf('hourly', KL, at))).toEqual(['2026-11-22T17:00:00.000Z', '2026-11-22T18:00:00.000Z'])
    expect(iso(periodOf('daily', KL, at))).toEqual(['2026-11-22T16:00:00.000Z', '2026-11-23T16:00:00.000Z'])
    expect(iso(periodOf('weekly', KL, at))).toEqual(['2026-11-22T16:00:00.000Z', '2026-11-29T16:00:00.000Z'])
    expect(iso(periodOf('semimonthly', KL, at))).toEqual(['2026-11-15T16:00:00.000Z', '2026-11-30T16:00:00.000Z'])
    expect(iso(periodOf('semimonthly', KL, new Date('2026-11-10T00:00:00Z')))).toEqual([
      '2026-10-31T16:00:00.000Z',
      '2026-11-15T16:00:00.000Z',
    ])
    expect(iso(periodOf('monthly', KL, new Date('2026-12-31T17:00:00Z')))).toEqual([
      '2026-12-31T16:00:00.000Z',
      '2027-01-31T16:00:00.000Z',
    ])
  })

  it('chains: each period starts where the one before ended', () => {
    for (const kind of ['five_minutes', 'hourly', 'daily', 'weekly', 'semimonthly', 'monthly'] as const) {
      let cursor = new Date('2026-01-01T00:00:00Z')
      for (let i = 0; i < 40; i++) {
        const p = periodOf(kind, KL, cursor)
        expect(p.start.getTime()).toBeLessThanOrEqual(cursor.getTime())
        expect(p.end > p.start).toBe(true)
        expect(periodOf(kind, KL, p.end).start).toEqual(p.end)
        cursor = p.end
      }
    }
  })
})
