import { describe, expect, it } from 'vitest'
import {
  formatClock,
  formatDateTime,
  formatGmtOffset,
  formatBalanceShort,
  formatMoney,
  formatMoneyShort,
} from './format'

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
    expect(formatMoney(1.005)).toBe((1.005).toFixed(2))
  })

  it('cuts a string at two places and shows what is no decimal as it came', () => {
    expect(formatMoney('1.239')).toBe('1.23')
    expect(formatMoney(' 7.1 ')).toBe('7.10')
    expect(formatMoney('n/a')).toBe('n/a')
  })
})

describe('formatMoneyShort', () => {
  it.each([
    ['10000000.00', '10M'],
    ['15000000', '15M'],
    ['1500000000.00', '1.5B'],
    ['1888000000.00', '1.888B'],
    ['10000000000.00', '10B'],
    ['2500000000000.00', '2.5T'],
    ['25000000000000000.00', '25,000T'],
  ])('shortens %s to %s', (input, expected) => {
    expect(formatMoneyShort(input)).toBe(expected)
  })

  it.each([
    ['9999000.00', '9,999,000.00'],
    ['2000000.00', '2,000,000.00'],
    ['10000000.50', '10,000,000.50'],
    ['12345678.00', '12,345,678.00'],
    ['1888800000.00', '1,888,800,000.00'],
    ['-50000000.00', '-50,000,000.00'],
    ['n/a', 'n/a'],
  ])('keeps %s whole as %s: short, with cents, or not exact in three places', (input, expected) => {
    expect(formatMoneyShort(input)).toBe(expected)
  })
})

// The web tests run with the viewer's computer in New York (vitest.config.ts); the merchant is elsewhere.
const KL = 'Asia/Kuala_Lumpur'

describe('instants in the merchant time zone', () => {
  it("shows yyyy-MM-dd HH:mm:ss in the zone, not the viewer's", () => {
    expect(formatDateTime('2026-11-23T06:03:00Z', KL)).toBe('2026-11-23 14:03:00')
    expect(formatDateTime(Date.UTC(2026, 10, 23, 6, 3), 'UTC')).toBe('2026-11-23 06:03:00')
    expect(formatDateTime(new Date('2026-11-23T06:03:00Z'), 'America/New_York')).toBe('2026-11-23 01:03:00')
  })
  it("puts an instant on the merchant's day across midnight", () => {
    // 17:30 UTC on 28 February is 01:30 on 1 March in Kuala Lumpur, and 12:30 on 28 February in New York.
    expect(formatDateTime('2026-02-28T17:30:00Z', KL)).toBe('2026-03-01 01:30:00')
    expect(formatDateTime('2026-02-28T17:30:00Z', KL, 'day')).toBe('2026-03-01')
    expect(formatDateTime('2026-02-28T16:00:00Z', KL)).toBe('2026-03-01 00:00:00')
    expect(formatDateTime('2026-02-28T15:59:59Z', KL)).toBe('2026-02-28 23:59:59')
  })
  it('shows the shapes the pages use, and nothing for a bad instant', () => {
    expect(formatDateTime('2026-11-23T06:03:09Z', KL, 'minute')).toBe('2026-11-23 14:03')
    expect(formatDateTime('2026-11-23T06:03:09Z', KL, 'clock')).toBe('14:03')
    expect(formatDateTime('nope', KL)).toBe('')
  })
  it("falls back to the viewer's zone for a zone name the browser does not know", () => {
    expect(formatDateTime('2026-11-23T06:03:00Z', 'Mars/Olympus_Mons')).toBe('2026-11-23 01:03:00')
  })
})

describe('the header clock', () => {
  it('shows MM / DD YYYY HH:mm:ss in the merchant time zone', () => {
    expect(formatClock(new Date('2026-01-04T23:08:09Z'), KL)).toBe('01 / 05 2026 07:08:09')
  })
  it("gives the zone's GMT offset at the instant, summer time included", () => {
    expect(formatGmtOffset(new Date('2026-01-05T00:00:00Z'), KL)).toBe('GMT+08:00')
    expect(formatGmtOffset(new Date('2026-01-05T00:00:00Z'), 'America/New_York')).toBe('GMT-05:00')
    expect(formatGmtOffset(new Date('2026-07-05T00:00:00Z'), 'America/New_York')).toBe('GMT-04:00')
    expect(formatGmtOffset(new Date('2026-07-05T00:00:00Z'), 'Asia/Kathmandu')).toBe('GMT+05:45')
    expect(formatGmtOffset(new Date('2026-07-05T00:00:00Z'), 'UTC')).toBe('GMT+00:00')
  })
})

describe('formatBalanceShort', () => {
  it.each([
    ['999999.99', '999,999.99'],
    ['0001234.5', '1,234.50'],
    ['1000000.00', '1M'],
    ['12345678.00', '12.34M'],
    ['-2345678.99', '-2.34M'],
    ['999999999.99', '999.99M'],
    ['123456789012.50', '123.45B'],
    ['n/a', 'n/a'],
  ])('%s -> %s', (input, expected) => {
    expect(formatBalanceShort(input)).toBe(expected)
  })
})
