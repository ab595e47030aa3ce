import type { BetInput, LotteryPlayType, LotteryResult, LotteryTrend } from '@sea/contract'
import { type Liability, type Ratio, type Settlement, ratio, ratioText } from '@sea/engines/lottery'
import type { FairStream } from '@sea/engines/fair'
import type { LotteryEngine, LotteryStation } from '../../../db/lottery-schema'
import { AppError } from '../../../lib/app-error'

/**
 * What the lottery services need from an engine family, in one shape: the engines stay pure
 * (packages/engines), these adapters only translate between API input, stored rows and engine
 * types. A bet is stored as text columns (numbers and stations comma-joined, odds and price as
 * exact ratios) so that settlement reads plain rows.
 */
export interface StoredBet {
  playType: string
  numbers: string[]
  stations: string[]
  position: number | null
  form: string | null
  unit: bigint
  points: boolean
  odds: string
  price: string
  terms: string | null
}

export interface AcceptedBet {
  bet: StoredBet
  cost: bigint
  /** Stake per covered number and station, for the per-number limit. */
  perNumber: bigint
  liability: Liability
}

export interface GameInfo {
  engine: LotteryEngine
  region: 'north' | 'central' | 'south' | null
}

export interface EngineAdapter<Prepared = unknown> {
  playTypes(game: GameInfo): LotteryPlayType[]
  /** The bet as the engine accepts it, quoted at today's odds; throws bet_invalid or odds_changed. */
  accept(game: GameInfo, input: BetInput, stations: readonly LotteryStation[]): AcceptedBet
  /** In-house draw from the fair stream. */
  draw(stream: FairStream, game: GameInfo, stations: readonly LotteryStation[]): LotteryResult
  /** An operator-entered official result, checked; throws result_invalid. */
  parseEntered(input: unknown, game: GameInfo, stations: readonly LotteryStation[]): LotteryResult
  prepare(result: LotteryResult): Prepared
  settle(prepared: Prepared, bet: StoredBet): Settlement
  headline(result: LotteryResult): string[]
  trend(results: readonly LotteryResult[]): LotteryTrend['series']
}

export function betInvalid(field: string, why = 'not accepted'): AppError {
  return new AppError('bet_invalid', `Bet ${field}: ${why}`, [{ path: `/body/bets/${field}`, message: why }])
}

/** Maps an engine refusal to the API's codes. */
export function refusal(check: { ok: true } | { ok: false; code: string; field: string }): void {
  if (check.ok) return
  if (check.code === 'odds_changed') throw new AppError('odds_changed', 'The odds changed since the slip was made')
  throw betInvalid(check.field, check.code)
}

export function resultInvalid(field: string): AppError {
  return new AppError('result_invalid', `Result ${field} is not valid`, [{ path: `/body/result/${field}`, message: 'not valid' }])
}

/** The odds the member saw must still be today's. */
export function checkQuotedOdds(input: BetInput, odds: Ratio): void {
  if (input.odds === undefined) return
  const seen = ratio(input.odds)
  if (seen.num * odds.den !== odds.num * seen.den) throw new AppError('odds_changed', 'The odds changed since the slip was made')
}

const ratios = new Map<string, Ratio>()
/** Parsed once per distinct text: a million bets share a handful of odds. */
export function ratioOf(text: string): Ratio {
  let r = ratios.get(text)
  if (!r) {
    r = ratio(text)
    if (ratios.size < 10_000) ratios.set(text, r)
  }
  return r
}

/** A decimal for display: at most 4 places, trailing zeros dropped. */
export function decimalOf(r: Ratio): string {
  const whole = r.num / r.den
  const frac = ((r.num % r.den) * 10_000n) / r.den
  if (frac === 0n) return String(whole)
  return `${whole}.${String(frac).padStart(4, '0').replace(/0+$/, '')}`
}

export const text = ratioText

/** Counts of values over draws, with the draws since each last came up (results newest first). */
export function series(label: string, universe: readonly string[], draws: ReadonlyArray<readonly string[]>): LotteryTrend['series'][number] {
  const count = new Map<string, number>(universe.map((v) => [v, 0]))
  const missing = new Map<string, number>()
  draws.forEach((values, age) => {
    for (const v of values) {
      if (!count.has(v)) continue
      count.set(v, count.get(v)! + 1)
      if (!missing.has(v)) missing.set(v, age)
    }
  })
  const items = universe.map((value) => ({ value, count: count.get(value)!, missing: missing.get(value) ?? draws.length }))
  const hot = [...items].sort((a, b) => b.count - a.count || a.missing - b.missing).slice(0, 5).map((i) => i.value)
  const cold = [...items].sort((a, b) => b.missing - a.missing || a.count - b.count).slice(0, 5).map((i) => i.value)
  return { label, items, hot, cold }
}

export const range = (from: number, to: number, pad = 0): string[] =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(pad, '0'))
