import {
  type BetCheck,
  type Liability,
  type Ratio,
  type Settlement,
  OK,
  isPositiveStake,
  isRatio,
  payoutOf,
  ratio,
  refuse,
  sameRatio,
  settled,
} from '../money'
import { type FourDCategory, type FourDResult, CATEGORIES, slotsOf } from './result'

/**
 * 4D bets (docs/domain/lottery.md#4d-bets-and-prizes). Big wins on all 23 numbers, Small on 1st to 3rd only. Forms:
 * ordinary (one number), roll (one digit 'R' = 10 ordinary bets), box (every distinct
 * permutation, each a full bet) and ibox (one unit over all permutations, divided prizes).
 */
export type FourDSize = 'big' | 'small'
export type FourDForm = 'ordinary' | 'roll' | 'box' | 'ibox'
/** Paid per 1 unit staked, by category; a category missing pays nothing. */
export type FourDPrizes = Partial<Record<FourDCategory, Ratio>>

export interface FourDBet {
  size: FourDSize
  form: FourDForm
  /** Four digits; a roll has exactly one 'R'. */
  number: string
  /** Minor units per covered number (ordinary, roll, box) or for the whole ibox. */
  stake: bigint
  /** The prize table fixed at bet time by `quoteBet`. */
  prizes: FourDPrizes
}

export interface FourDConfig {
  forms: readonly FourDForm[]
  prizes: Record<FourDSize, FourDPrizes>
  /** iBox prize tables by permutation count (24, 12, 6 or 4); a count missing is not offered. */
  ibox: Record<FourDSize, Partial<Record<number, FourDPrizes>>>
}

const table = (first: number, second: number, third: number, starter?: number, consolation?: number): FourDPrizes => ({
  first: ratio(first),
  second: ratio(second),
  third: ratio(third),
  ...(starter === undefined ? {} : { starter: ratio(starter) }),
  ...(consolation === undefined ? {} : { consolation: ratio(consolation) }),
})

/** Singapore Pools (docs/domain/lottery.md#4d-bets-and-prizes, [S15]): Big 65.9%, Small 58.0%; iBet as published. */
export const DEFAULT_4D_CONFIG: FourDConfig = {
  forms: ['ordinary', 'roll', 'box', 'ibox'],
  prizes: { big: table(2000, 1000, 490, 250, 60), small: table(3000, 2000, 800) },
  ibox: {
    big: {
      24: table(83, 41, 20, 10, 3),
      12: table(166, 83, 40, 20, 6),
      6: table(335, 168, 85, 41, 10),
      4: table(500, 250, 127, 62, 15),
    },
    small: { 24: table(125, 83, 33) },
  },
}

/** Magnum, Sports Toto and Da Ma Cai ([S18], secondary): Big 64.0%, Small 65.0%; iBox 24 only. */
export const MALAYSIA_4D_CONFIG: FourDConfig = {
  forms: ['ordinary', 'roll', 'box', 'ibox'],
  prizes: { big: table(2500, 1000, 500, 180, 60), small: table(3500, 2000, 1000) },
  ibox: { big: { 24: table(105, 42, 21, 8, 3) }, small: { 24: table(146, 83, 42) } },
}

/** Distinct permutations of a 4-digit number (24, 12, 6, 4 or 1). */
export function permutationsOf(number: string): string[] {
  const out = new Set<string>()
  const walk = (prefix: string, rest: string) => {
    if (rest.length === 0) out.add(prefix)
    for (let i = 0; i < rest.length; i += 1) walk(prefix + rest[i], rest.slice(0, i) + rest.slice(i + 1))
  }
  walk('', number)
  return [...out].sort()
}

/** The numbers a bet covers. */
export function coveredNumbers(bet: Pick<FourDBet, 'form' | 'number'>): string[] {
  if (bet.form === 'roll') return Array.from({ length: 10 }, (_, d) => bet.number.replace('R', String(d)))
  if (bet.form === 'ordinary') return [bet.number]
  return permutationsOf(bet.number)
}

export function quoteBet(config: FourDConfig, draft: Pick<FourDBet, 'size' | 'form' | 'number'>): FourDPrizes | null {
  if (!config.forms.includes(draft.form)) return null
  if (draft.form !== 'ibox') return config.prizes[draft.size] ?? null
  return config.ibox[draft.size]?.[permutationsOf(draft.number).length] ?? null
}

const SIZES: readonly string[] = ['big', 'small']
const FORMS: readonly string[] = ['ordinary', 'roll', 'box', 'ibox']

export function validateBet(config: FourDConfig, bet: FourDBet): BetCheck {
  if (!SIZES.includes(bet.size) || !FORMS.includes(bet.form)) return refuse('play_type_invalid', 'playType')
  const pattern = bet.form === 'roll' ? /^(?=[^R]*R[^R]*$)[\dR]{4}$/ : /^\d{4}$/
  if (typeof bet.number !== 'string' || !pattern.test(bet.number)) return refuse('numbers_invalid', 'number')
  // A box or ibox of four equal digits is just an ordinary bet: refuse rather than mislabel it.
  if ((bet.form === 'box' || bet.form === 'ibox') && permutationsOf(bet.number).length === 1)
    return refuse('numbers_invalid', 'number')
  const quote = quoteBet(config, bet)
  if (!quote) return refuse('play_type_invalid', 'playType')
  if (!isPositiveStake(bet.stake)) return refuse('stake_invalid', 'stake')
  if (typeof bet.prizes !== 'object' || bet.prizes === null || !samePrizes(bet.prizes, quote))
    return refuse('odds_changed', 'prizes')
  return OK
}

function samePrizes(a: FourDPrizes, b: FourDPrizes): boolean {
  return CATEGORIES.every((c) => {
    const x = a[c]
    const y = b[c]
    return x === undefined || y === undefined ? x === y : isRatio(x) && sameRatio(x, y)
  })
}

/** Stake x covered numbers, or the stake alone for an ibox. */
export function betCost(bet: FourDBet): bigint {
  return bet.form === 'ibox' ? bet.stake : bet.stake * BigInt(coveredNumbers(bet).length)
}

/** Every matching prize slot pays; the sum is exact and rounded down once. The config is not read (the bet carries its prizes). */
export function settleBet(_config: FourDConfig, bet: FourDBet, result: FourDResult): Settlement {
  const covered = new Set(coveredNumbers(bet))
  let num = 0n
  let den = 1n
  let wins = 0
  const parts: string[] = []
  for (const [category, number] of slotsOf(result)) {
    const prize = bet.prizes[category]
    if (!prize || !covered.has(number)) continue
    wins += 1
    parts.push(`${category}:${number}`)
    num = num * prize.den + prize.num * den
    den *= prize.den
  }
  return settled(bet.stake, { num, den }, wins, parts.join(' '))
}

/** Keys are the covered numbers; worst case, each of the 23 slots shows one of them. */
export function liabilityKeys(bet: FourDBet): Liability {
  const keys = coveredNumbers(bet).map((n) => `4d:${n}`)
  const count: Record<FourDCategory, bigint> = { first: 1n, second: 1n, third: 1n, starter: 10n, consolation: 10n }
  let num = 0n
  let den = 1n
  let top = 0n
  for (const category of CATEGORIES) {
    const prize = bet.prizes[category]
    if (!prize) continue
    num = num * prize.den + count[category] * prize.num * den
    den *= prize.den
    const single = payoutOf(bet.stake, prize)
    if (single > top) top = single
  }
  return { keys, perKey: top, maxPayout: payoutOf(bet.stake, { num, den }) }
}
