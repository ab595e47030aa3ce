import {
  type BetCheck,
  type Liability,
  type Ratio,
  type Settlement,
  OK,
  costOf,
  isPositiveStake,
  isRatio,
  payoutOf,
  ratio,
  refuse,
  sameRatio,
  settled,
} from '../money'
import {
  type VnConfig,
  type VnPlayType,
  type VnPositionalType,
  COMBINATION_TYPES,
  DIGITS,
  FACE_TYPES,
  POSITIONAL_TYPES,
  combosOf,
  positionsOf,
} from './config'
import { type VnRegion, type VnSheet, VN_REGIONS } from './sheet'

/**
 * One Vietnam bet line. `unit` is points (northern points model, lo2 and lo3) or minor units of
 * stake or face per number; `odds` (paid per unit per hit) and `price` (charged per unit, per
 * number and per station) are fixed at bet time from `quoteBet`.
 */
export interface VnBet {
  region: VnRegion
  stations: string[]
  playType: VnPlayType
  numbers: string[]
  unit: bigint
  odds: Ratio
  price: Ratio
}

const isCombination = (type: VnPlayType): boolean => (COMBINATION_TYPES as readonly string[]).includes(type)
const XIEN_SIZE: Partial<Record<VnPlayType, number>> = { xien2: 2, xien3: 3, xien4: 4 }

/** Today's odds and price for a draft, or null when the region does not offer the play type. */
export function quoteBet(
  config: VnConfig,
  draft: Pick<VnBet, 'region' | 'playType' | 'numbers'>,
): { odds: Ratio; price: Ratio } | null {
  const region = Object.hasOwn(config.regions, draft.region) ? config.regions[draft.region] : undefined
  if (!region) return null
  const type = draft.playType
  if (type === 'lo_truot') {
    const odds = region.loTruot[draft.numbers.length]
    return odds ? { odds, price: ratio(1) } : null
  }
  const odds = region.odds[type]
  if (!odds) return null
  if (region.model === 'points' && (type === 'lo2' || type === 'lo3')) {
    const point = region.pointPrice[type]
    return point === undefined ? null : { odds, price: ratio(point) }
  }
  if (FACE_TYPES.has(type)) {
    const { num, den } = region.multiplier
    return { odds, price: ratio(num * BigInt(combosOf(draft.region, type as VnPositionalType)), den) }
  }
  return { odds, price: ratio(1) }
}

export function validateBet(config: VnConfig, bet: VnBet): BetCheck {
  if (!VN_REGIONS.includes(bet.region)) return refuse('stations_invalid', 'region')
  const region = config.regions[bet.region]
  const known = (POSITIONAL_TYPES as readonly string[]).includes(bet.playType) || isCombination(bet.playType)
  if (!known) return refuse('play_type_invalid', 'playType')
  const stations = bet.stations
  if (!Array.isArray(stations) || stations.length < 1 || stations.length > region.maxStations)
    return refuse('stations_invalid', 'stations')
  if (new Set(stations).size !== stations.length || !stations.every((s) => typeof s === 'string' && s.length > 0))
    return refuse('stations_invalid', 'stations')
  if (!numbersValid(config, bet)) return refuse('numbers_invalid', 'numbers')
  const quote = quoteBet(config, bet)
  if (!quote) return refuse('play_type_invalid', 'playType')
  if (!isPositiveStake(bet.unit)) return refuse('stake_invalid', 'unit')
  if (
    !isRatio(bet.odds) ||
    !isRatio(bet.price) ||
    !sameRatio(bet.odds, quote.odds) ||
    !sameRatio(bet.price, quote.price)
  )
    return refuse('odds_changed', 'odds')
  return OK
}

function numbersValid(config: VnConfig, bet: VnBet): boolean {
  const numbers = bet.numbers
  if (!Array.isArray(numbers) || numbers.length === 0) return false
  const pattern = new RegExp(`^\\d{${DIGITS[bet.playType]}}$`)
  if (!numbers.every((n) => typeof n === 'string' && pattern.test(n)) || new Set(numbers).size !== numbers.length)
    return false
  const xien = XIEN_SIZE[bet.playType]
  if (xien !== undefined) return numbers.length === xien
  if (bet.playType === 'lo_truot') return true // the size is checked by the quote (loTruot keys)
  return numbers.length <= config.maxNumbers
}

/** Lines a bet is charged for: one per number, or one for a whole xien or lo truot. */
function lines(bet: VnBet): number {
  return isCombination(bet.playType) ? 1 : bet.numbers.length
}

/** What the player is charged: unit x price x lines x stations, rounded up. */
export function betCost(bet: VnBet): bigint {
  return costOf(bet.unit, bet.price, lines(bet) * bet.stations.length)
}

/** A draw's sheets, indexed once so that settling a million bets reads maps only. */
export interface VnResult {
  stations: Map<string, StationView>
}
interface StationView {
  counts: Map<VnPositionalType, Map<string, number>>
}

export function prepareResult(sheets: readonly VnSheet[]): VnResult {
  const stations = new Map<string, StationView>()
  for (const sheet of sheets) {
    const counts = new Map<VnPositionalType, Map<string, number>>()
    for (const type of POSITIONAL_TYPES) {
      const map = new Map<string, number>()
      for (const value of positionsOf(type, sheet)) map.set(value, (map.get(value) ?? 0) + 1)
      counts.set(type, map)
    }
    stations.set(sheet.station, { counts })
  }
  return { stations }
}

/**
 * The bet's hits: occurrences for positional types, 0 or 1 per station for xien and lo truot.
 * The config is not read (the bet carries its odds); it keeps one signature across games.
 * A station without a sheet throws: voiding a station's bets is the draw service's decision.
 */
export function settleBet(_config: VnConfig, bet: VnBet, result: VnResult): Settlement {
  let hits = 0
  const parts: string[] = []
  for (const code of bet.stations) {
    const view = result.stations.get(code)
    if (!view) throw new RangeError(`no sheet for station ${code}`)
    if (isCombination(bet.playType)) {
      const lo2 = view.counts.get('lo2')!
      const present = bet.numbers.filter((n) => lo2.has(n)).length
      const won = bet.playType === 'lo_truot' ? present === 0 : present === bet.numbers.length
      if (won) {
        hits += 1
        parts.push(`${code}:${bet.playType}`)
      }
      continue
    }
    const counts = view.counts.get(bet.playType as VnPositionalType)!
    for (const n of bet.numbers) {
      const c = counts.get(n) ?? 0
      hits += c
      if (c > 0) parts.push(`${code}:${n}x${c}`)
    }
  }
  return settled(bet.unit, { num: bet.odds.num * BigInt(hits), den: bet.odds.den }, hits, parts.join(' '))
}

/**
 * Keys are `station:playType:number`. A positional bet pays at most once per covered position
 * (each position shows one number); a combination once per station.
 */
export function liabilityKeys(bet: VnBet): Liability {
  const keys = bet.stations.flatMap((s) => bet.numbers.map((n) => `${s}:${bet.playType}:${n}`))
  const perKey = payoutOf(bet.unit, bet.odds)
  const worstHits = isCombination(bet.playType) ? 1 : combosOf(bet.region, bet.playType as VnPositionalType)
  return { keys, perKey, maxPayout: payoutOf(bet.unit, bet.odds, worstHits * bet.stations.length) }
}
