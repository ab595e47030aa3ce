import { describe, expect, it } from 'vitest'
import { isEligible, type MemberFacts } from './eligibility'
import { depositBonusAmount } from './promotion-hooks.service'
import type { PromotionRow } from './promotion.repository'

/** The eligibility rules and the deposit bonus's arithmetic, as plain functions. */
const facts: MemberFacts = {
  vipRank: 2,
  memberLabels: ['vip'],
  createdAt: new Date('2026-11-01T00:00:00Z'),
  approvedDeposits: 1,
  country: 'MY',
}

describe('isEligible', () => {
  it('admits everyone when nothing is set, and each rule excludes on its own', () => {
    expect(isEligible({}, facts)).toBe(true)
    expect(isEligible({ minVipRank: 3 }, facts)).toBe(false)
    expect(isEligible({ maxVipRank: 1 }, facts)).toBe(false)
    expect(isEligible({ labels: ['new', 'vip'] }, facts)).toBe(true)
    expect(isEligible({ labels: ['new'] }, facts)).toBe(false)
    expect(isEligible({ registeredFrom: '2026-11-02T00:00:00Z' }, facts)).toBe(false)
    expect(isEligible({ registeredTo: '2026-10-31T00:00:00Z' }, facts)).toBe(false)
    expect(isEligible({ minDeposits: 2 }, facts)).toBe(false)
    expect(isEligible({ maxDeposits: 0 }, facts)).toBe(false)
    expect(isEligible({ countries: ['TH'] }, facts)).toBe(false)
  })

  it('never lets an unknown country through a list, and leaves an unjudged one to the claim', () => {
    expect(isEligible({ countries: ['MY'] }, { ...facts, country: null })).toBe(false)
    expect(isEligible({ countries: ['MY'] }, { ...facts, country: undefined })).toBe(true)
  })
})

describe('depositBonusAmount', () => {
  const promotion = (deposit: 'first' | 'reload' | 'any') =>
    ({
      rules: { kind: 'deposit_bonus', deposit, rate: 3_333, cap: '20.00', minDeposit: '30.00', apply: 'claim' },
    }) as unknown as PromotionRow

  it('is the rate of the deposit rounded down, never above the cap, nothing below the minimum', () => {
    expect(depositBonusAmount(promotion('any'), 3_001n, true)).toBe(1_000n) // 1000.2333 rounded down
    expect(depositBonusAmount(promotion('any'), 100_000n, false)).toBe(2_000n)
    expect(depositBonusAmount(promotion('any'), 2_999n, true)).toBe(0n)
  })

  it('takes first deposits for first, later ones for reload', () => {
    expect(depositBonusAmount(promotion('first'), 6_000n, false)).toBe(0n)
    expect(depositBonusAmount(promotion('reload'), 6_000n, true)).toBe(0n)
    expect(depositBonusAmount(promotion('reload'), 6_000n, false)).toBe(1_999n)
  })
})
