import type { LotteryPlayType, LotteryResult } from '@sea/contract'
import { type Ratio, ratio, vietnam } from '@sea/engines/lottery'
import { fromMinor, toMinor } from '../../../lib/money'
import {
  type EngineAdapter,
  type GameInfo,
  type Priced,
  type StoredBet,
  betInvalid,
  checkQuotedOdds,
  decimalOf,
  oddsEntry,
  playTypeLabel,
  range,
  ratioOf,
  refusal,
  resultInvalid,
  series,
  text,
} from './adapter'
import {
  type Terms,
  knownKeys,
  knownPlayTypes,
  mergeTerms,
  onlyParts,
  over,
  parseValue,
  termsInvalid,
  valueText,
  withinRail,
} from './terms'

type VnBet = vietnam.VnBet
type VnPlayType = vietnam.VnPlayType
type VnRegion = vietnam.VnRegion
type VnRegionConfig = vietnam.VnRegionConfig
type VnResult = vietnam.VnResult
type VnSheet = vietnam.VnSheet

/**
 * Vietnam (docs/domain/lottery.md#vietnam) over `@sea/engines/lottery` vietnam: official regions and the
 * in-house fast draw. In the northern points model, lo2 and lo3 are sold in points: the point's
 * price and what a point pays per hit are money, so they are the terms scaled to the currency.
 */
const DEFAULTS = vietnam.DEFAULT_VN_CONFIG
const TYPES: readonly VnPlayType[] = [...vietnam.POSITIONAL_TYPES, ...vietnam.COMBINATION_TYPES]
const POINT_TYPES = ['lo2', 'lo3'] as const
const XIEN: Partial<Record<VnPlayType, number>> = { xien2: 2, xien3: 3, xien4: 4 }
/** The engine's defaults are in dong; `unit` minor units are worth 1,000 of them. */
const DONG_PER_UNIT = 1000n

const regionOf = (game: GameInfo): VnRegion => game.region ?? 'north'
const sheetsOf = (result: LotteryResult): VnSheet[] => (result.kind === 'vietnam' ? (result.sheets as VnSheet[]) : [])
const isPointType = (regional: VnRegionConfig, type: string) =>
  regional.model === 'points' && (POINT_TYPES as readonly string[]).includes(type)

function toEngine(region: VnRegion, bet: StoredBet): VnBet {
  return {
    region,
    stations: bet.stations,
    playType: bet.playType as VnPlayType,
    numbers: bet.numbers,
    unit: bet.unit,
    odds: ratioOf(bet.odds),
    price: ratioOf(bet.price),
  }
}

