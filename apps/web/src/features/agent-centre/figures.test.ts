import { describe, expect, it } from 'vitest'
import { compactNumber, direction, formatCount, formatPeriod, niceCeiling, signedMoney } from './figures'

describe('overview figures', () => {
  it('groups counts by thousands', () => {
    expect(formatCount(0)).toBe('0')
    expect(formatCount(999)).toBe('999')
    expect(formatCount(12_345)).toBe('12,345')
    expect(formatCount(100_000)).toBe('100,000')
  })

  it('signs amounts and tells their direction without a float', () => {
    expect(signedMoney('1234.50')).toBe('+1,234.50')
    expect(signedMoney('-20.00')).toBe('-20.00')
    expect(signedMoney('0.00')).toBe('0.00')
    expect(signedMoney('-0.00')).toBe('0.00')
    expect(signedMoney('90071992547409.99')).toBe('+90,071,992,547,409.99')
    expect(direction('-0.01')).toBe('down')
    expect(direction('0.00')).toBe('even')
  })

  it('shortens axis labels and rounds axis tops', () => {
    expect(compactNumber(950)).toBe('950')
    expect(compactNumber(0.5)).toBe('0.5')
    expect(compactNumber(1_250)).toBe('1.3K')
    expect(compactNumber(34_000)).toBe('34K')
    expect(compactNumber(-1_500_000)).toBe('-1.5M')
    expect(niceCeiling(0)).toBe(1)
    expect(niceCeiling(7)).toBe(10)
    expect(niceCeiling(1_800)).toBe(2_000)
    expect(niceCeiling(2_300)).toBe(2_500)
    expect(niceCeiling(41_000)).toBe(50_000)
  })
})

describe('settlement periods', () => {
  // Local instants, so the test reads the same in every time zone.
  const at = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min).toISOString()

  it('says a period as briefly as it can', () => {
    expect(formatPeriod(at(2026, 11, 23, 18, 0), at(2026, 11, 23, 18, 5))).toBe('2026-11-23 18:00–18:05')
    expect(formatPeriod(at(2026, 11, 22), at(2026, 11, 23))).toBe('2026-11-22')
    expect(formatPeriod(at(2026, 11, 16), at(2026, 11, 23))).toBe('2026-11-16 – 2026-11-22')
    expect(formatPeriod(at(2026, 11, 23, 23, 0), at(2026, 11, 24, 0, 0))).toBe('2026-11-23 23:00–00:00')
  })
})
