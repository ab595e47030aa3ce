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
  refunded,
  refuse,
  sameRatio,
  settled,
} from '../money'

/**
 * The shared shape of the electronic lottery games (docs/domain/lottery.md#electronic-lottery): each game is a table
 * of play types, each a small spec, and the four functions below are built from that table.
 */
export interface EBet {
  playType: string
  /** Numbers as decimal strings ('7'), or a side ('big', 'dragon', 'leopard'). */
  picks: string[]
  /** 1-based position (or segment) for the play types that have one. */
  position?: number
  stake: bigint
  /** Decimal odds including the stake, fixed at bet time. */
  odds: Ratio
  /** Keno pick-k: multiplier by number of hits, fixed at bet time. */
  paytable?: Ratio[]
}

export interface EConfig {
  /** By `playType:pick` ('gy_sum:9', 'big_small:big') or by `playType`; a play type with no odds is not offered. */
  odds: Record<string, Ratio>
  /** Keno pick-k paytables by `pick:k`, indexed by hits. */
  paytables: Record<string, Ratio[]>
  /** What a tie does to a two-sided bet (docs/domain/lottery.md#electronic-lottery): refund ('void') or 'lose'; 'lose' when absent. */
  ties: Record<string, 'void' | 'lose'>
}

/** 'tie' hands the bet to the game's tie rule; hits index a paytable. */
export type Verdict = 'win' | 'lose' | 'tie' | { hits: number }

export interface PlaySpec<R> {
  /** Bets on this type name a position 1..positions; others name none. */
  positions?: number
  picksValid(picks: string[]): boolean
  judge(bet: EBet, result: R): Verdict
  /** Config keys to look the odds up by, most specific first. */
  oddsKeys?(bet: EBet): string[]
  /** Keno: the config.paytables key. */
  paytableKey?(bet: EBet): string
}

export type Specs<R> = Record<string, PlaySpec<R>>

export interface Quote {
  odds: Ratio
  paytable?: Ratio[]
}

function defaultKeys(bet: EBet): string[] {
  return bet.picks.length === 1 ? [`${bet.playType}:${bet.picks[0]}`, bet.playType] : [bet.playType]
}

export function quoteBet<R>(specs: Specs<R>, config: EConfig, bet: Pick<EBet, 'playType' | 'picks'>): Quote | null {
  const spec = Object.hasOwn(specs, bet.playType) ? specs[bet.playType] : undefined
  if (!spec) return null
  const full = bet as EBet
  if (spec.paytableKey) {
    const paytable = config.paytables[spec.paytableKey(full)]
    if (!paytable) return null
    const top = paytable.reduce((a, b) => (a.num * b.den >= b.num * a.den ? a : b), ratio(0))
    return { odds: top, paytable }
  }
  for (const key of (spec.oddsKeys ?? defaultKeys)(full)) {
    const odds = config.odds[key]
    if (odds) return { odds }
  }
  return null
}

export function validateBet<R>(specs: Specs<R>, config: EConfig, bet: EBet): BetCheck {
  const spec = Object.hasOwn(specs, bet.playType) ? specs[bet.playType] : undefined
  if (!spec) return refuse('play_type_invalid', 'playType')
  if (!Array.isArray(bet.picks) || !bet.picks.every((p) => typeof p === 'string') || !spec.picksValid(bet.picks))
    return refuse('numbers_invalid', 'picks')
  const positioned = bet.position !== undefined
  if (positioned !== (spec.positions !== undefined)) return refuse('position_invalid', 'position')
  if (positioned && (!Number.isInteger(bet.position) || bet.position! < 1 || bet.position! > spec.positions!))
    return refuse('position_invalid', 'position')
  const quote = quoteBet(specs, config, bet)
  if (!quote) return refuse('play_type_invalid', 'playType')
  if (!isPositiveStake(bet.stake)) return refuse('stake_invalid', 'stake')
  if (!isRatio(bet.odds) || !sameRatio(bet.odds, quote.odds)) return refuse('odds_changed', 'odds')
  if (quote.paytable && !samePaytable(bet.paytable, quote.paytable)) return refuse('odds_changed', 'paytable')
  return OK
}

function samePaytable(a: Ratio[] | undefined, b: Ratio[]): boolean {
  return Array.isArray(a) && a.length === b.length && a.every((r, i) => isRatio(r) && sameRatio(r, b[i]!))
}

const ZERO: Ratio = { num: 0n, den: 1n }

export function settleBet<R>(specs: Specs<R>, config: EConfig, bet: EBet, result: R): Settlement {
  const spec = specs[bet.playType]
  if (!spec) throw new RangeError(`unknown play type ${bet.playType}`)
  const verdict = spec.judge(bet, result)
  if (verdict === 'tie') {
    return config.ties[bet.playType] === 'void'
      ? refunded(bet.stake, 'tie: refunded')
      : settled(bet.stake, ZERO, 0, 'tie: lost')
  }
  if (typeof verdict === 'object') {
    return settled(bet.stake, bet.paytable?.[verdict.hits] ?? ZERO, verdict.hits, `hits ${verdict.hits}`)
  }
  return verdict === 'win' ? settled(bet.stake, bet.odds, 1, 'win') : settled(bet.stake, ZERO, 0, 'lose')
}

/** One key per bet (the outcome it pays on); it pays once, at most its top odds. */
export function liabilityKeys(bet: EBet): Liability {
  const at = bet.position === undefined ? '' : `@${bet.position}`
  const top = payoutOf(bet.stake, bet.odds)
  return { keys: [`${bet.playType}${at}:${bet.picks.join(',')}`], perKey: top, maxPayout: top }
}

/** The functions a game exports, bound to its spec table. */
export function defineGame<R>(specs: Specs<R>) {
  return {
    quoteBet: (config: EConfig, bet: Pick<EBet, 'playType' | 'picks'>) => quoteBet(specs, config, bet),
    validateBet: (config: EConfig, bet: EBet) => validateBet(specs, config, bet),
    settleBet: (config: EConfig, bet: EBet, result: R) => settleBet(specs, config, bet, result),
    liabilityKeys,
    playTypes: Object.keys(specs),
  }
}

// Spec builders for the common shapes.

/** A bet on one of a few sides: `outcome` names the winning side, or 'tie' when none wins. */
export function side<R>(
  sides: readonly string[],
  outcome: (result: R, bet: EBet) => string,
  positions?: number,
): PlaySpec<R> {
  return {
    positions,
    picksValid: (picks) => picks.length === 1 && sides.includes(picks[0]!),
    judge: (bet, result) => {
      const won = outcome(result, bet)
      if (won === bet.picks[0]) return 'win'
      return won === 'tie' ? 'tie' : 'lose'
    },
  }
}

/** `count` distinct integers in [min, max] (or with repeats when `distinct` is false). */
export function integers(count: number, min: number, max: number, distinct = true): (picks: string[]) => boolean {
  return (picks) => {
    if (
      picks.length !== count ||
      !picks.every((p) => /^\d{1,2}$/.test(p) && Number(p) >= min && Number(p) <= max && String(Number(p)) === p)
    )
      return false
    return !distinct || new Set(picks).size === picks.length
  }
}

export const bigSmall = (big: boolean): string => (big ? 'big' : 'small')
export const oddEven = (n: number): string => (n % 2 === 1 ? 'odd' : 'even')
export const sumOf = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0)

/** Odds at `percent` of fair (fair = den/num of a probability num/den), rounded down to 0.01. */
export function discounted(probNum: number, probDen: number, percent: number): Ratio {
  return ratio((BigInt(probDen) * BigInt(percent)) / BigInt(probNum), 100n)
}
