import { type FairStream } from '../../fair'
import { ratio } from '../money'
import { type EConfig, type Specs, bigSmall, defineGame, integers, oddEven, side, sumOf } from './core'

/** K3 (docs/domain/lottery.md#k3): three independent dice 1-6. */
export type K3Result = number[]

export function drawResult(stream: FairStream): K3Result {
  return Array.from({ length: 3 }, () => stream.int(6) + 1)
}

const isTriple = (r: K3Result) => r[0] === r[1] && r[1] === r[2]
const countOf = (r: K3Result, v: number) => r.filter((d) => d === v).length
const sorted = (values: readonly number[]) => [...values].sort((a, b) => a - b).join('')
const win = (condition: boolean) => (condition ? 'win' : 'lose')

export const K3_SPECS: Specs<K3Result> = {
  sum: { picksValid: integers(1, 3, 18), judge: (bet, r) => win(sumOf(r) === Number(bet.picks[0])) },
  // A triple is a tie for the two-sided bets; the default rule ([S22]) is that they lose.
  big_small: side(['big', 'small'], (r) => (isTriple(r) ? 'tie' : bigSmall(sumOf(r) >= 11))),
  odd_even: side(['odd', 'even'], (r) => (isTriple(r) ? 'tie' : oddEven(sumOf(r)))),
  any_triple: { picksValid: (p) => p.length === 0, judge: (_bet, r) => win(isTriple(r)) },
  triple: { picksValid: integers(1, 1, 6), judge: (bet, r) => win(countOf(r, Number(bet.picks[0])) === 3) },
  three_different: {
    picksValid: integers(3, 1, 6),
    judge: (bet, r) => win(sorted(r) === sorted(bet.picks.map(Number))),
  },
  any_straight: {
    picksValid: (p) => p.length === 0,
    judge: (_bet, r) => win(['123', '234', '345', '456'].includes(sorted(r))),
  },
  /** Exactly two dice show the value (a triple does not count). */
  pair_any: { picksValid: integers(1, 1, 6), judge: (bet, r) => win(countOf(r, Number(bet.picks[0])) === 2) },
  /** picks = [pair value, single value], e.g. ['1', '2'] for 112. */
  pair_specific: {
    picksValid: integers(2, 1, 6),
    judge: (bet, r) => {
      const [pair, single] = bet.picks.map(Number) as [number, number]
      return win(countOf(r, pair) === 2 && countOf(r, single) === 1)
    },
  },
  two_different: {
    picksValid: integers(2, 1, 6),
    judge: (bet, r) => win(bet.picks.every((p) => r.includes(Number(p)))),
  },
}

const SUM_ODDS = [
  '189',
  '63',
  '31.5',
  '18.9',
  '12.6',
  '9',
  '7.65',
  '7',
  '7',
  '7.65',
  '9',
  '12.6',
  '18.9',
  '31.5',
  '63',
  '189',
]

/** The [S25] odds table (87.5% RTP, 88.5% for sums 9 and 12), decimal odds incl. stake. */
export const DEFAULT_K3_CONFIG: EConfig = {
  odds: {
    ...Object.fromEntries(SUM_ODDS.map((odds, i) => [`sum:${i + 3}`, ratio(odds)])),
    big_small: ratio('1.95'),
    odd_even: ratio('1.95'),
    any_triple: ratio('31.5'),
    triple: ratio(189),
    three_different: ratio('31.5'),
    any_straight: ratio('7.87'),
    pair_any: ratio('12.6'),
    pair_specific: ratio(63),
    two_different: ratio('6.3'),
  },
  paytables: {},
  ties: { big_small: 'lose', odd_even: 'lose' },
}

export const { quoteBet, validateBet, settleBet, liabilityKeys, playTypes } = defineGame(K3_SPECS)
