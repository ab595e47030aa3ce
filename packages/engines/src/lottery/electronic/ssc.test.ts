import { describe, expect, it } from 'vitest'
import { add, enumeratedRtp, mul, q, sequences } from '../exact.testkit'
import { type EBet } from './core'
import { DEFAULT_SSC_CONFIG as C, quoteBet, settleBet, special3, validateBet } from './ssc'

const STAKE = 1_000_000n
function bet(playType: string, picks: string[], position?: number): EBet {
  const quote = quoteBet(C, { playType, picks })
  if (!quote) throw new Error(`not offered: ${playType} ${picks}`)
  return { playType, picks, stake: STAKE, ...(position === undefined ? {} : { position }), ...quote }
}
const digits = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]

describe('SSC', () => {
  it('settles the worked example 37280: sum 20 small and even, dragon', () => {
    const r = [3, 7, 2, 8, 0]
    const status = (b: EBet) => settleBet(C, b, r).status
    expect(status(bet('sum_big_small', ['small']))).toBe('won')
    expect(status(bet('sum_odd_even', ['even']))).toBe('won')
    expect(status(bet('dragon_tiger', ['dragon']))).toBe('won')
    expect(status(bet('direct3', ['2', '8', '0'], 3))).toBe('won')
    // The published example calls front-3 "372" misc, but 2 and 3 are consecutive, and its own 36% for
    // half-straight counts exactly the sets with one consecutive pair: we follow the percentages.
    expect(special3([3, 7, 2])).toBe('half_straight')
    expect([
      special3([9, 0, 1]),
      special3([8, 9, 0]),
      special3([1, 1, 2]),
      special3([5, 5, 5]),
      special3([1, 4, 7]),
    ]).toEqual(['straight', 'straight', 'pair', 'leopard', 'misc'])
    expect(settleBet(C, bet('dragon_tiger', ['tiger']), [4, 0, 0, 0, 4])).toMatchObject({
      status: 'void',
      payout: STAKE,
    })
  })

  it('has exact RTPs from its probabilities (100,000 draws enumerated)', () => {
    const sides = (type: string, picks: string[], position?: number) => picks.map((p) => bet(type, [p], position))
    const bets = [
      bet('position_digit', ['3'], 1),
      ...sides('position_big_small', ['big', 'small'], 2),
      ...sides('position_odd_even', ['odd'], 5),
      ...sides('sum_big_small', ['big', 'small']),
      ...sides('sum_odd_even', ['odd', 'even']),
      ...sides('dragon_tiger', ['dragon', 'tiger', 'tie']),
      ...sides('special3', ['leopard', 'straight', 'pair', 'half_straight', 'misc'], 1),
      ...sides('special3', ['straight'], 3),
      bet('direct3', ['0', '4', '9'], 2),
    ]
    const rtp = enumeratedRtp(bets, sequences(digits, 5), (b, r) => settleBet(C, b, r))
    const half = q(1, 2)
    const special: Record<string, number> = { leopard: 10, straight: 60, pair: 270, half_straight: 360, misc: 300 }
    const expected = (b: EBet) => {
      if (b.playType === 'position_digit') return mul(q(1, 10), b.odds)
      if (b.playType === 'direct3') return mul(q(1, 1000), b.odds)
      if (b.playType === 'special3') return mul(q(special[b.picks[0]!]!, 1000), b.odds)
      if (b.playType === 'dragon_tiger')
        return b.picks[0] === 'tie' ? mul(q(1, 10), b.odds) : add(mul(q(45, 100), b.odds), q(1, 10))
      return mul(half, b.odds)
    }
    bets.forEach((b, i) => {
      expect(rtp[i], `${b.playType} ${b.picks}`).toEqual(expected(b))
      expect(Number(rtp[i]!.num) / Number(rtp[i]!.den)).toBeLessThan(0.99)
    })
  })

  it('validates picks and positions', () => {
    expect(validateBet(C, bet('direct3', ['0', '0', '9'], 3))).toEqual({ ok: true })
    expect(validateBet(C, { ...bet('direct3', ['0', '0', '9'], 3), position: 4 })).toMatchObject({
      code: 'position_invalid',
    })
    expect(validateBet(C, { ...bet('direct3', ['0', '0', '9'], 3), picks: ['0', '10', '9'] })).toMatchObject({
      code: 'numbers_invalid',
    })
    expect(validateBet(C, { ...bet('special3', ['pair'], 1), picks: ['flush'] })).toMatchObject({
      code: 'numbers_invalid',
    })
  })
})
