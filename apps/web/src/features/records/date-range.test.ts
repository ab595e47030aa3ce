import { RECORD_RANGE_MAX_DAYS } from '@sea/contract/constants'
import { addDays } from '@sea/rules'
import { describe, expect, it } from 'vitest'
import { dayCount, earliestStart, presetDays, rangeProblem, toInstants } from './date-range'

const KL = 'Asia/Kuala_Lumpur'
// 2026-03-01 01:30 in Kuala Lumpur is still 28 February in UTC.
const now = new Date('2026-02-28T17:30:00Z')

describe('calendar days', () => {
  it('counts both ends', () => {
    expect(dayCount({ start: '2026-03-01', end: '2026-03-01' })).toBe(1)
    expect(dayCount({ start: '2026-01-01', end: '2026-03-31' })).toBe(90)
    expect(dayCount({ start: '2026-03-02', end: '2026-03-01' })).toBe(0)
    expect(dayCount({ start: '2026-02-30', end: '2026-03-01' })).toBe(0)
  })
})

describe('presets', () => {
  it.each([
    ['today', '2026-03-01', '2026-03-01'],
    ['yesterday', '2026-02-28', '2026-02-28'],
    ['last7', '2026-02-23', '2026-03-01'],
    ['last30', '2026-01-31', '2026-03-01'],
  ] as const)('%s covers %s to %s', (preset, start, end) => {
    const range = presetDays(preset, now, KL)
    expect(range).toEqual({ start, end })
    expect(rangeProblem(range, '2026-03-01', RECORD_RANGE_MAX_DAYS)).toBeNull()
  })
})

describe('instants for the server', () => {
  it('ends a range at the midnight after its last day (exclusive)', () => {
    expect(toInstants({ start: '2026-02-23', end: '2026-03-01' }, KL, 90)).toEqual({
      from: '2026-02-22T16:00:00.000Z',
      to: '2026-03-01T16:00:00.000Z',
    })
  })
  it('never asks for more than the limit, even across a 25-hour day', () => {
    const start = '2026-08-04'
    const end = addDays(start, 89)
    const { from, to } = toInstants({ start, end }, 'America/New_York', 90)
    expect(Date.parse(to) - Date.parse(from)).toBeLessThanOrEqual(90 * 86_400_000)
  })
})

describe('the range limit', () => {
  const today = '2026-03-01'
  it('accepts exactly the limit and refuses one day more', () => {
    const end = today
    const start = earliestStart(end, RECORD_RANGE_MAX_DAYS)
    expect(dayCount({ start, end })).toBe(RECORD_RANGE_MAX_DAYS)
    expect(rangeProblem({ start, end }, today, RECORD_RANGE_MAX_DAYS)).toBeNull()
    expect(rangeProblem({ start: addDays(start, -1), end }, today, RECORD_RANGE_MAX_DAYS)).toBe('tooLong')
  })
  it('refuses a reversed range, a future end and a malformed day', () => {
    expect(rangeProblem({ start: '2026-02-20', end: '2026-02-10' }, today, 90)).toBe('order')
    expect(rangeProblem({ start: '2026-02-20', end: '2026-03-02' }, today, 90)).toBe('future')
    expect(rangeProblem({ start: '', end: today }, today, 90)).toBe('invalid')
  })
})
