import { type FairStream, shuffle } from '../../fair'
import { ratio } from '../money'
import { type EConfig, type Specs, bigSmall, defineGame, discounted, integers, oddEven, side, sumOf } from './core'

/** PK10 (docs/domain/lottery.md#pk10): cars 1-10 in finishing order, result[0] the champion. */
export type Pk10Result = number[]

export function drawResult(stream: FairStream): Pk10Result {
  return shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], stream)
}

const at = (result: Pk10Result, position: number | undefined) => result[(position ?? 1) - 1]!
const gy = (result: Pk10Result) => result[0]! + result[1]!

export const PK10_SPECS: Specs<Pk10Result> = {
  position: {
    positions: 10,
    picksValid: integers(1, 1, 10),
    judge: (bet, r) => (at(r, bet.position) === Number(bet.picks[0]) ? 'win' : 'lose'),
  },
  position_big_small: side(['big', 'small'], (r, bet) => bigSmall(at(r, bet.position) >= 6), 10),
  position_odd_even: side(['odd', 'even'], (r, bet) => oddEven(at(r, bet.position)), 10),
  // Dragon k: the car at position k beats the car at position 11 - k (never equal).
  dragon_tiger: side(
    ['dragon', 'tiger'],
    (r, bet) => (at(r, bet.position) > at(r, 11 - (bet.position ?? 1)) ? 'dragon' : 'tiger'),
    5,
  ),
  gy_sum: { picksValid: integers(1, 3, 19), judge: (bet, r) => (gy(r) === Number(bet.picks[0]) ? 'win' : 'lose') },
  gy_big_small: side(['big', 'small'], (r) => bigSmall(gy(r) > 11)),
  gy_odd_even: side(['odd', 'even'], (r) => oddEven(gy(r))),
  top3_big_small: side(['big', 'small'], (r) => bigSmall(sumOf(r.slice(0, 3)) > 16)),
}

/** Ordered pairs of distinct cars per champion + runner-up sum 3..19, out of 90. */
export const GY_SUM_COUNTS: Record<number, number> = {
  3: 2,
  4: 2,
  5: 4,
  6: 4,
  7: 6,
  8: 6,
  9: 8,
  10: 8,
  11: 10,
  12: 8,
  13: 8,
  14: 6,
  15: 6,
  16: 4,
  17: 4,
  18: 2,
  19: 2,
}

/** Defaults at about 97-98% RTP, every odds derived from its probability (docs/domain/lottery.md#pk10). */
export const DEFAULT_PK10_CONFIG: EConfig = {
  odds: {
    position: ratio('9.8'),
    position_big_small: ratio('1.96'),
    position_odd_even: ratio('1.96'),
    dragon_tiger: ratio('1.96'),
    top3_big_small: ratio('1.96'),
    'gy_big_small:big': discounted(40, 90, 97),
    'gy_big_small:small': discounted(50, 90, 97),
    'gy_odd_even:odd': discounted(50, 90, 97),
    'gy_odd_even:even': discounted(40, 90, 97),
    ...Object.fromEntries(
      Object.entries(GY_SUM_COUNTS).map(([sum, count]) => [`gy_sum:${sum}`, discounted(count, 90, 97)]),
    ),
  },
  paytables: {},
  ties: {},
}

export const { quoteBet, validateBet, settleBet, liabilityKeys, playTypes } = defineGame(PK10_SPECS)
