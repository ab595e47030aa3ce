import { describe, expect, it } from 'vitest'
import { endsSoon, promoPeriod } from './period'

const DAY = 86_400_000
const now = new Date(2026, 10, 23, 12, 0, 0).getTime()

describe('promotion period', () => {
  it('gives start and end days in the merchant time zone, and no end for an open-ended promotion', () => {
    // 04:00 on 1 October and 23:59 on 31 December in Kuala Lumpur: the day before, and the same day, in UTC.
    const start = '2026-09-30T20:00:00Z'
    const end = '2026-12-31T15:59:00Z'
    expect(promoPeriod({ startAt: start, endAt: end }, 'Asia/Kuala_Lumpur')).toEqual({
      start: '2026-10-01',
      end: '2026-12-31',
    })
    expect(promoPeriod({ startAt: start, endAt: end }, 'UTC')).toEqual({ start: '2026-09-30', end: '2026-12-31' })
    expect(promoPeriod({ startAt: start, endAt: null }, 'Asia/Kuala_Lumpur')).toEqual({
      start: '2026-10-01',
      end: null,
    })
  })

  it('flags a promotion that ends within a week, never an open-ended or finished one', () => {
    expect(endsSoon({ endAt: new Date(now + 3 * DAY).toISOString() }, now)).toBe(true)
    expect(endsSoon({ endAt: new Date(now + 8 * DAY).toISOString() }, now)).toBe(false)
    expect(endsSoon({ endAt: new Date(now - DAY).toISOString() }, now)).toBe(false)
    expect(endsSoon({ endAt: null }, now)).toBe(false)
  })
})
