import { type FairStream } from '../../fair'
import { ratio } from '../money'
import { type EConfig, type Specs, bigSmall, defineGame, integers, oddEven, side, sumOf } from './core'

/** SSC (docs/domain/lottery.md#ssc): five independent digits, positions 1 (ten-thousands) to 5 (units). */
export type SscResult = number[]

export function drawResult(stream: FairStream): SscResult {
  return Array.from({ length: 5 }, () => stream.int(10))
}

const at = (result: SscResult, position: number | undefined) => result[(position ?? 1) - 1]!
/** Segment 1 = front 3 (positions 1-3), 2 = middle 3 (2-4), 3 = back 3 (3-5). */
const segment = (result: SscResult, position: number | undefined) =>
  result.slice((position ?? 1) - 1, (position ?? 1) + 2)

const SPECIALS = ['leopard', 'straight', 'pair', 'half_straight', 'misc'] as const

/** Three-digit shapes; 9-0-1 and 8-9-0 count as consecutive (docs/domain/lottery.md#ssc, [S22]). */
export function special3(digits: readonly number[]): (typeof SPECIALS)[number] {
  const [a, b, c] = [...digits].sort((x, y) => x - y) as [number, number, number]
  if (a === c) return 'leopard'
  if (a === b || b === c) return 'pair'
  const next = (x: number, y: number) => (x + 1) % 10 === y
  const set = new Set(digits)
  const has = (x: number) => set.has(x)
  if ([a, b, c].some((x) => has((x + 1) % 10) && has((x + 2) % 10))) return 'straight'
  const adjacent = [a, b, c].some((x) => [a, b, c].some((y) => next(x, y)))
  return adjacent ? 'half_straight' : 'misc'
}

export const SSC_SPECS: Specs<SscResult> = {
  position_digit: {
    positions: 5,
    picksValid: integers(1, 0, 9),
    judge: (bet, r) => (at(r, bet.position) === Number(bet.picks[0]) ? 'win' : 'lose'),
  },
  position_big_small: side(['big', 'small'], (r, bet) => bigSmall(at(r, bet.position) >= 5), 5),
  position_odd_even: side(['odd', 'even'], (r, bet) => oddEven(at(r, bet.position)), 5),
  sum_big_small: side(['big', 'small'], (r) => bigSmall(sumOf(r) >= 23)),
  sum_odd_even: side(['odd', 'even'], (r) => oddEven(sumOf(r))),
  // An equal first and last digit is its own outcome; dragon and tiger bets then follow the tie rule.
  dragon_tiger: {
    picksValid: (p) => p.length === 1 && ['dragon', 'tiger', 'tie'].includes(p[0]!),
    judge: (bet, r) => {
      const won = r[0]! > r[4]! ? 'dragon' : r[0]! < r[4]! ? 'tiger' : 'tie'
      if (won === bet.picks[0]) return 'win'
      return won === 'tie' ? 'tie' : 'lose'
    },
  },
  special3: side(SPECIALS, (r, bet) => special3(segment(r, bet.position)), 3),
  direct3: {
    positions: 3,
    picksValid: integers(3, 0, 9, false),
    judge: (bet, r) => (segment(r, bet.position).every((d, i) => d === Number(bet.picks[i])) ? 'win' : 'lose'),
  },
}

/** Defaults at about 97-98% RTP; dragon and tiger are refunded on a tie (no source confirms it: docs/domain/lottery.md#ssc). */
export const DEFAULT_SSC_CONFIG: EConfig = {
  odds: {
    position_digit: ratio('9.8'),
    position_big_small: ratio('1.96'),
    position_odd_even: ratio('1.96'),
    sum_big_small: ratio('1.96'),
    sum_odd_even: ratio('1.96'),
    'dragon_tiger:dragon': ratio('1.96'),
    'dragon_tiger:tiger': ratio('1.96'),
    'dragon_tiger:tie': ratio('9.7'),
    'special3:leopard': ratio(97),
    'special3:straight': ratio('16.2'),
    'special3:pair': ratio('3.6'),
    'special3:half_straight': ratio('2.7'),
    'special3:misc': ratio('3.24'),
    direct3: ratio(970),
  },
  paytables: {},
  ties: { dragon_tiger: 'void' },
}

export const { quoteBet, validateBet, settleBet, liabilityKeys, playTypes } = defineGame(SSC_SPECS)
