import { describe, expect, it } from 'vitest'
import { choose, mul, q, sum, toNumber } from '../exact.testkit'
import { type Ratio } from '../money'
import { type EBet } from './core'
import { DEFAULT_KENO_CONFIG as C, quoteBet, settleBet, validateBet } from './keno'

const STAKE = 1_000_000n
function bet(playType: string, picks: string[]): EBet {
  const quote = quoteBet(C, { playType, picks })
  if (!quote) throw new Error(`not offered: ${playType} ${picks}`)
  return { playType, picks, stake: STAKE, ...quote }
}
const ALL = choose(80, 20)
const DRAW = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 41, 42, 43, 44, 45, 46, 47, 48, 49, 80]

/** P(h hits) for pick k: C(k,h) C(80-k, 20-h) / C(80,20). */
const hitP = (k: number, h: number): Ratio => q(choose(k, h) * choose(80 - k, 20 - h), ALL)

/** Ways to draw 20 of 1..80 by sum, exact: a subset-sum count over bigints. */
function sumWays(): bigint[] {
  let ways: bigint[][] = Array.from({ length: 21 }, () => Array<bigint>(1411).fill(0n))
  ways[0]![0] = 1n
  for (let n = 1; n <= 80; n += 1) {
    const next = ways.map((row) => [...row])
    for (let c = 0; c < 20; c += 1)
      for (let s = 0; s + n <= 1410; s += 1) if (ways[c]![s]) next[c + 1]![s + n]! += ways[c]![s]!
    ways = next
  }
  return ways[20]!
}

describe('keno', () => {
  it('pays pick-k by hits from the paytable fixed at bet time', () => {
    expect(settleBet(C, bet('pick', ['1', '2', '3', '50']), DRAW)).toMatchObject({ payout: 7_000_000n, wins: 3 })
    expect(settleBet(C, bet('pick', ['50', '51', '52', '53', '54', '55', '56', '57', '58', '59']), DRAW)).toMatchObject(
      { payout: 2_500_000n, wins: 0 },
    )
    expect(settleBet(C, bet('up_down', ['middle']), DRAW).status).toBe('won')
    expect(settleBet(C, bet('odd_even_count', ['tie']), DRAW).status).toBe('won')
    const total = DRAW.reduce((a, b) => a + b, 0)
    expect(settleBet(C, bet('sum_big_small', [total > 810 ? 'big' : 'small']), DRAW).status).toBe('won')
  })

  it('pick-k RTPs are the paytable of docs/domain/lottery.md#keno, exactly by the hypergeometric law', () => {
    const table: Record<number, number> = {
      1: 93.8,
      2: 93.2,
      3: 94.4,
      4: 92.8,
      5: 93.0,
      6: 92.6,
      7: 92.7,
      8: 92.3,
      9: 91.7,
      10: 92.5,
    }
    for (let k = 1; k <= 10; k += 1) {
      const paytable = C.paytables[`pick:${k}`]!
      const rtp = sum(paytable.map((m, h) => mul(hitP(k, h), m)))
      expect(Math.round(toNumber(rtp) * 1000) / 10, `pick ${k}`).toBe(table[k])
    }
    expect(toNumber(hitP(10, 10))).toBeCloseTo(1.1e-7, 8)
  })

  it('side bets have exact RTPs from the sum distribution and the 1-40 split', () => {
    const ways = sumWays()
    expect(ways.reduce((a, b) => a + b, 0n)).toBe(ALL)
    const p810 = q(ways[810]!, ALL)
    const big = q(
      ways.slice(811).reduce((a, b) => a + b, 0n),
      ALL,
    )
    const odd = q(
      ways.filter((_, s) => s % 2 === 1).reduce((a, b) => a + b, 0n),
      ALL,
    )
    expect(toNumber(p810)).toBeCloseTo(0.004396, 6)
    expect(toNumber(big)).toBeCloseTo(0.4978, 4)
    const middle = q(choose(40, 10) ** 2n, ALL)
    expect(toNumber(middle)).toBeCloseTo(0.2032, 4)
    const rtp = (playType: string, pick: string, p: Ratio) => toNumber(mul(p, bet(playType, [pick]).odds))
    const results = [
      rtp('sum_big_small', 'big', big),
      rtp('sum_big_small', '810', p810),
      rtp('sum_odd_even', 'odd', odd),
      rtp('up_down', 'middle', middle),
      rtp('odd_even_count', 'tie', middle),
    ]
    for (const value of results) expect(value).toBeGreaterThan(0.9)
    for (const value of results) expect(value).toBeLessThan(0.99)
  }, 30_000)

  it('validates picks', () => {
    expect(validateBet(C, bet('pick', ['80']))).toEqual({ ok: true })
    expect(validateBet(C, { ...bet('pick', ['80']), picks: ['81'] })).toMatchObject({ code: 'numbers_invalid' })
    expect(
      validateBet(C, { ...bet('pick', ['80']), picks: Array.from({ length: 11 }, (_, i) => String(i + 1)) }),
    ).toMatchObject({ code: 'numbers_invalid' })
    expect(validateBet(C, { ...bet('pick', ['80']), paytable: C.paytables['pick:2'] })).toMatchObject({
      code: 'odds_changed',
    })
  })
})
