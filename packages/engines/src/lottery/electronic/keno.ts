import { type FairStream, drawWithoutReplacement } from '../../fair'
import { type Ratio, ratio } from '../money'
import { type EConfig, type Specs, bigSmall, defineGame, integers, oddEven, side, sumOf } from './core'

/** Keno / KL8 (docs/domain/lottery.md#keno): twenty distinct numbers 1-80, in draw order. */
export type KenoResult = number[]

export function drawResult(stream: FairStream): KenoResult {
  return drawWithoutReplacement(80, 20, stream).map((i) => i + 1)
}

const countWhere = (r: KenoResult, test: (n: number) => boolean) => r.filter(test).length
/** Majority of 1-40 is 'up', 10-10 'middle'; the odd/even count works the same way. */
const split = (count: number, names: readonly [string, string, string]) =>
  count > 10 ? names[0] : count === 10 ? names[1] : names[2]

export const KENO_SPECS: Specs<KenoResult> = {
  pick: {
    picksValid: (p) => p.length >= 1 && p.length <= 10 && integers(p.length, 1, 80)(p),
    judge: (bet, r) => ({ hits: bet.picks.filter((p) => r.includes(Number(p))).length }),
    paytableKey: (bet) => `pick:${bet.picks.length}`,
  },
  // A sum of exactly 810 is its own bet; big and small then lose.
  sum_big_small: side(['big', 'small', '810'], (r) => (sumOf(r) === 810 ? '810' : bigSmall(sumOf(r) > 810))),
  sum_odd_even: side(['odd', 'even'], (r) => oddEven(sumOf(r))),
  up_down: side(['up', 'middle', 'down'], (r) =>
    split(
      countWhere(r, (n) => n <= 40),
      ['up', 'middle', 'down'],
    ),
  ),
  odd_even_count: side(['odd', 'tie', 'even'], (r) =>
    split(
      countWhere(r, (n) => n % 2 === 1),
      ['odd', 'tie', 'even'],
    ),
  ),
}

/** The paytable of docs/domain/lottery.md#keno (multipliers incl. stake) by hits, 92-94% RTP for every k. */
function paytable(k: number, pays: Record<number, string>): Ratio[] {
  return Array.from({ length: k + 1 }, (_, hits) => ratio(pays[hits] ?? 0))
}

export const DEFAULT_KENO_CONFIG: EConfig = {
  odds: {
    'sum_big_small:big': ratio('1.96'),
    'sum_big_small:small': ratio('1.96'),
    'sum_big_small:810': ratio(220),
    sum_odd_even: ratio('1.96'),
    'up_down:up': ratio('2.4'),
    'up_down:down': ratio('2.4'),
    'up_down:middle': ratio('4.6'),
    'odd_even_count:odd': ratio('2.4'),
    'odd_even_count:even': ratio('2.4'),
    'odd_even_count:tie': ratio('4.6'),
  },
  paytables: {
    'pick:1': paytable(1, { 1: '3.75' }),
    'pick:2': paytable(2, { 2: '15.5' }),
    'pick:3': paytable(3, { 3: '45', 2: '2.3' }),
    'pick:4': paytable(4, { 4: '100', 3: '7', 2: '1.5' }),
    'pick:5': paytable(5, { 5: '500', 4: '28', 3: '3.2' }),
    'pick:6': paytable(6, { 6: '1600', 5: '100', 4: '8', 3: '1.4' }),
    'pick:7': paytable(7, { 7: '5000', 6: '400', 5: '28', 4: '3.5', 3: '0.5' }),
    'pick:8': paytable(8, { 8: '15000', 7: '1500', 6: '100', 5: '11', 4: '2.2' }),
    'pick:9': paytable(9, { 9: '40000', 8: '3000', 7: '300', 6: '45', 5: '6', 4: '1.4' }),
    'pick:10': paytable(10, { 10: '100000', 9: '6000', 8: '800', 7: '120', 6: '20', 5: '4.5', 0: '2.5' }),
  },
  ties: {},
}

export const { quoteBet, validateBet, settleBet, liabilityKeys, playTypes } = defineGame(KENO_SPECS)
