import { describe, expect, it } from 'vitest'
import { allAmount, turnoverPercent, withdrawLimits } from './withdraw-rules'

const settings = {
  minAmount: '50.00',
  maxAmount: '50000.00',
  dailyCount: 5,
  dailyAmount: '100000.00',
  usedCount: 0,
  usedAmount: '0.00',
  turnoverOutstanding: '0.00',
}

describe('withdrawLimits', () => {
  it('caps a request by the maximum and by what is left of today', () => {
    expect(withdrawLimits(settings)).toEqual({ min: '50.00', max: '50000.00', blocked: null })
    expect(withdrawLimits({ ...settings, usedAmount: '80000.00', usedCount: 2 }).max).toBe('20000.00')
  })

  it('blocks when today is used up, then when turnover is owed', () => {
    expect(withdrawLimits({ ...settings, usedCount: 5 }).blocked).toBe('daily')
    expect(withdrawLimits({ ...settings, usedAmount: '99960.00' }).blocked).toBe('daily')
    expect(withdrawLimits({ ...settings, turnoverOutstanding: '0.01' }).blocked).toBe('turnover')
  })
})

describe('allAmount', () => {
  const limits = withdrawLimits(settings)
  it('takes the balance up to the maximum, never under the minimum', () => {
    expect(allAmount('1234.56', limits)).toBe('1234.56')
    expect(allAmount('90000.00', limits)).toBe('50000.00')
    expect(allAmount('49.99', limits)).toBeNull()
  })
})

describe('turnoverPercent', () => {
  it('is the achieved share, whole percent, capped at 100', () => {
    expect(turnoverPercent('25.00', '100.00')).toBe(25)
    expect(turnoverPercent('150.00', '100.00')).toBe(100)
    expect(turnoverPercent('0.00', '0.00')).toBe(100)
  })
})
