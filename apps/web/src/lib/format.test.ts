import { describe, expect, it } from 'vitest'
import { formatClock, formatDateTime, formatMoney } from './format'

describe('formatMoney', () => {
  it.each([
    ['0', '0.00'],
    ['5', '5.00'],
    ['1234.5', '1,234.50'],
    ['1234567.89', '1,234,567.89'],
    ['-9876543.21', '-9,876,543.21'],
    ['0012.3', '12.30'],
    ['90071992547409.99', '90,071,992,547,409.99'],
  ])('%s -> %s', (input, expected) => {
    expect(formatMoney(input)).toBe(expected)
  })

  it('formats numbers with two decimals', () => {
    expect(formatMoney(1000)).toBe('1,000.00')
  })
})

describe('clock and dates', () => {
  it('shows MM / DD YYYY HH:mm:ss', () => {
    expect(formatClock(new Date(2026, 0, 5, 7, 8, 9))).toBe('01 / 05 2026 07:08:09')
  })
  it('shows yyyy-MM-dd HH:mm:ss and nothing for a bad date', () => {
    expect(formatDateTime(new Date(2026, 10, 23, 14, 3, 0))).toBe('2026-11-23 14:03:00')
    expect(formatDateTime('nope')).toBe('')
  })
})
