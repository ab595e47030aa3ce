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
  // Periods the server cut in Kuala Lumpur (UTC+8), given as UTC instants; the tests' own zone
  // (TZ of the machine) plays no part.
  const KL = 'Asia/Kuala_Lumpur'

  it('says a period as briefly as it can, in the merchant time zone', () => {
    expect(formatPeriod('2026-11-23T10:00:00Z', '2026-11-23T10:05:00Z', KL)).toBe('2026-11-23 18:00–18:05')
    expect(formatPeriod('2026-11-21T16:00:00Z', '2026-11-22T16:00:00Z', KL)).toBe('2026-11-22')
    expect(formatPeriod('2026-11-15T16:00:00Z', '2026-11-22T16:00:00Z', KL)).toBe('2026-11-16 – 2026-11-22')
  })

  it('keeps a period that crosses UTC midnight on its local day', () => {
    // 07:00 to 09:00 in Kuala Lumpur is 23:00 to 01:00 UTC, across two UTC days.
    expect(formatPeriod('2026-11-22T23:00:00Z', '2026-11-23T01:00:00Z', KL)).toBe('2026-11-23 07:00–09:00')
    // The last hour of a local day ends at the next local midnight.
    expect(formatPeriod('2026-11-23T15:00:00Z', '2026-11-23T16:00:00Z', KL)).toBe('2026-11-23 23:00–00:00')
    expect(formatPeriod('2026-11-23T15:00:00Z', '2026-11-23T16:00:00Z', 'UTC')).toBe('2026-11-23 15:00–16:00')
  })

  it('reads a whole local day in a zone west of UTC', () => {
    expect(formatPeriod('2026-11-23T05:00:00Z', '2026-11-24T05:00:00Z', 'America/New_York')).toBe('2026-11-23')
  })
})
