import { describe, expect, it } from 'vitest'
import { enumeratedRtp, q, sequences, toNumber } from '../exact.testkit'
import { type EBet } from './core'
import { DEFAULT_K3_CONFIG as C, quoteBet, settleBet, validateBet } from './k3'

const STAKE = 1_000_000n
function bet(playType: string, picks: string[] = []): EBet {
  const quote = quoteBet(C, { playType, picks })
  if (!quote) throw new Error(`not offered: ${playType} ${picks}`)
  return { playType, picks, stake: STAKE, ...quote }
}

describe('K3', () => {
  it('settles triples, pairs and straights by the rules of docs/domain/lottery.md#k3', () => {
    const status = (b: EBet, r: number[]) => settleBet(C, b, r).status
    expect(status(bet('big_small', ['big']), [6, 6, 6])).toBe('lost')
    expect(status(bet('big_small', ['big']), [6, 5, 6])).toBe('won')
    expect(status(bet('pair_any', ['6']), [6, 6, 6])).toBe('lost')
    expect(status(bet('pair_specific', ['6', '5']), [6, 5, 6])).toBe('won')
    expect(status(bet('any_straight'), [4, 2, 3])).toBe('won')
    expect(status(bet('three_different', ['2', '3', '4']), [4, 2, 3])).toBe('won')
    expect(status(bet('two_different', ['2', '4']), [4, 2, 3])).toBe('won')
  })

  it('returns 87.5% on every bet of the [S25] table, 88.5% on sums 9 and 12, 94.8% on two-sided bets (216 draws enumerated)', () => {
    const bets = [
      ...Array.from({ length: 16 }, (_, i) => bet('sum', [String(i + 3)])),
      bet('big_small', ['big']),
      bet('big_small', ['small']),
      bet('odd_even', ['odd']),
      bet('odd_even', ['even']),
      bet('any_triple'),
      bet('triple', ['4']),
      bet('three_different', ['1', '3', '6']),
      bet('any_straight'),
      bet('pair_any', ['2']),
      bet('pair_specific', ['2', '5']),
      bet('two_different', ['1', '6']),
    ]
    const rtp = enumeratedRtp(bets, sequences([1, 2, 3, 4, 5, 6], 3), (b, r) => settleBet(C, b, r))
    bets.forEach((b, i) => {
      const label = `${b.playType} ${b.picks}`
      if (b.playType === 'sum' && ['9', '12'].includes(b.picks[0]!))
        expect(rtp[i], label).toEqual(q(25 * 765, 216 * 100)) // 88.5%
      else if (b.playType === 'big_small' || b.playType === 'odd_even')
        expect(rtp[i], label).toEqual(q(105 * 195, 216 * 100))
      else if (b.playType === 'any_straight')
        expect(toNumber(rtp[i]!), label).toBeCloseTo(0.8744, 4) // 7.87 is 9 x 0.875 rounded down
      else expect(rtp[i], label).toEqual(q(875, 1000))
    })
  })

  it('validates picks', () => {
    expect(validateBet(C, bet('any_triple'))).toEqual({ ok: true })
    expect(validateBet(C, { ...bet('any_triple'), picks: ['1'] })).toMatchObject({ code: 'numbers_invalid' })
    expect(validateBet(C, { ...bet('triple', ['4']), picks: ['7'] })).toMatchObject({ code: 'numbers_invalid' })
    expect(validateBet(C, { ...bet('two_different', ['1', '6']), picks: ['1', '1'] })).toMatchObject({
      code: 'numbers_invalid',
    })
    expect(validateBet(C, { ...bet('sum', ['3']), picks: ['2'] })).toMatchObject({ code: 'numbers_invalid' })
  })
})
