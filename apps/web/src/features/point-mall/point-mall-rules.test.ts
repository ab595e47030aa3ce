import { describe, expect, it } from 'vitest'
import { item } from './fake-mall.test-utils'
import {
  addressProblems,
  checkConvert,
  convertAll,
  EMPTY_ADDRESS,
  itemBlock,
  maxQuantity,
  pointsPerHundred,
  pointsValue,
  toAddress,
} from './point-mall-rules'

describe('point mall rules', () => {
  it('values points at the ratio, down to the cent', () => {
    expect(pointsValue(2_450, 100)).toBe('24.50')
    expect(pointsValue(1, 3)).toBe('0.33')
    expect(pointsValue(0, 100)).toBe('0.00')
  })

  it('checks a conversion: whole, minimum, step, available', () => {
    const rules = { min: 500, step: 100, available: 2_400 }
    expect(checkConvert('', rules)).toEqual({ ok: false, problem: 'required' })
    expect(checkConvert('1.5', rules)).toEqual({ ok: false, problem: 'invalid' })
    expect(checkConvert('400', rules)).toEqual({ ok: false, problem: 'belowMin' })
    expect(checkConvert('550', rules)).toEqual({ ok: false, problem: 'step' })
    expect(checkConvert('2,500', rules)).toEqual({ ok: false, problem: 'aboveBalance' })
    expect(checkConvert('1,000', rules)).toEqual({ ok: true, points: 1_000 })
    expect(convertAll(rules)).toBe(2_400)
    expect(convertAll({ min: 500, step: 100, available: 499 })).toBe(0)
  })

  it('bounds a redemption by stock, the member’s limit, points and the contract’s cap', () => {
    expect(maxQuantity(item({ points: 1_000, stockLeft: 20 }), 2_450)).toBe(2)
    expect(maxQuantity(item({ points: 10, stockLeft: 3 }), 2_450)).toBe(3)
    expect(maxQuantity(item({ points: 10, stockLeft: null, perMemberLimit: 5, redeemedByMe: 4 }), 2_450)).toBe(1)
    expect(maxQuantity(item({ points: 1, stockLeft: null }), 2_450)).toBe(100)
    expect(itemBlock(item({ stockLeft: 0 }), 0)).toBe('soldOut')
    expect(itemBlock(item({ perMemberLimit: 1, redeemedByMe: 1 }), 5_000)).toBe('limit')
    expect(itemBlock(item({ points: 5_000 }), 2_450)).toBe('short')
    expect(itemBlock(item(), 2_450)).toBeNull()
  })

  it('reads the earn table per 100.00', () => {
    expect(pointsPerHundred(1, 0.7)).toBe(70)
    expect(pointsPerHundred(0.5, 1.2)).toBe(60)
  })

  it('checks an address as the contract does and sends it trimmed', () => {
    expect(addressProblems(EMPTY_ADDRESS)).toEqual({
      name: 'required',
      phone: 'required',
      line1: 'required',
      city: 'required',
      postcode: 'required',
    })
    const typed = { name: 'A', phone: '+60 123', line1: 'x', line2: ' ', city: 'KL', postcode: '5!' }
    expect(addressProblems(typed)).toEqual({ postcode: 'invalid' })
    expect(toAddress({ ...typed, postcode: '50450' })).toEqual({
      name: 'A',
      phone: '+60 123',
      line1: 'x',
      city: 'KL',
      postcode: '50450',
    })
  })
})
