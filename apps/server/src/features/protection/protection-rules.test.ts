import { describe, expect, it } from 'vitest'
import { changeLimit, confirmedLimit, exclusionEnd, laterEnd, limitPeriod } from './protection-rules'

const now = new Date('2026-11-29T10:00:00Z')
const DAY = 86_400_000

describe('limit changes', () => {
  it('applies a first or lower limit at once and holds a raise or removal for 24 hours', () => {
    expect(changeLimit(undefined, 500n, now)).toEqual({ amount: 500n, pendingAmount: null, pendingFrom: null })
    const set = { amount: 500n, pendingAmount: null, pendingFrom: null }
    expect(changeLimit(set, 400n, now)).toEqual({ amount: 400n, pendingAmount: null, pendingFrom: null })
    expect(changeLimit(set, 900n, now)).toEqual({
      amount: 500n,
      pendingAmount: 900n,
      pendingFrom: new Date(now.getTime() + DAY),
    })
    expect(changeLimit(set, null, now)).toEqual({
      amount: 500n,
      pendingAmount: null,
      pendingFrom: new Date(now.getTime() + DAY),
    })
    expect(changeLimit(undefined, null, now)).toEqual({ amount: null, pendingAmount: null, pendingFrom: null })
  })

  it('confirms only after the cooling-off', () => {
    const waiting = { amount: 500n, pendingAmount: 900n, pendingFrom: new Date(now.getTime() + 1) }
    expect(confirmedLimit(waiting, now)).toBe('waiting')
    expect(confirmedLimit({ ...waiting, pendingFrom: now }, now)).toEqual({
      amount: 900n,
      pendingAmount: null,
      pendingFrom: null,
    })
    expect(confirmedLimit({ amount: 500n, pendingAmount: null, pendingFrom: null }, now)).toBeNull()
  })
})

describe('exclusions and periods', () => {
  it('ends a time-out after its days and a self-exclusion after its calendar months, never when permanent', () => {
    expect(exclusionEnd({ kind: 'timeout', days: 42 }, now)).toEqual(new Date(now.getTime() + 42 * DAY))
    expect(exclusionEnd({ kind: 'self_exclusion', term: '6m' }, now)).toEqual(new Date('2027-05-29T10:00:00Z'))
    expect(exclusionEnd({ kind: 'self_exclusion', term: '5y' }, now)).toEqual(new Date('2031-11-29T10:00:00Z'))
    expect(exclusionEnd({ kind: 'self_exclusion', term: 'permanent' }, now)).toBeNull()
    expect(laterEnd(now, null)).toBeNull()
    expect(laterEnd(now, new Date(now.getTime() - 1))).toEqual(now)
  })

  it('counts a limit over the brand’s day, Monday week and month', () => {
    // 10:00 UTC is 18:00 in Kuala Lumpur, on Sunday the 29th.
    expect(limitPeriod('day', 'Asia/Kuala_Lumpur', now).start).toEqual(new Date('2026-11-28T16:00:00Z'))
    expect(limitPeriod('week', 'Asia/Kuala_Lumpur', now).start).toEqual(new Date('2026-11-22T16:00:00Z'))
    expect(limitPeriod('month', 'Asia/Kuala_Lumpur', now).end).toEqual(new Date('2026-11-30T16:00:00Z'))
  })
})
