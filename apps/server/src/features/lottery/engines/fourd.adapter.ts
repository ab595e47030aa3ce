import type { LotteryPlayType, LotteryResult } from '@sea/contract'
import { type Ratio, fourd } from '@sea/engines/lottery'

type FourDBet = fourd.FourDBet
type FourDForm = fourd.FourDForm
type FourDPrizes = fourd.FourDPrizes
type FourDResult = fourd.FourDResult
type FourDSize = fourd.FourDSize
import { toMinor } from '../../../lib/money'
import { type EngineAdapter, type StoredBet, betInvalid, checkQuotedOdds, decimalOf, range, ratioOf, refusal, resultInvalid, series, text } from './adapter'

/** 4D (games.md section 2) over `@sea/engines/lottery` fourd; the play type is the size (big, small), the form a field. */
const CONFIG = fourd.DEFAULT_4D_CONFIG
const SIZES: readonly FourDSize[] = ['big', 'small']

const prizesText = (prizes: FourDPrizes): string =>
  JSON.stringify(Object.fromEntries(Object.entries(prizes).map(([k, r]) => [k, text(r)])))

const prizeCache = new Map<string, FourDPrizes>()
function prizesOf(terms: string | null): FourDPrizes {
  const key = terms ?? '{}'
  let prizes = prizeCache.get(key)
  if (!prizes) {
    prizes = Object.fromEntries(Object.entries(JSON.parse(key) as Record<string, string>).map(([k, t]) => [k, ratioOf(t)])) as FourDPrizes
    prizeCache.set(key, prizes)
  }
  return prizes
}

const resultOf = (result: LotteryResult): FourDResult =>
  result.kind === 'fourd' ? result : { first: '', second: '', third: '', starters: [], consolations: [] }

function toEngine(bet: StoredBet): FourDBet {
  return { size: bet.playType as FourDSize, form: (bet.form ?? 'ordinary') as FourDForm, number: bet.numbers[0] ?? '', stake: bet.unit, prizes: prizesOf(bet.terms) }
}

export function fourdAdapter(): EngineAdapter<FourDResult> {
  return {
    playTypes(): LotteryPlayType[] {
      return SIZES.map((size) => {
        const prizes = CONFIG.prizes[size]
        const first = prizes.first as Ratio
        return {
          playType: size,
          name: size === 'big' ? 'Big' : 'Small',
          group: '4d',
          unit: 'money',
          pricePerUnit: '1/1',
          pricePerUnitDisplay: '1',
          odds: text(first),
          oddsDisplay: decimalOf(first),
          oddsBy: Object.entries(prizes).map(([key, r]) => ({ key, odds: text(r), oddsDisplay: decimalOf(r) })),
          paytable: fourd.CATEGORIES.map((c) => (prizes[c] ? decimalOf(prizes[c]) : '0')),
          numbers: { kind: 'digits', digits: 4, minCount: 1, maxCount: 1 },
          positions: null,
          forms: [...CONFIG.forms],
        }
      })
    },

    accept(_game, input) {
      const size = input.playType as FourDSize
      if (!SIZES.includes(size)) throw betInvalid('playType')
      const form = input.form ?? 'ordinary'
      if (input.numbers.length !== 1) throw betInvalid('numbers', 'one 4-digit number')
      if (input.stake === undefined) throw betInvalid('stake', 'required')
      const number = input.numbers[0]!
      const prizes = fourd.quoteBet(CONFIG, { size, form, number })
      if (!prizes) throw betInvalid('playType', 'not offered')
      if (prizes.first) checkQuotedOdds(input, prizes.first)
      const bet: FourDBet = { size, form, number, stake: toMinor(input.stake, 'stake'), prizes }
      refusal(fourd.validateBet(CONFIG, bet))
      const cost = fourd.betCost(bet)
      return {
        bet: { playType: size, numbers: [number], stations: [], position: null, form, unit: bet.stake, points: false, odds: text(prizes.first ?? { num: 0n, den: 1n }), price: '1/1', terms: prizesText(prizes) },
        cost,
        perNumber: form === 'ibox' ? cost : bet.stake,
        liability: fourd.liabilityKeys(bet),
      }
    },

    draw: (stream) => ({ kind: 'fourd', ...fourd.drawResult(stream) }),
    parseEntered(input) {
      const parsed = fourd.parseResultSheet(input)
      if (!parsed.ok) throw resultInvalid(parsed.field)
      return { kind: 'fourd', ...parsed.result }
    },
    prepare: resultOf,
    settle: (result, bet) => fourd.settleBet(CONFIG, toEngine(bet), result),
    headline: (result) => {
      const r = resultOf(result)
      return [r.first, r.second, r.third]
    },
    trend(results) {
      const numbers = results.map((r) => {
        const x = resultOf(r)
        return [x.first, x.second, x.third, ...x.starters, ...x.consolations]
      })
      return [0, 1, 2, 3].map((p) => series(`P${p + 1}`, range(0, 9), numbers.map((list) => list.map((n) => n[p] ?? ''))))
    },
  }
}
