import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { costOf, payoutOf, ratio, ratioText, sameRatio } from './money'

describe('lottery money', () => {
  it('reads odds exactly and stores them as fractions', () => {
    expect(ratio('1.95')).toEqual({ num: 39n, den: 20n })
    expect(ratio('0.8')).toEqual({ num: 4n, den: 5n })
    expect(ratio(80_000)).toEqual({ num: 80_000n, den: 1n })
    expect(ratio('39/20')).toEqual(ratio('1.95'))
    expect(ratioText(ratio('9.80'))).toBe('49/5')
    expect(() => ratio('1,95')).toThrow(RangeError)
    expect(() => ratio(1.95)).toThrow(RangeError)
    expect(() => ratio('1/0')).toThrow(RangeError)
  })

  it('rounds payouts down and costs up, to the minor unit', () => {
    expect(payoutOf(333n, ratio('9.8'))).toBe(3263n)
    expect(costOf(333n, ratio('0.8'))).toBe(267n)
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.bigInt({ min: 0n, max: 10n ** 6n }),
        fc.bigInt({ min: 1n, max: 10n ** 4n }),
        (amount, num, den) => {
          const r = ratio(num, den)
          const exact = amount * num
          const paid = payoutOf(amount, r)
          const cost = costOf(amount, r)
          return (
            paid * den <= exact &&
            exact < (paid + 1n) * den &&
            cost * den >= exact &&
            exact > (cost - 1n) * den &&
            sameRatio(ratio(ratioText(r)), r)
          )
        },
      ),
    )
  })
})
