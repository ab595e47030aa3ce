import { describe, expect, it } from 'vitest'
import { checkTiers, normalizeRate, rateHundredths, toTiers } from './tiers'

const CEILING = { rate: '1.50', lossWageRate: null }

describe('tiers editor rules', () => {
  it('reads rates as hundredths of a percent from 0.01 to 100.00', () => {
    expect(rateHundredths('0.8')).toBe(80)
    expect(rateHundredths('1.50')).toBe(150)
    expect(rateHundredths('100')).toBe(10_000)
    expect(rateHundredths('0')).toBeNull()
    expect(rateHundredths('100.01')).toBeNull()
    expect(rateHundredths('1.234')).toBeNull()
    expect(rateHundredths('-1')).toBeNull()
    expect(normalizeRate('0.8')).toBe('0.80')
  })

  it('never lets a downline’s rate go above the agent’s own', () => {
    const ok = checkTiers('daily_salary', [{ betAmount: '1000', rate: '1.50' }], CEILING)
    expect(ok.ok).toBe(true)
    const above = checkTiers(
      'daily_salary',
      [
        { betAmount: '1000', rate: '1.00' },
        { betAmount: '5000', rate: '1.51' },
      ],
      CEILING,
    )
    expect(above.ok).toBe(false)
    expect(above.fields).toEqual({ '1.rate': { problem: 'aboveCeiling', max: '1.50' } })
  })

  it('bounds the real-time loss wage by its own ceiling, and refuses an offer without one', () => {
    const tier = { singleBetAmount: '10', profitWageRate: '0.30', lossWageRate: '0.50' }
    expect(checkTiers('realtime_salary', [tier], { rate: '0.50', lossWageRate: '0.80' }).ok).toBe(true)
    expect(
      checkTiers('realtime_salary', [{ ...tier, lossWageRate: '0.90' }], { rate: '0.50', lossWageRate: '0.80' }).fields,
    ).toEqual({
      '0.lossWageRate': { problem: 'aboveCeiling', max: '0.80' },
    })
    expect(checkTiers('realtime_salary', [tier], { rate: '0.50', lossWageRate: null }).list).toBe('noCeiling')
    expect(
      checkTiers('daily_salary', [{ betAmount: '1', rate: '0.10' }], { rate: null, lossWageRate: null }).list,
    ).toBe('noCeiling')
  })

  it('checks every field of a dividend tier and distinct thresholds', () => {
    const check = checkTiers(
      'dividend',
      [{ periodValidBet: '1000.123', periodProfitLoss: '', activeMembers: '2.5', rate: 'abc' }],
      { rate: '20.00', lossWageRate: null },
    )
    expect(check.fields).toEqual({
      '0.periodValidBet': { problem: 'amount' },
      '0.periodProfitLoss': { problem: 'required' },
      '0.activeMembers': { problem: 'count' },
      '0.rate': { problem: 'rate' },
    })
    const twice = checkTiers(
      'daily_salary',
      [
        { betAmount: '100', rate: '0.50' },
        { betAmount: '100.00', rate: '0.60' },
      ],
      CEILING,
    )
    expect(twice.list).toBe('duplicate')
    expect(checkTiers('daily_salary', [], CEILING).list).toBe('none')
  })

  it('writes tiers as the relay takes them', () => {
    expect(
      toTiers('dividend', [{ periodValidBet: '1000', periodProfitLoss: '0.5', activeMembers: '3', rate: '10' }]),
    ).toEqual([{ periodValidBet: '1000.00', periodProfitLoss: '0.50', activeMembers: 3, rate: '10.00' }])
  })
})
