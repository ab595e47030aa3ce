import type { BetInput, LotteryGameDetail, LotteryPlayType } from '@sea/contract'
// The money module only: the engines' index pulls in the fair draws, which the page has no use for.
import { costOf, payoutOf, ratio, type Ratio } from '@sea/engines/lottery/money'
import { pad } from '@sea/rules'
import { parseAmount } from '../../lib/amount'
import { type Choice, permutationCount, picksProblem } from './picks'

/**
 * The bet slip's maths, on the engines' own money functions (@sea/engines/lottery/money): a bet
 * costs unit x price x lines x stations rounded up, and pays unit x odds per hit rounded down.
 * `unit` is points (northern points model) or the stake in minor units. The server computes the
 * real figures; the preview agrees with it because it is the same code.
 */
export type FourDForm = NonNullable<BetInput['form']>

/** '39/20' (the contract's exact ratios) or a decimal ('1.96', the paytables' text), in lowest terms; null when unreadable. */
export function parseRatio(text: string | null | undefined): Ratio | null {
  if (!text) return null
  try {
    return ratio(text)
  } catch {
    return null
  }
}

/** One line of the slip, as the member built it. */
export interface SlipLine {
  id: string
  playType: string
  numbers: Choice[]
  stations: string[]
  position?: number
  form?: FourDForm
  /** Typed text: whole points, or a stake with at most two places. */
  amount: string
  multiple: number
}

const COMBINATIONS = /^(xien\d|lo_truot)$/

/** How many bets one line stands for: each number of a positional Vietnam type, 4D roll and box covers. */
export function linesOf(
  engine: LotteryGameDetail['engine'],
  playType: string,
  numbers: readonly Choice[],
  form?: FourDForm,
): number {
  if (engine === 'vietnam') return COMBINATIONS.test(playType) ? 1 : numbers.length
  if (engine === 'fourd') {
    const number = numbers[0] ?? ''
    if (form === 'roll') return 10
    if (form === 'box') return permutationCount(number)
    return 1
  }
  return 1
}

/** The line's unit (points, or stake in minor units) times its multiple; null while unreadable. */
export function unitOf(play: LotteryPlayType, line: Pick<SlipLine, 'amount' | 'multiple'>): bigint | null {
  const multiple = BigInt(Math.max(1, Math.floor(line.multiple)))
  if (play.unit === 'points')
    return /^[1-9]\d{0,6}$/.test(line.amount.trim()) ? BigInt(line.amount.trim()) * multiple : null
  const minor = parseAmount(line.amount)
  return minor === null || minor === 0n ? null : minor * multiple
}

/**
 * Odds for a selection: per-pick odds where they differ (gy_sum:3, big), lo truot's by how many
 * numbers (size:5), else the play type's.
 */
export function oddsFor(play: LotteryPlayType, numbers: readonly Choice[]): { odds: string; display: string } | null {
  const first = numbers[0]
  const keys = [first, `${play.playType}:${first ?? ''}`, `size:${numbers.length}`]
  const match = play.oddsBy.find((entry) => keys.includes(entry.key))
  if (match) return { odds: match.odds, display: match.oddsDisplay }
  if (play.odds) return { odds: play.odds, display: play.oddsDisplay ?? play.odds }
  return null
}

/** The best prize of a paytable: 4D's categories, or keno pick-k's multipliers by hits (pick:k:hits:n). */
function topPrizeOf(play: LotteryPlayType, numbers: readonly Choice[]): Ratio | null {
  const prefix = `${play.playType}:${numbers.length}:hits:`
  const candidates = [
    ...(play.paytable ?? []),
    ...play.oddsBy.filter((entry) => entry.key.startsWith(prefix)).map((entry) => entry.odds),
  ]
  return candidates.map(parseRatio).reduce<Ratio | null>((best, r) => {
    if (!r) return best
    return !best || r.num * best.den > best.num * r.den ? r : best
  }, null)
}

export interface LinePreview {
  lines: number
  stations: number
  /** Minor units debited for this line on one issue. */
  cost: bigint
  /** Minor units paid when one number hits once (or the top prize of a paytable). */
  winPerHit: bigint
}

