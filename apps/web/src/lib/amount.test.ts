import { describe, expect, it } from 'vitest'
import {
  checkAmount,
  cleanAmountInput,
  fromMinor,
  isPositive,
  minAmount,
  parseAmount,
  quickAmounts,
  toMinor,
} from './amount'

describe('parseAmount', () => {
  it('reads whole and decimal amounts in minor units', () => {
    expect(parseAmount('150')).toBe(15_000n)
    expect(parseAmount('150.5')).toBe(15_050n)
    expect(parseAmount('0.07')).toBe(7n)
    expect(parseAmount(' 1,250.50 ')).toBe(125_050n)
    expect(parseAmount('12.')).toBe(1_200n)
  })

  it('never goes through a float (0.1 + 0.2 style amounts stay exact)', () => {
    expect(parseAmount('0.10')! + parseAmount('0.20')!).toBe(30n)
    expect(parseAmount('999999999999999.99')).toBe(99_999_999_999_999_999n)
  })

  it('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '1.234', '-5', '1e3', '.5', '1.2.3', '1234567890123456']) {
      expect(parseAmount(text), text).toBeNull()
    }
  })
})

describe('API amounts', () => {
  it('converts both ways', () => {
    expect(toMinor('1234.56')).toBe(123_456n)
    expect(toMinor('-0.05')).toBe(-5n)
    expect(toMinor('nonsense')).toBe(0n)
    expect(fromMinor(123_456n)).toBe('1234.56')
    expect(fromMinor(5n)).toBe('0.05')
    expect(fromMinor(-1_000n)).toBe('-10.00')
  })

  it('compares', () => {
    expect(minAmount('100.00', '99.99')).toBe('99.99')
    expect(isPositive('0.00')).toBe(false)
    expect(isPositive('0.01')).toBe(true)
  })
})

describe('cleanAmountInput', () => {
  it('keeps digits, one point and two places', () => {
    expect(cleanAmountInput('12a3')).toBe('123')
    expect(cleanAmountInput('1,000.999')).toBe('1000.99')
    expect(cleanAmountInput('1.2.3')).toBe('1.23')
    expect(cleanAmountInput('.5')).toBe('0.5')
    expect(cleanAmountInput('007')).toBe('7')
    expect(cleanAmountInput('')).toBe('')
  })
})

describe('checkAmount', () => {
  const limits = { min: '30.00', max: '50000.00', available: '100.00' }

  it('names the first broken rule', () => {
    expect(checkAmount('', limits)).toEqual({ ok: false, problem: 'required' })
    expect(checkAmount('1.234', limits)).toEqual({ ok: false, problem: 'invalid' })
    expect(checkAmount('0.00', limits)).toEqual({ ok: false, problem: 'zero' })
    expect(checkAmount('29.99', limits)).toEqual({ ok: false, problem: 'belowMin' })
    expect(checkAmount('50000.01', limits)).toEqual({ ok: false, problem: 'aboveMax' })
    expect(checkAmount('100.01', limits)).toEqual({ ok: false, problem: 'aboveBalance' })
  })

  it('answers the amount as the API takes it', () => {
    expect(checkAmount('30', limits)).toEqual({ ok: true, minor: 3_000n, amount: '30.00' })
    expect(checkAmount('100', limits)).toEqual({ ok: true, minor: 10_000n, amount: '100.00' })
    expect(checkAmount('5', {})).toEqual({ ok: true, minor: 500n, amount: '5.00' })
  })
})

describe('quickAmounts', () => {
  it('picks round amounts inside the limits', () => {
    expect(quickAmounts('30.00', '50000.00')).toEqual(['50.00', '100.00', '200.00', '300.00', '500.00', '1000.00'])
    expect(quickAmounts('10.00', '100.00', 4)).toEqual(['10.00', '20.00', '50.00', '100.00'])
    expect(quickAmounts('100000.01', '200000.00')).toEqual([])
  })
})
