import { describe, expect, it } from 'vitest'
import { applyRate, bpsToRate, checkTiers, matchTier, rateToBps, showTier } from './contract-tiers'

describe('contract tiers', () => {
  it('converts rates both ways and refuses zero, over 100% and more than two places', () => {
    expect([rateToBps('0.80', '/r'), rateToBps('100.00', '/r'), bpsToRate(5), bpsToRate(10_000)]).toEqual([
      80,
      10_000,
      '0.05',
      '100.00',
    ])
    for (const bad of ['0.00', '100.01', '1.5', '-1.00', 'x']) expect(() => rateToBps(bad, '/r')).toThrow()
  })

  it('stores tiers sorted with their highest rates, and shows them back', () => {
    const checked = checkTiers('daily_salary', [
      { betAmount: '1000', rate: '1.00' },
      { betAmount: '100.5', rate: '1.20' },
    ])
    expect(checked).toEqual({
      tiers: [
        { betAmount: '10050', rate: 120 },
        { betAmount: '100000', rate: 100 },
      ],
      maxRate: 120,
      maxLossRate: 0,
    })
    expect(showTier('daily_salary', checked.tiers[0]!)).toEqual({ betAmount: '100.50', rate: '1.20' })
    const rt = checkTiers('realtime_salary', [
      { singleBetAmount: '10.00', profitWageRate: '0.50', lossWageRate: '0.70' },
    ])
    expect([rt.maxRate, rt.maxLossRate]).toEqual([50, 70])
    expect(() =>
      checkTiers('dividend', [{ periodValidBet: '1.00', periodProfitLoss: '0', activeMembers: -1, rate: '1.00' }]),
    ).toThrow()
    expect(() => checkTiers('dividend', [{ periodValidBet: '1.00', rate: '1.00' }])).toThrow()
  })

  it('matches the highest-rate tier whose thresholds are all met and rounds payouts down', () => {
    const { tiers } = checkTiers('dividend', [
      { periodValidBet: '100.00', periodProfitLoss: '0.00', activeMembers: 1, rate: '5.00' },
      { periodValidBet: '1000.00', periodProfitLoss: '50.00', activeMembers: 3, rate: '10.00' },
    ])
    expect(matchTier('dividend', tiers, { validBet: 200_000n, teamLoss: 10_000n, activeMembers: 2 })?.rate).toBe(500)
    expect(matchTier('dividend', tiers, { validBet: 200_000n, teamLoss: 10_000n, activeMembers: 3 })?.rate).toBe(1000)
    expect(matchTier('dividend', tiers, { validBet: 200_000n, teamLoss: -1n, activeMembers: 3 })).toBeNull()
    expect([applyRate(12_345n, 80), applyRate(-5n, 80), applyRate(99n, 100)]).toEqual([98n, 0n, 0n])
  })
})
