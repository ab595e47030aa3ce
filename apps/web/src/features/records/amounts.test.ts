import { describe, expect, it } from 'vitest'
import { barPercent, cents } from './amounts'
import { direction, signedMoney } from './record-kinds'

describe('amounts', () => {
  it('reads decimal strings as whole cents', () => {
    expect(cents('1234.50')).toBe(123450n)
    expect(cents('-0.05')).toBe(-5n)
    expect(cents('7')).toBe(700n)
    expect(cents('90071992547409.99')).toBe(9007199254740999n)
    expect(cents('nope')).toBe(0n)
  })
  it('sizes bars against the largest amount of the group, sign ignored', () => {
    const group = ['250.00', '-1000.00', '0.00']
    expect(barPercent('250.00', group)).toBe(25)
    expect(barPercent('-1000.00', group)).toBe(100)
    expect(barPercent('0.00', ['0.00'])).toBe(0)
  })
  it('signs credits and debits', () => {
    expect(direction('12.00')).toBe('in')
    expect(direction('-12.00')).toBe('out')
    expect(direction('0.00')).toBe('none')
    expect(signedMoney('1234.5')).toBe('+1,234.50')
    expect(signedMoney('-1234.50')).toBe('-1,234.50')
    expect(signedMoney('0.00')).toBe('0.00')
  })
})
