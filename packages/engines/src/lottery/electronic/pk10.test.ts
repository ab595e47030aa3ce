import { describe, expect, it } from 'vitest'
import { enumeratedRtp, mul, orderedTuples, q } from '../exact.testkit'
import { type EBet } from './core'
import {
  DEFAULT_PK10_CONFIG as C,
  GY_SUM_COUNTS,
  type Pk10Result,
  liabilityKeys,
  quoteBet,
  settleBet,
  validateBet,
} from './pk10'

const STAKE = 1_000_000n
function bet(playType: string, picks: string[], position?: number): EBet {
  const quote = quoteBet(C, { playType, picks })
  if (!quote) throw new Error(`not offered: ${playType} ${picks}`)
  return { playType, picks, stake: STAKE, ...(position === undefined ? {} : { position }), ...quote }
}

/** Every ordered filling of positions 1, 2, 3 and 10: uniform marginals of a random permutation. */
function* outcomes(): Generator<Pk10Result> {
  const cars = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
  for (const tuple of orderedTuples(cars, 4)) {
    const [a, b, c, z] = tuple as [number, number, number, number]
    const rest = cars.filter((x) => ![a, b, c, z].includes(x))
    yield [a, b, c, ...rest, z]
  }
}

describe('PK10', () => {
  it('settles the worked example: (3,6,1,2,4,5,7,8,9,10) is GY 9, small and odd, and tiger on 1', () => {
    const r = [3, 6, 1, 2, 4, 5, 7, 8, 9, 10]
    const won = (b: EBet) => settleBet(C, b, r).status
    expect(won(bet('gy_sum', ['9']))).toBe('won')
    expect(won(bet('gy_big_small', ['small']))).toBe('won')
    expect(won(bet('gy_odd_even', ['odd']))).toBe('won')
    expect(won(bet('dragon_tiger', ['tiger'], 1))).toBe('won')
    expect(won(bet('dragon_tiger', ['dragon'], 1))).toBe('lost')
    expect(won(bet('position', ['6'], 2))).toBe('won')
    expect(settleBet(C, { ...bet('position', ['3'], 1), stake: 333n }, r).payout).toBe(3263n) // 333 x 9.8 = 3263.4, rounded down
  })

  it('has the exact RTP of its probability table for every bet', () => {
    const bets = [
      bet('position', ['7'], 1),
      bet('position', ['7'], 10),
      bet('position_big_small', ['big'], 2),
      bet('position_odd_even', ['even'], 10),
      bet('dragon_tiger', ['dragon'], 1),
      bet('top3_big_small', ['big']),
      bet('top3_big_small', ['small']),
      bet('gy_big_small', ['big']),
      bet('gy_big_small', ['small']),
      bet('gy_odd_even', ['odd']),
      bet('gy_odd_even', ['even']),
      ...Object.keys(GY_SUM_COUNTS).map((s) => bet('gy_sum', [s])),
    ]
    const rtp = enumeratedRtp(bets, outcomes(), (b, r) => settleBet(C, b, r))
    const p = (b: EBet) => {
      if (b.playType === 'position') return q(1, 10)
      if (b.playType === 'gy_sum') return q(GY_SUM_COUNTS[Number(b.picks[0])]!, 90)
      if (b.playType === 'gy_big_small') return q(b.picks[0] === 'big' ? 40 : 50, 90)
      if (b.playType === 'gy_odd_even') return q(b.picks[0] === 'even' ? 40 : 50, 90)
      return q(1, 2)
    }
    bets.forEach((b, i) => {
      expect(rtp[i]).toEqual(mul(p(b), b.odds))
      const value = Number(rtp[i]!.num) / Number(rtp[i]!.den)
      expect(value).toBeGreaterThan(0.965)
      expect(value).toBeLessThan(0.99)
    })
  })

  it('validates positions and picks', () => {
    expect(validateBet(C, bet('position', ['7'], 1))).toEqual({ ok: true })
    expect(validateBet(C, { ...bet('position', ['7'], 1), position: 11 })).toMatchObject({ code: 'position_invalid' })
    expect(validateBet(C, { ...bet('dragon_tiger', ['dragon'], 1), position: 6 })).toMatchObject({
      code: 'position_invalid',
    })
    expect(validateBet(C, { ...bet('gy_sum', ['9']), position: 1 })).toMatchObject({ code: 'position_invalid' })
    expect(validateBet(C, { ...bet('position', ['7'], 1), picks: ['07'] })).toMatchObject({ code: 'numbers_invalid' })
    expect(validateBet(C, { ...bet('gy_sum', ['9']), picks: ['20'] })).toMatchObject({ code: 'numbers_invalid' })
    expect(validateBet(C, { ...bet('gy_sum', ['9']), odds: q(10) })).toMatchObject({ code: 'odds_changed' })
    expect(validateBet(C, { ...bet('gy_sum', ['9']), playType: 'toString' })).toMatchObject({
      code: 'play_type_invalid',
    })
    expect(liabilityKeys(bet('position', ['7'], 1))).toEqual({
      keys: ['position@1:7'],
      perKey: 9_800_000n,
      maxPayout: 9_800_000n,
    })
  })
})