export function vietnamAdapter(game: GameInfo): EngineAdapter<VnResult> {
  const region = regionOf(game)
  const base = DEFAULTS.regions[region]
  const points = base.model === 'points'

  /** The engine's region config on these terms: a disabled play type has no odds, so it is not offered. */
  function configOf(terms: Terms): VnRegionConfig {
    const off = new Set(terms.disabled ?? [])
    const odds: VnRegionConfig['odds'] = {}
    for (const [type, value] of Object.entries(terms.odds ?? {})) {
      if (off.has(type)) continue
      odds[type as keyof VnRegionConfig['odds']] = isPointType(base, type) ? ratio(toMinor(value)) : ratio(value)
    }
    const pointPrice: VnRegionConfig['pointPrice'] = {}
    for (const type of POINT_TYPES) {
      const price = terms.pointPrices?.[type]
      if (price !== undefined) pointPrice[type] = toMinor(price)
    }
    const loTruot = off.has('lo_truot')
      ? {}
      : Object.fromEntries(Object.entries(terms.loTruot ?? {}).map(([size, value]) => [Number(size), ratio(value)]))
    return {
      ...base,
      odds,
      pointPrice,
      loTruot,
      multiplier: terms.multiplier === undefined ? base.multiplier : ratio(terms.multiplier),
    }
  }

  const withRegion = (regional: VnRegionConfig): vietnam.VnConfig => ({
    ...DEFAULTS,
    regions: { ...DEFAULTS.regions, [region]: regional },
  })

  /** What one play type pays per unit of what it costs (the probability is the same on any terms). */
  function returnOf(regional: VnRegionConfig, type: VnPlayType): Ratio | null {
    if (type === 'lo_truot') return null
    const quote = vietnam.quoteBet(withRegion(regional), { region, playType: type, numbers: [] })
    return quote ? over(quote.odds, quote.price) : null
  }

  function priced(terms: Terms): Priced {
    const regional = configOf(terms)
    const config = withRegion(regional)
    return {
      playTypes(language): LotteryPlayType[] {
        const out: LotteryPlayType[] = []
        for (const type of TYPES) {
          const sizes = type === 'lo_truot' ? Object.keys(regional.loTruot).map(Number) : []
          const quote = vietnam.quoteBet(config, {
            region,
            playType: type,
            numbers: type === 'lo_truot' ? range(0, (sizes[0] ?? 1) - 1, 2) : [],
          })
          if (!quote) continue
          const inPoints = isPointType(regional, type)
          const count = XIEN[type]
          out.push({
            ...playTypeLabel(type, language),
            unit: inPoints ? 'points' : 'money',
            pricePerUnit: text(quote.price),
            pricePerUnitDisplay: inPoints ? fromMinor(quote.price.num / quote.price.den) : decimalOf(quote.price),
            odds: type === 'lo_truot' ? null : text(quote.odds),
            oddsDisplay:
              type === 'lo_truot'
                ? null
                : inPoints
                  ? fromMinor(quote.odds.num / quote.odds.den)
                  : decimalOf(quote.odds),
            oddsBy: Object.entries(regional.loTruot).map(([size, odds]) => oddsEntry(`size:${size}`, odds)),
            paytable: null,
            numbers: {
              kind: 'digits',
              digits: vietnam.DIGITS[type],
              minCount: count ?? (sizes.length ? Math.min(...sizes) : 1),
              maxCount: count ?? (sizes.length ? Math.max(...sizes) : config.maxNumbers),
            },
            positions: null,
            forms: [],
          })
        }
        return out
      },

      accept(input, stations) {
        const playType = input.playType as VnPlayType
        if (!TYPES.includes(playType)) throw betInvalid('playType')
        const codes = input.stations ?? (stations[0] ? [stations[0].code] : [])
        if (!codes.every((c) => stations.some((s) => s.code === c)))
          throw betInvalid('stations', 'not drawing this issue')
        const quote = vietnam.quoteBet(config, { region, playType, numbers: input.numbers })
        if (!quote) throw betInvalid('playType', 'not offered')
        checkQuotedOdds(input, quote.odds)
        const inPoints = isPointType(regional, playType)
        if (inPoints ? input.points === undefined : input.stake === undefined)
          throw betInvalid(inPoints ? 'points' : 'stake', 'required')
        const unit = inPoints ? BigInt(input.points!) : toMinor(input.stake!, 'stake')
        const bet: VnBet = {
          region,
          stations: codes,
          playType,
          numbers: input.numbers,
          unit,
          odds: quote.odds,
          price: quote.price,
        }
        refusal(vietnam.validateBet(config, bet))
        const cost = vietnam.betCost(bet)
        const lines = BigInt((XIEN[playType] || playType === 'lo_truot' ? 1 : bet.numbers.length) * codes.length)
        return {
          bet: {
            playType,
            numbers: bet.numbers,
            stations: codes,
            position: null,
            form: null,
            unit,
            points: inPoints,
            odds: text(quote.odds),
            price: text(quote.price),
            terms: null,
          },
          cost,
          perNumber: cost / lines,
          liability: vietnam.liabilityKeys(bet),
        }
      },
    }
  }

  return {
    defaults(unit) {
      const money = (dong: bigint) => fromMinor((dong * unit) / DONG_PER_UNIT)
      const odds = Object.fromEntries(
        Object.entries(base.odds).map(([type, r]) => [
          type,
          isPointType(base, type) ? money(r.num / r.den) : valueText(r),
        ]),
      )
      return {
        odds,
        ...(points
          ? { pointPrices: Object.fromEntries(POINT_TYPES.map((type) => [type, money(base.pointPrice[type] ?? 0n)])) }
          : { multiplier: valueText(base.multiplier) }),
        loTruot: Object.fromEntries(Object.entries(base.loTruot).map(([size, r]) => [size, valueText(r)])),
        disabled: [],
      }
    },

    checkOverrides(overrides, defaults) {
      onlyParts(
        overrides,
        points ? ['odds', 'pointPrices', 'loTruot', 'disabled'] : ['odds', 'multiplier', 'loTruot', 'disabled'],
      )
      knownKeys('odds', overrides.odds, defaults.odds)
      knownKeys('pointPrices', overrides.pointPrices, defaults.pointPrices)
      knownKeys('loTruot', overrides.loTruot, defaults.loTruot)
      knownPlayTypes(overrides.disabled, TYPES)
      for (const [key, value] of Object.entries(overrides.odds ?? {})) {
        if (!isPointType(base, key)) parseValue(`odds/${key}`, value)
        else if (toMinor(value, `overrides/odds/${key}`) <= 0n) throw termsInvalid(`odds/${key}`, 'must be above zero')
      }
      for (const [key, value] of Object.entries(overrides.pointPrices ?? {}))
        if (toMinor(value, `overrides/pointPrices/${key}`) <= 0n)
          throw termsInvalid(`pointPrices/${key}`, 'must be above zero')
      for (const [key, value] of Object.entries(overrides.loTruot ?? {}))
        withinRail(`loTruot/${key}`, parseValue(`loTruot/${key}`, value), ratio(defaults.loTruot![key]!))
      if (overrides.multiplier !== undefined) parseValue('multiplier', overrides.multiplier)
      const fresh = configOf(mergeTerms(defaults, { ...overrides, disabled: [] }))
      const standard = configOf(defaults)
      for (const type of TYPES) {
        const now = returnOf(fresh, type)
        const was = returnOf(standard, type)
        if (now && was) withinRail(`odds/${type}`, now, was)
      }
    },

    priced,
    draw: (stream, stations) => ({
      kind: 'vietnam',
      sheets: [vietnam.drawResult(stream, region, stations[0]?.code ?? 'FAST')],
    }),

    parseEntered(input, stations): LotteryResult {
      const given = (input as { sheets?: unknown } | null)?.sheets
      if (!Array.isArray(given) || given.length !== stations.length) throw resultInvalid('sheets')
      const sheets: VnSheet[] = []
      for (const [i, raw] of given.entries()) {
        const parsed = vietnam.parseResultSheet(raw)
        if (!parsed.ok) throw resultInvalid(`sheets/${i}/${parsed.field}`)
        if (parsed.sheet.region !== region || !stations.some((s) => s.code === parsed.sheet.station))
          throw resultInvalid(`sheets/${i}/station`)
        sheets.push(parsed.sheet)
      }
      if (new Set(sheets.map((s) => s.station)).size !== sheets.length) throw resultInvalid('sheets')
      return { kind: 'vietnam', sheets }
    },

    prepare: (result) => vietnam.prepareResult(sheetsOf(result)),
    settle: (prepared, bet) => vietnam.settleBet(DEFAULTS, toEngine(region, bet), prepared),
    headline: (result) => sheetsOf(result).map((s) => s.prizes.DB?.[0] ?? ''),
    trend(results) {
      const main = results.map((r) => sheetsOf(r)[0]).filter((s): s is VnSheet => s !== undefined)
      const lo2 = main.map((s) => vietnam.positionsOf('lo2', s))
      const de = main.map((s) => vietnam.positionsOf('de', s))
      return [series('lo2', range(0, 99, 2), lo2), series('de', range(0, 99, 2), de)]
    },
  }
}
