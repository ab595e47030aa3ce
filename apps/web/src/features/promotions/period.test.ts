import { describe, expect, it } from 'vitest'
import { endsSoon, promoPeriod } from './period'

const DAY = 86_400_000
const now = new Date(2026, 10, 23, 12, 0, 0).getTime()

describe('promotion period', () => {
  it('gives start and end days, and no end for an open-ended promotion', () => {
    const start = new Date(2026, 9, 1, 8).toISOString()
    const end = new Date(2026, 11, 31, 20).toISOString()
    expect(promoPeriod({ startAt: start, endAt: end })).toEqual({ start: '2026-10-01', end: '2026-12-31' })
    expect(promoPeriod({ startAt: start, endAt: null })).toEqual({ start: '2026-10-01', end: null })
  })

  it('flags a promotion that ends within a week, never an open-ended or finished one', () => {
    expect(endsSoon({ endAt: new Date(now + 3 * DAY).toISOString() }, now)).toBe(true)
    expect(endsSoon({ endAt: new Date(now + 8 * DAY).toISOString() }, now)).toBe(false)
    expect(endsSoon({ endAt: new Date(now - DAY).toISOString() }, now)).toBe(false)
    expect(endsSoon({ endAt: null }, now)).toBe(false)
  })
})
