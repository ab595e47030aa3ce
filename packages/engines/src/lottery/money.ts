/**
 * Money and odds for every lottery engine. Amounts are integer minor units (bigint); odds and
 * prices are exact integer ratios, so 1.95 is 195/100 and a payout is computed once, exactly,
 * then rounded down to the minor unit (docs/domain/lottery.md#settlement-and-liability). Odds are the total paid back per
 * 1 unit staked, the stake not returned on top (docs/domain/lottery.md#odds-and-money).
 */
export interface Ratio {
  num: bigint
  den: bigint
}

const DECIMAL = /^(\d+)(?:\.(\d+))?$/
const FRACTION = /^(\d+)\/(\d+)$/

/** An exact ratio from a decimal string ('1.95'), a fraction ('39/20', as `ratioText` stores it), an integer, or num/den. */
export function ratio(value: string | number | bigint, den: bigint = 1n): Ratio {
  if (typeof value === 'string') {
    const parts = FRACTION.exec(value)
    if (parts) return reduce({ num: BigInt(parts[1]!), den: BigInt(parts[2]!) * den })
    const match = DECIMAL.exec(value)
    if (!match) throw new RangeError(`not a decimal: ${value}`)
    const fraction = match[2] ?? ''
    return reduce({ num: BigInt(match[1]! + fraction), den: 10n ** BigInt(fraction.length) * den })
  }
  if (typeof value === 'number' && !Number.isSafeInteger(value))
    throw new RangeError(`use a decimal string for ${value}`)
  return reduce({ num: BigInt(value), den })
}

/** 'num/den', lowest terms: how a bet row stores the odds it was accepted at. */
export function ratioText(r: Ratio): string {
  const { num, den } = reduce(r)
  return `${num}/${den}`
}

export function reduce(r: Ratio): Ratio {
  if (r.den <= 0n || r.num < 0n) throw new RangeError('ratios are non-negative with a positive denominator')
  const g = gcd(r.num, r.den)
  return g > 1n ? { num: r.num / g, den: r.den / g } : r
}

export function sameRatio(a: Ratio, b: Ratio): boolean {
  return a.num * b.den === b.num * a.den
}

export function isRatio(value: unknown): value is Ratio {
  if (typeof value !== 'object' || value === null) return false
  const r = value as Partial<Ratio>
  return typeof r.num === 'bigint' && typeof r.den === 'bigint' && r.num >= 0n && r.den > 0n
}

/** amount × r × times, rounded down: every payout goes through here. */
export function payoutOf(amount: bigint, r: Ratio, times: bigint | number = 1n): bigint {
  return (amount * r.num * BigInt(times)) / r.den
}

/** amount × r × times, rounded up: what a bet costs, so that a discount never under-charges. */
export function costOf(amount: bigint, r: Ratio, times: bigint | number = 1n): bigint {
  const n = amount * r.num * BigInt(times)
  return (n + r.den - 1n) / r.den
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a
  let y = b
  while (y > 0n) [x, y] = [y, x % y]
  return x === 0n ? 1n : x
}

/** Why a bet is refused, and which field of it; the settlement service maps codes to AppErrors. */
export type BetErrorCode =
  'play_type_invalid' | 'numbers_invalid' | 'stake_invalid' | 'odds_changed' | 'stations_invalid' | 'position_invalid'
export type BetCheck = { ok: true } | { ok: false; code: BetErrorCode; field: string }

export const OK: BetCheck = { ok: true }
export function refuse(code: BetErrorCode, field: string): BetCheck {
  return { ok: false, code, field }
}

export interface Settlement {
  /** 'void' refunds the stake (payout = stake): a tie rule or a draw that never counted. */
  status: 'won' | 'lost' | 'void'
  /** Minor units paid back, 0 when lost. */
  payout: bigint
  /**
   * Paid back per unit staked: payout = unit x rate, rounded down (payoutOf). Every engine pays
   * that way, so bets alike in all but their stake settle alike, and a store can pay a million of
   * them from one rate (decision 033). 1 when void (the stake comes back), 0 when lost.
   */
  rate: Ratio
  /** Hits counted: occurrences for lo and bao lo, matched prize slots for 4D, 0 or 1 otherwise. */
  wins: number
  /** A short audit line for the bet record, e.g. '24 x3'. */
  detail: string
}

/**
 * What a bet can cost the house, for per-number and per-issue caps (docs/domain/lottery.md#settlement-and-liability):
 * `keys` are the numbers or outcomes it pays on (prefixed by the play family, e.g. 'lo2:24'),
 * `perKey` the payout if one key comes up once in its best slot, `maxPayout` the worst case.
 */
export interface Liability {
  keys: string[]
  perKey: bigint
  maxPayout: bigint
}

/** A bet of `unit` paid `rate` per unit: won when that comes to at least one minor unit. */
export function settled(unit: bigint, rate: Ratio, wins: number, detail: string): Settlement {
  const payout = payoutOf(unit, rate)
  return { status: payout > 0n ? 'won' : 'lost', payout, rate, wins, detail }
}

/** The stake back, whatever it was. */
export function refunded(unit: bigint, detail: string): Settlement {
  return { status: 'void', payout: unit, rate: { num: 1n, den: 1n }, wins: 0, detail }
}

export function isPositiveStake(value: unknown): value is bigint {
  return typeof value === 'bigint' && value > 0n
}
