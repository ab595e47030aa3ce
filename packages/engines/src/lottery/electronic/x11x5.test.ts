import { describe, expect, it } from 'vitest'
import { add, choose, enumeratedRtp, mul, orderedTuples, q, toNumber } from '../exact.testkit'
import { type EBet } from './core'
import { DEFAULT_11X5_CONFIG as C, quoteBet, settleBet, validateBet } from './x11x5'

const STAKE = 1_000_000n
function bet(playType: string, picks: string[], position?: number): EBet {
  const quote = quoteBet(C, { playType, picks })
  if (!quote) throw new Error(`not offered: ${playType} ${picks}`)
  return { playType, picks, stake: STAKE, ...(position === undefined ? {} : { position }), ...quote }
}
const balls = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]
const first = (k: number) => balls.slice(0, k).map(String)

describe('11x5', () => {
  it('settles the worked example 03 07 11 02 09', () => {
    const r = [3, 7, 11, 2, 9]
    expect(settleBet(C, bet('any', ['3', '7', '9']), r).status).toBe('won')
    expect(settleBet(C, bet('front2_direct', ['3', '7']), r).status).toBe('won')
    expect(settleBet(C, bet('front2_direct', ['7', '3']), r).status).toBe('lost')
    expect(settleBet(C, bet('front2_group', ['7', '3']), r).status).toBe('won')
    expect(settleBet(C, bet('position_big_small', ['big'], 3), r)).toMatchObject({ status: 'void', payout: STAKE })
    expect(settleBet(C, bet('position_odd_even', ['odd'], 3), r).status).toBe('void')
    expect(settleBet(C, bet('sum_big_small', ['big']), r).status).toBe('won')
    expect(settleBet(C, bet('any', ['3', '7', '9', '11', '2', '1']), r).status).toBe('won')
  })

  it('has exact RTPs at 97% of fair (rounded down) and 99.1% on two-sided bets (55,440 ordered draws)', () => {
    const anyBets = [1, 2, 3, 4, 5, 6, 7, 8].map((k) => bet('any', first(k)))
    const bets = [
      ...anyBets,
      bet('front1', ['5']),
      bet('front2_direct', ['5', '1']),
      bet('front2_group', ['5', '1']),
      bet('front3_direct', ['5', '1', '2']),
      bet('front3_group', ['5', '1', '2']),
      bet('position_big_small', ['big'], 4),
      bet('position_odd_even', ['even'], 5),
      bet('sum_big_small', ['big']),
      bet('sum_big_small', ['small']),
      bet('dragon_tiger', ['tiger']),
    ]
    const rtp = enumeratedRtp(bets, orderedTuples(balls, 5), (b, r) => settleBet(C, b, r))
    const all = choose(11, 5)
    const anyP = (k: number) => (k <= 5 ? q(choose(11 - k, 5 - k), all) : q(choose(k, 5), all))
    const pOf: Record<string, ReturnType<typeof q>> = {
      front1: q(1, 11),
      front2_direct: q(1, 110),
      front2_group: q(1, 55),
      front3_direct: q(1, 990),
      front3_group: q(1, 165),
      dragon_tiger: q(1, 2),
    }
    bets.forEach((b, i) => {
      const label = `${b.playType} ${b.picks}`
      if (b.playType === 'any') expect(rtp[i], label).toEqual(mul(anyP(b.picks.length), b.odds))
      else if (pOf[b.playType]) expect(rtp[i], label).toEqual(mul(pOf[b.playType]!, b.odds))
      else if (b.playType.startsWith('position')) expect(rtp[i], label).toEqual(add(mul(q(5, 11), b.odds), q(1, 11)))
      const value = toNumber(rtp[i]!)
      expect(value, label).toBeGreaterThan(0.96)
      expect(value, label).toBeLessThan(0.992)
    })
    // Sum big: 46.54%, tie 6.93% (docs/domain/lottery.md#11x5).
    expect(toNumber(rtp[bets.length - 3]!)).toBeCloseTo(0.4654 * 1.98 + 0.0693, 3)
  })

  it('validates picks', () => {
    expect(validateBet(C, { ...bet('any', first(3)), picks: ['1', '1', '2'] })).toMatchObject({
      code: 'numbers_invalid',
    })
    expect(validateBet(C, { ...bet('any', first(3)), picks: first(9).concat('10', '11') })).toMatchObject({
      code: 'numbers_invalid',
    })
    expect(validateBet(C, { ...bet('front1', ['5']), picks: ['12'] })).toMatchObject({ code: 'numbers_invalid' })
    expect(validateBet(C, bet('any', first(8)))).toEqual({ ok: true })
  })
})