export function previewLine(
  game: Pick<LotteryGameDetail, 'engine'>,
  play: LotteryPlayType,
  line: SlipLine,
): LinePreview | null {
  const unit = unitOf(play, line)
  const price = parseRatio(play.pricePerUnit)
  if (unit === null || price === null) return null
  const lines = linesOf(game.engine, play.playType, line.numbers, line.form)
  const stations = Math.max(1, line.stations.length)
  const cost = costOf(unit, price, lines * stations)
  const odds = parseRatio(oddsFor(play, line.numbers)?.odds)
  const topPrize = odds ? null : topPrizeOf(play, line.numbers)
  let winPerHit = odds ? payoutOf(unit, odds) : topPrize ? payoutOf(unit, topPrize) : 0n
  // 4D iBox spreads one stake over every ordering, so each prize is divided by their count.
  if (line.form === 'ibox') winPerHit /= BigInt(permutationCount(line.numbers[0] ?? ''))
  return { lines, stations, cost, winPerHit }
}

export type LineProblem = 'tooFew' | 'tooMany' | 'repeated' | 'amount' | 'belowMin' | 'aboveMax' | 'position' | 'form'

/** What stops a line from being added, checked before the server sees it. */
export function lineProblem(
  play: LotteryPlayType,
  limits: LotteryGameDetail['limits'],
  line: SlipLine,
): LineProblem | null {
  const picks = picksProblem(play.numbers, line.numbers)
  if (picks) return picks
  if (play.positions && !(line.position && line.position >= 1 && line.position <= play.positions)) return 'position'
  if (play.forms.length > 0 && !(line.form && play.forms.includes(line.form))) return 'form'
  const unit = unitOf(play, line)
  if (unit === null) return 'amount'
  if (play.unit === 'money') {
    const min = parseAmount(limits.minStake)
    const max = parseAmount(limits.maxStake)
    if (min !== null && unit < min) return 'belowMin'
    if (max !== null && max > 0n && unit > max) return 'aboveMax'
  }
  return null
}

export type SlipProblem = 'empty' | 'tooManyBets' | 'chaseTooLong' | 'aboveBalance' | 'line'

/** The whole slip: its size, the chase length, and the total (over every chased issue) against the balance. */
export function slipProblem(input: {
  game: LotteryGameDetail
  lines: readonly SlipLine[]
  chaseIssues: number
  balance: bigint | null
}): SlipProblem | null {
  const { game, lines, chaseIssues, balance } = input
  if (lines.length === 0) return 'empty'
  if (lines.length > game.limits.maxBetsPerSlip) return 'tooManyBets'
  if (chaseIssues > 1 && (chaseIssues > game.limits.maxChaseIssues || chaseIssues > game.nextIssues.length + 1))
    return 'chaseTooLong'
  const plays = new Map(game.playTypes.map((play) => [play.playType, play]))
  let total = 0n
  for (const line of lines) {
    const play = plays.get(line.playType)
    if (!play || lineProblem(play, game.limits, line)) return 'line'
    total += previewLine(game, play, line)?.cost ?? 0n
  }
  if (balance !== null && total * BigInt(Math.max(1, chaseIssues)) > balance) return 'aboveBalance'
  return null
}

export function slipTotal(game: LotteryGameDetail, lines: readonly SlipLine[]): bigint {
  const plays = new Map(game.playTypes.map((play) => [play.playType, play]))
  return lines.reduce((sum, line) => {
    const play = plays.get(line.playType)
    return sum + (play ? (previewLine(game, play, line)?.cost ?? 0n) : 0n)
  }, 0n)
}

/** The slip's lines as the place-bets call takes them, each at the odds it was previewed with. */
export function toBetInputs(game: LotteryGameDetail, lines: readonly SlipLine[]): BetInput[] {
  return lines.flatMap((line) => {
    const play = game.playTypes.find((p) => p.playType === line.playType)
    const unit = play ? unitOf(play, line) : null
    if (!play || unit === null) return []
    const odds = oddsFor(play, line.numbers)?.odds
    const bet: BetInput = { playType: line.playType, numbers: line.numbers }
    if (line.stations.length > 0) bet.stations = line.stations
    if (line.position) bet.position = line.position
    if (line.form) bet.form = line.form
    if (play.unit === 'points') bet.points = Number(unit)
    else bet.stake = `${unit / 100n}${unit % 100n ? `.${pad(Number(unit % 100n))}` : ''}`
    // iBox is quoted from its own prize table, which the page does not see: the server fixes it.
    if (odds && line.form !== 'ibox') bet.odds = odds
    return [bet]
  })
}
