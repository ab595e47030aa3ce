import { type FairStream, drawWithoutReplacement } from '../../fair'
import { ratio } from '../money'
import { type EConfig, type Specs, bigSmall, defineGame, discounted, integers, oddEven, side, sumOf } from './core'

/** 11x5 (docs/domain/lottery.md#11x5): five distinct balls 1-11, in draw order. */
export type X11x5Result = number[]

export function drawResult(stream: FairStream): X11x5Result {
  return drawWithoutReplacement(11, 5, stream).map((i) => i + 1)
}

const at = (result: X11x5Result, position: number | undefined) => result[(position ?? 1) - 1]!
const win = (condition: boolean) => (condition ? 'win' : 'lose')
const sameSet = (a: readonly number[], b: readonly string[]) =>
  a.length === b.length && b.every((p) => a.includes(Number(p)))

/** Any-k for k = 1..8: the k picks all drawn (k <= 5) or the 5 drawn all picked (k >= 5). */
const anyK = {
  picksValid: (p: string[]) => p.length >= 1 && p.length <= 8 && integers(p.length, 1, 11)(p),
  judge: (bet: { picks: string[] }, r: X11x5Result) =>
    win(bet.picks.filter((p) => r.includes(Number(p))).length === Math.min(bet.picks.length, 5)),
  oddsKeys: (bet: { picks: string[] }) => [`any:${bet.picks.length}`],
}

export const X11X5_SPECS: Specs<X11x5Result> = {
  any: anyK,
  front1: { picksValid: integers(1, 1, 11), judge: (bet, r) => win(r[0] === Number(bet.picks[0])) },
  front2_direct: {
    picksValid: integers(2, 1, 11),
    judge: (bet, r) => win(bet.picks.every((p, i) => r[i] === Number(p))),
    oddsKeys: () => ['front2_direct'],
  },
  front2_group: {
    picksValid: integers(2, 1, 11),
    judge: (bet, r) => win(sameSet(r.slice(0, 2), bet.picks)),
    oddsKeys: () => ['front2_group'],
  },
  front3_direct: {
    picksValid: integers(3, 1, 11),
    judge: (bet, r) => win(bet.picks.every((p, i) => r[i] === Number(p))),
    oddsKeys: () => ['front3_direct'],
  },
  front3_group: {
    picksValid: integers(3, 1, 11),
    judge: (bet, r) => win(sameSet(r.slice(0, 3), bet.picks)),
    oddsKeys: () => ['front3_group'],
  },
  // Ball 11 is neither big nor small, odd nor even here: a tie, refunded by default ([S22]).
  position_big_small: side(
    ['big', 'small'],
    (r, bet) => (at(r, bet.position) === 11 ? 'tie' : bigSmall(at(r, bet.position) >= 6)),
    5,
  ),
  position_odd_even: side(
    ['odd', 'even'],
    (r, bet) => (at(r, bet.position) === 11 ? 'tie' : oddEven(at(r, bet.position))),
    5,
  ),
  sum_big_small: side(['big', 'small'], (r) => (sumOf(r) === 30 ? 'tie' : bigSmall(sumOf(r) > 30))),
  dragon_tiger: side(['dragon', 'tiger'], (r) => (r[0]! > r[4]! ? 'dragon' : 'tiger')),
}

/** Any-k and front bets at 97% of fair (docs/domain/lottery.md#11x5), rounded down to 0.01; two-sided at 1.98 with ties refunded. */
export const DEFAULT_11X5_CONFIG: EConfig = {
  odds: {
    'any:1': discounted(5, 11, 97),
    'any:2': discounted(10, 55, 97),
    'any:3': discounted(10, 165, 97),
    'any:4': discounted(5, 330, 97),
    'any:5': discounted(1, 462, 97),
    'any:6': discounted(6, 462, 97),
    'any:7': discounted(21, 462, 97),
    'any:8': discounted(56, 462, 97),
    front1: discounted(1, 11, 97),
    front2_direct: discounted(1, 110, 97),
    front2_group: discounted(1, 55, 97),
    front3_direct: discounted(1, 990, 97),
    front3_group: discounted(1, 165, 97),
    position_big_small: ratio('1.98'),
    position_odd_even: ratio('1.98'),
    sum_big_small: ratio('1.98'),
    dragon_tiger: ratio('1.96'),
  },
  paytables: {},
  ties: { position_big_small: 'void', position_odd_even: 'void', sum_big_small: 'void' },
}

export const { quoteBet, validateBet, settleBet, liabilityKeys, playTypes } = defineGame(X11X5_SPECS)
