import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fromMinor, toMinor } from './money'

describe('money at the edge', () => {
  it('reads decimal strings into minor units and writes them back', () => {
    expect(toMinor('0')).toBe(0n)
    expect(toMinor('12.5')).toBe(1250n)
    expect(toMinor('1234.05')).toBe(123405n)
    expect(fromMinor(123405n)).toBe('1234.05')
    expect(fromMinor(-5n)).toBe('-0.05')
  })

  it('refuses floats, signs, exponents, three decimals and junk', () => {
    for (const bad of [
      '',
      '-1',
      '+1',
      '1e3',
      '1.234',
      '01',
      'NaN',
      'Infinity',
      '1,000',
      '0x10',
      '1.',
      '.5',
      '1234567890123456',
    ]) {
      expect(() => toMinor(bad), bad).toThrow()
    }
  })

  it('round-trips every amount', () => {
    fc.assert(fc.property(fc.bigInt({ min: 0n, max: 10n ** 17n - 1n }), (minor) => toMinor(fromMinor(minor)) === minor))
  })
})
