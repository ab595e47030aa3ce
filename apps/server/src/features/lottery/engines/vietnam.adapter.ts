import type { LotteryPlayType, LotteryResult } from '@sea/contract'
import { vietnam } from '@sea/engines/lottery'

type VnBet = vietnam.VnBet
type VnPlayType = vietnam.VnPlayType
type VnRegion = vietnam.VnRegion
type VnResult = vietnam.VnResult
type VnSheet = vietnam.VnSheet
import { toMinor } from '../../../lib/money'
import {
  type EngineAdapter, type GameInfo, type StoredBet, betInvalid, checkQuotedOdds, decimalOf, range, ratioOf, refusal, resultInvalid, series, text,
} from './adapter'

/** Vietnam (games.md section 1) over `@sea/engines/lottery` vietnam: official regions and the in-house fast draw. */
const CONFIG = vietnam.DEFAULT_VN_CONFIG
const TYPES: readonly VnPlayType[] = [...vietnam.POSITIONAL_TYPES, ...vietnam.COMBINATION_TYPES]
const GROUP: Partial<Record<VnPlayType, string>> = {
  lo2: 'lo', lo3: 'lo', lo4: 'lo', lo_truot: 'lo', de: 'de', de_head: 'de', de_tail: 'de', de_first2: 'de', de_g1: 'de',
  cang3: 'cang', cang4: 'cang', xien2: 'xien', xien3: 'xien', xien4: 'xien', dau: 'dau_duoi', duoi: 'dau_duoi', dau_duoi: 'dau_duoi', xiu_chu: 'xiu_chu',
}
const XIEN: Partial<Record<VnPlayType, number>> = { xien2: 2, xien3: 3, xien4: 4 }

const regionOf = (game: GameInfo): VnRegion => game.region ?? 'north'
const sheetsOf = (result: LotteryResult): VnSheet[] => (result.kind === 'vietnam' ? (result.sheets as VnSheet[]) : [])

function toEngine(game: GameInfo, bet: StoredBet): VnBet {
  return {
    region: regionOf(game), stations: bet.stations, playType: bet.playType as VnPlayType, numbers: bet.numbers,
    unit: bet.unit, odds: ratioOf(bet.odds), price: ratioOf(bet.price),
  }
}

export function vietnamAdapter(game: GameInfo): EngineAdapter<VnResult> {
  const region = regionOf(game)
  const regional = CONFIG.regions[region]
  return {
    playTypes(): LotteryPlayType[] {
      const out: LotteryPlayType[] = []
      for (const type of TYPES) {
        const sizes = type === 'lo_truot' ? Object.keys(regional.loTruot).map(Number) : []
        const quote = vietnam.quoteBet(CONFIG, { region, playType: type, numbers: type === 'lo_truot' ? range(0, (sizes[0] ?? 1) - 1, 2) : [] })
        if (!quote) continue
        const points = regional.model === 'points' && (type === 'lo2' || type === 'lo3')
        const count = XIEN[type]
        out.push({
          playType: type,
          name: type.replace(/_/g, ' '),
          group: GROUP[type] ?? 'other',
          unit: points ? 'points' : 'money',
          pricePerUnit: text(quote.price),
          pricePerUnitDisplay: decimalOf(points ? { num: quote.price.num, den: quote.price.den * 100n } : quote.price),
          odds: type === 'lo_truot' ? null : text(quote.odds),
          oddsDisplay: type === 'lo_truot' ? null : decimalOf(quote.odds),
          oddsBy: Object.entries(regional.loTruot).map(([size, odds]) => ({ key: `size:${size}`, odds: text(odds), oddsDisplay: decimalOf(odds) })),
          paytable: null,
          numbers: {
            kind: 'digits', digits: vietnam.DIGITS[type],
            minCount: count ?? (sizes.length ? Math.min(...sizes) : 1),
            maxCount: count ?? (sizes.length ? Math.max(...sizes) : CONFIG.maxNumbers),
          },
          positions: null,
          forms: [],
        })
      }
      return out
    },

    accept(_game, input, stations) {
      const playType = input.playType as VnPlayType
      if (!TYPES.includes(playType)) throw betInvalid('playType')
      const codes = input.stations ?? (stations[0] ? [stations[0].code] : [])
      if (!codes.every((c) => stations.some((s) => s.code === c))) throw betInvalid('stations', 'not drawing this issue')
      const quote = vietnam.quoteBet(CONFIG, { region, playType, numbers: input.numbers })
      if (!quote) throw betInvalid('playType', 'not offered')
      checkQuotedOdds(input, quote.odds)
      const points = regional.model === 'points' && (playType === 'lo2' || playType === 'lo3')
      if (points ? input.points === undefined : input.stake === undefined) throw betInvalid(points ? 'points' : 'stake', 'required')
      const unit = points ? BigInt(input.points!) : toMinor(input.stake!, 'stake')
      const bet: VnBet = { region, stations: codes, playType, numbers: input.numbers, unit, odds: quote.odds, price: quote.price }
      refusal(vietnam.validateBet(CONFIG, bet))
      const cost = vietnam.betCost(bet)
      const lines = BigInt((XIEN[playType] || playType === 'lo_truot' ? 1 : bet.numbers.length) * codes.length)
      return {
        bet: { playType, numbers: bet.numbers, stations: codes, position: null, form: null, unit, points, odds: text(quote.odds), price: text(quote.price), terms: null },
        cost,
        perNumber: cost / lines,
        liability: vietnam.liabilityKeys(bet),
      }
    },

    draw(stream, _game, stations): LotteryResult {
      return { kind: 'vietnam', sheets: [vietnam.drawResult(stream, region, stations[0]?.code ?? 'FAST')] }
    },

    parseEntered(input, _game, stations): LotteryResult {
      const given = (input as { sheets?: unknown } | null)?.sheets
      if (!Array.isArray(given) || given.length !== stations.length) throw resultInvalid('sheets')
      const sheets: VnSheet[] = []
      for (const [i, raw] of given.entries()) {
        const parsed = vietnam.parseResultSheet(raw)
        if (!parsed.ok) throw resultInvalid(`sheets/${i}/${parsed.field}`)
        if (parsed.sheet.region !== region || !stations.some((s) => s.code === parsed.sheet.station)) throw resultInvalid(`sheets/${i}/station`)
        sheets.push(parsed.sheet)
      }
      if (new Set(sheets.map((s) => s.station)).size !== sheets.length) throw resultInvalid('sheets')
      return { kind: 'vietnam', sheets }
    },

    prepare: (result) => vietnam.prepareResult(sheetsOf(result)),
    settle: (prepared, bet) => vietnam.settleBet(CONFIG, toEngine(game, bet), prepared),
    headline: (result) => sheetsOf(result).map((s) => s.prizes.DB?.[0] ?? ''),
    trend(results) {
      const main = results.map((r) => sheetsOf(r)[0]).filter((s): s is VnSheet => s !== undefined)
      const lo2 = main.map((s) => vietnam.positionsOf('lo2', s))
      const de = main.map((s) => vietnam.positionsOf('de', s))
      return [series('lo2', range(0, 99, 2), lo2), series('de', range(0, 99, 2), de)]
    },
  }
}
