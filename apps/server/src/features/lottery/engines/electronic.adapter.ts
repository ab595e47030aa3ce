import type { LotteryPlayType, LotteryResult, NumberSpec } from '@sea/contract'
import { type Ratio, electronic, ratio } from '@sea/engines/lottery'

type EBet = electronic.EBet
type EConfig = electronic.EConfig
import type { FairStream } from '@sea/engines/fair'
import type { LotteryEngine } from '../../../db/lottery-schema'
import { toMinor } from '../../../lib/money'
import {
  type EngineAdapter,
  type Priced,
  type StoredBet,
  betInvalid,
  checkQuotedOdds,
  decimalOf,
  oddsEntry,
  parsedOnce,
  playTypeLabel,
  range,
  ratioOf,
  refusal,
  series,
  text,
} from './adapter'
import {
  type Terms,
  knownKeys,
  knownPlayTypes,
  onlyParts,
  parseValue,
  termsInvalid,
  valueText,
  withinRail,
} from './terms'

type ElectronicEngine = Exclude<LotteryEngine, 'vietnam' | 'fourd'>

interface Game {
  config: EConfig
  playTypes: readonly string[]
  quoteBet(config: EConfig, bet: Pick<EBet, 'playType' | 'picks'>): { odds: Ratio; paytable?: Ratio[] } | null
  validateBet(config: EConfig, bet: EBet): { ok: true } | { ok: false; code: string; field: string }
  settleBet(config: EConfig, bet: EBet, result: number[]): ReturnType<typeof electronic.pk10.settleBet>
  liabilityKeys(bet: EBet): ReturnType<typeof electronic.pk10.liabilityKeys>
  drawResult(stream: FairStream): number[]
}

const GAMES: Record<ElectronicEngine, Game> = {
  pk10: { ...electronic.pk10, config: electronic.pk10.DEFAULT_PK10_CONFIG },
  ssc: { ...electronic.ssc, config: electronic.ssc.DEFAULT_SSC_CONFIG },
  k3: { ...electronic.k3, config: electronic.k3.DEFAULT_K3_CONFIG },
  x11x5: { ...electronic.x11x5, config: electronic.x11x5.DEFAULT_11X5_CONFIG },
  keno: { ...electronic.keno, config: electronic.keno.DEFAULT_KENO_CONFIG },
}

const sides = (...options: string[]): NumberSpec => ({ kind: 'sides', options })
const pick = (count: number, min: number, max: number, distinct = true, maxCount = count): NumberSpec => ({
  kind: 'range',
  min,
  max,
  minCount: count,
  maxCount,
  distinct,
})
const BS = sides('big', 'small')
const OE = sides('odd', 'even')

/** How each play type's picks look (the engines check them; this tells the page what to draw), and its position count. */
const PICKS: Record<ElectronicEngine, Record<string, [spec: NumberSpec, positions?: number]>> = {
  pk10: {
    position: [pick(1, 1, 10), 10],
    position_big_small: [BS, 10],
    position_odd_even: [OE, 10],
    dragon_tiger: [sides('dragon', 'tiger'), 5],
    gy_sum: [pick(1, 3, 19)],
    gy_big_small: [BS],
    gy_odd_even: [OE],
    top3_big_small: [BS],
  },
  ssc: {
    position_digit: [pick(1, 0, 9), 5],
    position_big_small: [BS, 5],
    position_odd_even: [OE, 5],
    sum_big_small: [BS],
    sum_odd_even: [OE],
    dragon_tiger: [sides('dragon', 'tiger', 'tie')],
    special3: [sides('leopard', 'straight', 'pair', 'half_straight', 'misc'), 3],
    direct3: [pick(3, 0, 9, false), 3],
  },
  k3: {
    sum: [pick(1, 3, 18)],
    big_small: [BS],
    odd_even: [OE],
    any_triple: [pick(0, 1, 6)],
    triple: [pick(1, 1, 6)],
    three_different: [pick(3, 1, 6)],
    any_straight: [pick(0, 1, 6)],
    pair_any: [pick(1, 1, 6)],
    pair_specific: [pick(2, 1, 6)],
    two_different: [pick(2, 1, 6)],
  },
  x11x5: {
    any: [pick(1, 1, 11, true, 8)],
    front1: [pick(1, 1, 11)],
    front2_direct: [pick(2, 1, 11)],
    front2_group: [pick(2, 1, 11)],
    front3_direct: [pick(3, 1, 11)],
    front3_group: [pick(3, 1, 11)],
    position_big_small: [BS, 5],
    position_odd_even: [OE, 5],
    sum_big_small: [BS],
    dragon_tiger: [sides('dragon', 'tiger')],
  },
  keno: {
    pick: [pick(1, 1, 80, true, 10)],
    sum_big_small: [sides('big', 'small', '810')],
    sum_odd_even: [OE],
    up_down: [sides('up', 'middle', 'down')],
    odd_even_count: [sides('odd', 'tie', 'even')],
  },
}

