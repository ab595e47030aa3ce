import type { LotteryPlayType, LotteryResult } from '@sea/contract'
import { fourd, ratio } from '@sea/engines/lottery'

type FourDBet = fourd.FourDBet
type FourDForm = fourd.FourDForm
type FourDPrizes = fourd.FourDPrizes
type FourDResult = fourd.FourDResult
type FourDSize = fourd.FourDSize
type FourDConfig = fourd.FourDConfig
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
  resultInvalid,
  series,
  text,
} from './adapter'
import { type Terms, knownKeys, knownPlayTypes, onlyParts, parseValue, valueText, withinRail } from './terms'

/**
 * 4D (docs/domain/lottery.md#4d) over `@sea/engines/lottery` fourd; the play type is the size (big,
 * small), the form a field. Prizes are per unit staked, so no term is money.
 */
const DEFAULTS = fourd.DEFAULT_4D_CONFIG
const SIZES: readonly FourDSize[] = ['big', 'small']

const tableText = (prizes: FourDPrizes | undefined) =>
  Object.fromEntries(Object.entries(prizes ?? {}).map(([k, r]) => [k, valueText(r)]))
const tableOf = (texts: Record<string, string> | undefined): FourDPrizes =>
  Object.fromEntries(Object.entries(texts ?? {}).map(([k, t]) => [k, ratio(t)]))

/** The engine's config on these terms; a disabled size has no prize table, so it is not offered. */
function configOf(terms: Terms): FourDConfig {
  const off = new Set(terms.disabled ?? [])
  const prizes = {} as FourDConfig['prizes']
  const ibox = { big: {}, small: {} } as FourDConfig['ibox']
  for (const size of SIZES) {
    if (off.has(size)) continue
    prizes[size] = tableOf(terms.prizes?.[size])
    for (const [perms, table] of Object.entries(terms.ibox?.[size] ?? {})) ibox[size][Number(perms)] = tableOf(table)
  }
  return { ...DEFAULTS, prizes, ibox }
}

/** Every prize of a table at most the rail over the default prize of its slot. */
function checkTable(path: string, given: Record<string, string>, known: Record<string, string> | undefined): void {
  knownKeys(path, given, known)
  for (const [category, value] of Object.entries(given))
    withinRail(`${path}/${category}`, parseValue(`${path}/${category}`, value), ratio(known![category]!))
}

const prizesText = (prizes: FourDPrizes): string =>
  JSON.stringify(Object.fromEntries(Object.entries(prizes).map(([k, r]) => [k, text(r)])))

const prizesOf = parsedOnce(
  (terms) =>
    Object.fromEntries(
      Object.entries(JSON.parse(terms) as Record<string, string>).map(([k, t]) => [k, ratioOf(t)]),
    ) as FourDPrizes,
)

const resultOf = (result: LotteryResult): FourDResult =>
  result.kind === 'fourd' ? result : { first: '', second: '', third: '', starters: [], consolations: [] }

function toEngine(bet: StoredBet): FourDBet {
  return {
    size: bet.playType as FourDSize,
    form: (bet.form ?? 'ordinary') as FourDForm,
    number: bet.numbers[0] ?? '',
    stake: bet.unit,
    prizes: prizesOf(bet.terms ?? '{}'),
  }
}

function priced(terms: Terms): Priced {
  const config = configOf(terms)
  return {
    playTypes(language): LotteryPlayType[] {
      return SIZES.flatMap((size) => {
        const prizes = config.prizes[size]
        const first = prizes?.first
        if (!first) return []
        return [
          {
            ...playTypeLabel(size, language),
            unit: 'money' as const,
            pricePerUnit: '1/1',
            pricePerUnitDisplay: '1',
            odds: text(first),
            oddsDisplay: decimalOf(first),
            oddsBy: Object.entries(prizes).map(([key, r]) => oddsEntry(key, r)),
            paytable: fourd.CATEGORIES.map((c) => (prizes[c] ? decimalOf(prizes[c]) : '0')),
            numbers: { kind: 'digits' as const, digits: 4, minCount: 1, maxCount: 1 },
            positions: null,
            forms: [...config.forms],
          },
        ]
      })
    },

    accept(input) {
      const size = input.playType as FourDSize
      if (!SIZES.includes(size)) throw betInvalid('playType')
      const form = input.form ?? 'ordinary'
      if (input.numbers.length !== 1) throw betInvalid('numbers', 'one 4-digit number')
      if (input.stake === undefined) throw betInvalid('stake', 'required')
      const number = input.numbers[0]!
      const prizes = fourd.quoteBet(config, { size, form, number })
      if (!prizes || !prizes.first) throw betInvalid('playType', 'not offered')
      checkQuotedOdds(input, prizes.first)
      const bet: FourDBet = { size, form, number, stake: toMinor(input.stake, 'stake'), prizes }
      refusal(fourd.validateBet(config, bet))
      const cost = fourd.betCost(bet)
      return {
        bet: {
          playType: size,
          numbers: [number],
          stations: [],
          position: null,
          form,
          unit: bet.stake,
          points: false,
          odds: text(prizes.first),
          price: '1/1',
          terms: prizesText(prizes),
        },
        cost,
        perNumber: form === 'ibox' ? cost : bet.stake,
        liability: fourd.liabilityKeys(bet),
      }
    },
  }
}

export function fourdAdapter(): EngineAdapter<FourDResult> {
  return {
    defaults: () => ({
      prizes: Object.fromEntries(SIZES.map((size) => [size, tableText(DEFAULTS.prizes[size])])),
      ibox: Object.fromEntries(
        SIZES.map((size) => [
          size,
          Object.fromEntries(Object.entries(DEFAULTS.ibox[size]).map(([perms, table]) => [perms, tableText(table)])),
        ]),
      ),
      disabled: [],
    }),

    checkOverrides(overrides, defaults) {
      onlyParts(overrides, ['prizes', 'ibox', 'disabled'])
      knownPlayTypes(overrides.disabled, SIZES)
      knownKeys('prizes', overrides.prizes, defaults.prizes)
      knownKeys('ibox', overrides.ibox, defaults.ibox)
      for (const [size, table] of Object.entries(overrides.prizes ?? {}))
        checkTable(`prizes/${size}`, table, defaults.prizes?.[size])
      for (const [size, byPerms] of Object.entries(overrides.ibox ?? {})) {
        knownKeys(`ibox/${size}`, byPerms, defaults.ibox?.[size])
        for (const [perms, table] of Object.entries(byPerms))
          checkTable(`ibox/${size}/${perms}`, table, defaults.ibox?.[size]?.[perms])
      }
    },

    priced,
    draw: (stream) => ({ kind: 'fourd', ...fourd.drawResult(stream) }),
    parseEntered(input) {
      const parsed = fourd.parseResultSheet(input)
      if (!parsed.ok) throw resultInvalid(parsed.field)
      return { kind: 'fourd', ...parsed.result }
    },
    prepare: resultOf,
    settle: (result, bet) => fourd.settleBet(DEFAULTS, toEngine(bet), result),
    headline: (result) => {
      const r = resultOf(result)
      return [r.first, r.second, r.third]
    },
    trend(results) {
      const numbers = results.map((r) => {
        const x = resultOf(r)
        return [x.first, x.second, x.third, ...x.starters, ...x.consolations]
      })
      return [0, 1, 2, 3].map((p) =>
        series(
          `P${p + 1}`,
          range(0, 9),
          numbers.map((list) => list.map((n) => n[p] ?? '')),
        ),
      )
    },
  }
}
