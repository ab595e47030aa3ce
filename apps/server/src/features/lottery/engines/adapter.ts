import type { BetInput, Language, LotteryPlayType, LotteryResult, LotteryTrend } from '@sea/contract'
import { type Liability, type Ratio, type Settlement, ratio, ratioText } from '@sea/engines/lottery'
import type { FairStream } from '@sea/engines/fair'
import type { LotteryEngine, LotteryStation } from '../../../db/lottery-schema'
import { AppError } from '../../../lib/app-error'
import { groupName, playTypeGroup, playTypeName } from './play-type-names'
import type { Terms } from './terms'

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

/** A game as sold on one merchant's terms: its play types and the quote and checks of a bet. */
export interface Priced {
  playTypes(language: Language): LotteryPlayType[]
  /** The bet as the engine accepts it, quoted on these terms; throws bet_invalid or odds_changed. */
  accept(input: BetInput, stations: readonly LotteryStation[]): AcceptedBet
}

/** A trend series as the engine counts it; the /lgw call names it in the request's language. */
export type Series = Omit<LotteryTrend['series'][number], 'name'>

export interface EngineAdapter<Prepared = unknown> {
  /**
   * The platform's default terms (decision 030). Money (the northern points model) is scaled to
   * a currency by `unit`, the minor units worth about 1,000 VND there (currency-units.ts).
   */
  defaults(unit: bigint): Terms
  /** Refuses overrides the engine does not have, and any that returns above the rail (terms.ts). */
  checkOverrides(overrides: Terms, defaults: Terms): void
  /** The game sold on these terms (the defaults with a merchant's overrides laid over them). */
  priced(terms: Terms): Priced
  /** In-house draw from the fair stream. */
  draw(stream: FairStream, stations: readonly LotteryStation[]): LotteryResult
  /** An operator-entered official result, checked; throws result_invalid. */
  parseEntered(input: unknown, stations: readonly LotteryStation[]): LotteryResult
  prepare(result: LotteryResult): Prepared
  /** Settles from the bet alone: odds, prices and prize tables are fixed on the bet when it is placed. */
  settle(prepared: Prepared, bet: StoredBet): Settlement
  headline(result: LotteryResult): string[]
  trend(results: readonly LotteryResult[]): Series[]
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
  return new AppError('result_invalid', `Result ${field} is not valid`, [
    { path: `/body/result/${field}`, message: 'not valid' },
  ])
}

/** The odds the member saw must still be today's. */
export function checkQuotedOdds(input: BetInput, odds: Ratio): void {
  if (input.odds === undefined) return
  const seen = ratio(input.odds)
  if (seen.num * odds.den !== odds.num * seen.den)
    throw new AppError('odds_changed', 'The odds changed since the slip was made')
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

/** One entry of a play type's oddsBy list. */
export const oddsEntry = (key: string, r: Ratio) => ({ key, odds: text(r), oddsDisplay: decimalOf(r) })

/** A play type's name and tab in the request's language, as every engine's play-type list opens. */
export function playTypeLabel(playType: string, language: Language) {
  const group = playTypeGroup(playType)
  return { playType, name: playTypeName(playType, language), group, groupName: groupName(group, language) }
}

/** Parsed once per distinct text: a million bets share a handful of prize tables. */
export function parsedOnce<T>(parse: (text: string) => T): (text: string) => T {
  const parsed = new Map<string, T>()
  return (text) => {
    let value = parsed.get(text)
    if (value === undefined) {
      value = parse(text)
      parsed.set(text, value)
    }
    return value
  }
}

/** Counts of values over draws, with the draws since each last came up (results newest first). */
export function series(label: string, universe: readonly string[], draws: ReadonlyArray<readonly string[]>): Series {
  const count = new Map<string, number>(universe.map((v) => [v, 0]))
  const missing = new Map<string, number>()
  draws.forEach((values, age) => {
    for (const v of values) {
      if (!count.has(v)) continue
      count.set(v, count.get(v)! + 1)
      if (!missing.has(v)) missing.set(v, age)
    }
  })
  const items = universe.map((value) => ({
    value,
    count: count.get(value)!,
    missing: missing.get(value) ?? draws.length,
  }))
  const hot = [...items]
    .sort((a, b) => b.count - a.count || a.missing - b.missing)
    .slice(0, 5)
    .map((i) => i.value)
  const cold = [...items]
    .sort((a, b) => b.missing - a.missing || a.count - b.count)
    .slice(0, 5)
    .map((i) => i.value)
  return { label, items, hot, cold }
}

export const range = (from: number, to: number, pad = 0): string[] =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(pad, '0'))

/**
 * Every input of a bet's settlement but its unit, as one canonical text. Every engine pays unit x
 * rate (Settlement.rate), so equal texts settle at equal rates, whatever the stakes: settlement
 * runs the engine once per text and pays every bet from it (decisions 028, 033).
 */
export function selectionOf(b: StoredBet): string {
  return [
    b.playType,
    b.numbers.join(','),
    b.stations.join(','),
    b.position ?? '',
    b.form ?? '',
    b.points ? '1' : '0',
    b.odds,
    b.price,
    b.terms ?? '',
  ].join('|')
}

/** A selection back as a bet of one unit. */
export function parseSelection(text: string): StoredBet {
  const [
    playType = '',
    numbers = '',
    stations = '',
    position = '',
    form = '',
    points = '0',
    odds = '',
    price = '',
    ...terms
  ] = text.split('|')
  const rest = terms.join('|')
  return {
    playType,
    numbers: numbers === '' ? [] : numbers.split(','),
    stations: stations === '' ? [] : stations.split(','),
    position: position === '' ? null : Number(position),
    form: form === '' ? null : form,
    unit: 1n,
    points: points === '1',
    odds,
    price,
    terms: rest === '' ? null : rest,
  }
}