/** Trend series: one per position, or the whole draw. */
const TREND: Record<ElectronicEngine, { positions: number; universe: string[] }> = {
  pk10: { positions: 10, universe: range(1, 10) },
  ssc: { positions: 5, universe: range(0, 9) },
  k3: { positions: 0, universe: range(1, 6) },
  x11x5: { positions: 5, universe: range(1, 11) },
  keno: { positions: 0, universe: range(1, 80) },
}

const paytableText = (p: Ratio[] | undefined) => (p ? JSON.stringify(p.map(text)) : null)
const paytableOf = parsedOnce((terms) => (JSON.parse(terms) as string[]).map(ratioOf))
const numbersOf = (result: LotteryResult): number[] => (result.kind === 'electronic' ? result.numbers : [])

function toEngine(bet: StoredBet): EBet {
  return {
    playType: bet.playType,
    picks: bet.numbers,
    stake: bet.unit,
    odds: ratioOf(bet.odds),
    ...(bet.position === null ? {} : { position: bet.position }),
    ...(bet.terms === null ? {} : { paytable: paytableOf(bet.terms) }),
  }
}

/** The play type an odds or paytable key belongs to ('gy_sum:9' -> 'gy_sum', 'pick:10' -> 'pick'). */
const playOf = (key: string) => key.split(':')[0]!

export function electronicAdapter(engine: ElectronicEngine): EngineAdapter<number[]> {
  const game = GAMES[engine]
  const base = game.config

  /** The engine's config on these terms; a disabled play type loses its odds, so it is not offered. Ties are the game's rule, not a term. */
  function configOf(terms: Terms): EConfig {
    const off = new Set(terms.disabled ?? [])
    const odds = Object.fromEntries(
      Object.entries(terms.odds ?? {})
        .filter(([key]) => !off.has(playOf(key)))
        .map(([key, value]) => [key, ratio(value)]),
    )
    const paytables = Object.fromEntries(
      Object.entries(terms.paytables ?? {})
        .filter(([key]) => !off.has(playOf(key)))
        .map(([key, table]) => [key, table.map((value) => ratio(value))]),
    )
    return { ...base, odds, paytables }
  }

  function priced(terms: Terms): Priced {
    const config = configOf(terms)
    return {
      playTypes(language): LotteryPlayType[] {
        return game.playTypes.flatMap((playType) => {
          const [spec, positions] = PICKS[engine][playType] ?? [pick(1, 0, 99)]
          const keys = Object.entries(config.odds).filter(([k]) => playOf(k) === playType)
          const pays = Object.entries(config.paytables).filter(([k]) => playOf(k) === playType)
          if (keys.length === 0 && pays.length === 0) return []
          const plain = config.odds[playType]
          return [
            {
              ...playTypeLabel(playType, language),
              unit: 'money' as const,
              pricePerUnit: '1/1',
              pricePerUnitDisplay: '1',
              odds: plain ? text(plain) : null,
              oddsDisplay: plain ? decimalOf(plain) : null,
              oddsBy: [
                ...keys.filter(([k]) => k !== playType).map(([key, r]) => oddsEntry(key, r)),
                ...pays.flatMap(([key, table]) => table.map((r, hits) => oddsEntry(`${key}:hits:${hits}`, r))),
              ],
              paytable: null,
              numbers: spec,
              positions: positions ?? null,
              forms: [],
            },
          ]
        })
      },

      accept(input) {
        if (!game.playTypes.includes(input.playType)) throw betInvalid('playType')
        if (input.stake === undefined) throw betInvalid('stake', 'required')
        const quote = game.quoteBet(config, { playType: input.playType, picks: input.numbers })
        if (!quote) throw betInvalid('numbers', 'not offered')
        checkQuotedOdds(input, quote.odds)
        const bet: EBet = {
          playType: input.playType,
          picks: input.numbers,
          stake: toMinor(input.stake, 'stake'),
          odds: quote.odds,
          ...(input.position === undefined ? {} : { position: input.position }),
          ...(quote.paytable ? { paytable: quote.paytable } : {}),
        }
        refusal(game.validateBet(config, bet))
        return {
          bet: {
            playType: bet.playType,
            numbers: bet.picks,
            stations: [],
            position: input.position ?? null,
            form: null,
            unit: bet.stake,
            points: false,
            odds: text(quote.odds),
            price: '1/1',
            terms: paytableText(quote.paytable),
          },
          cost: bet.stake,
          perNumber: bet.stake,
          liability: game.liabilityKeys(bet),
        }
      },
    }
  }

  return {
    defaults: () => ({
      odds: Object.fromEntries(Object.entries(base.odds).map(([key, r]) => [key, valueText(r)])),
      paytables: Object.fromEntries(Object.entries(base.paytables).map(([key, table]) => [key, table.map(valueText)])),
      disabled: [],
    }),

    checkOverrides(overrides, defaults) {
      onlyParts(overrides, ['odds', 'paytables', 'disabled'])
      knownPlayTypes(overrides.disabled, game.playTypes)
      knownKeys('odds', overrides.odds, defaults.odds)
      knownKeys('paytables', overrides.paytables, defaults.paytables)
      for (const [key, value] of Object.entries(overrides.odds ?? {}))
        withinRail(`odds/${key}`, parseValue(`odds/${key}`, value), ratio(defaults.odds![key]!))
      for (const [key, table] of Object.entries(overrides.paytables ?? {})) {
        const known = defaults.paytables![key]!
        if (table.length !== known.length)
          throw termsInvalid(`paytables/${key}`, `${known.length} multipliers, by hits from 0`)
        // A zero pays nothing for that many hits; only the others are numbers above zero.
        table.forEach((value, hits) => {
          if (!/^0+(\.0+)?$/.test(value))
            withinRail(`paytables/${key}/${hits}`, parseValue(`paytables/${key}/${hits}`, value), ratio(known[hits]!))
        })
      }
    },

    priced,
    draw: (stream) => ({ kind: 'electronic', numbers: game.drawResult(stream) }),
    parseEntered: () => {
      throw betInvalid('result', 'electronic games are drawn in-house')
    },
    prepare: numbersOf,
    settle: (numbers, bet) => game.settleBet(base, toEngine(bet), numbers),
    headline: (result) => numbersOf(result).map(String),
    trend(results) {
      const draws = results.map(numbersOf)
      const { positions, universe } = TREND[engine]
      if (positions === 0)
        return [
          series(
            'all',
            universe,
            draws.map((d) => d.map(String)),
          ),
        ]
      return Array.from({ length: positions }, (_, p) =>
        series(
          `P${p + 1}`,
          universe,
          draws.map((d) => (d[p] === undefined ? [] : [String(d[p])])),
        ),
      )
    },
  }
}
