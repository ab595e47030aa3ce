import type { FairStream } from '../fair'
import type { SlotSymbol, SlotVariant } from './slot-variants'

export interface SlotLineWin {
  /** Index into variant.paylines (0-based). */
  line: number
  symbol: SlotSymbol
  count: 3 | 4 | 5
  /** × line bet. */
  multiplier: number
  amount: bigint
  /** The paying run's cells, left to right. */
  cells: [col: number, row: number][]
}

export interface SlotScatterWin {
  /** Scatters visible anywhere in the window. */
  count: number
  /** × total bet; 0 below three scatters. */
  multiplier: number
  amount: bigint
  /** Every visible scatter, whether or not it pays. */
  cells: [col: number, row: number][]
}

export interface SlotOutcome {
  /** The stop index drawn on each reel. */
  stops: number[]
  /** 3 rows × 5 columns, window[row][col]; row 1 shows the stops. */
  window: SlotSymbol[][]
  lineWins: SlotLineWin[]
  scatter: SlotScatterWin
  totalBet: bigint
  totalWin: bigint
}

export interface LinePay {
  symbol: SlotSymbol
  count: 3 | 4 | 5
  multiplier: number
}

/**
 * One line's pay, left to right (docs/domain/games.md#slot): the higher of the wild-only run and the first
 * non-wild symbol's run with wilds substituting; the scatter neither pays on lines nor is
 * substituted. On a tie the non-wild run is reported (the longer one to highlight).
 */
export function linePay(variant: SlotVariant, symbols: readonly SlotSymbol[]): LinePay | null {
  let wilds = 0
  while (wilds < symbols.length && symbols[wilds] === 'W') wilds += 1
  const wild = payFor(variant, 'W', wilds)
  const first = symbols[wilds]
  if (first === undefined || first === 'S') return wild
  let run = wilds + 1
  while (run < symbols.length && (symbols[run] === first || symbols[run] === 'W')) run += 1
  const own = payFor(variant, first, run)
  if (!own) return wild
  return wild && wild.multiplier > own.multiplier ? wild : own
}

/** The 3×5 window around the stops, wrapping round each strip. */
export function windowAt(variant: SlotVariant, stops: readonly number[]): SlotSymbol[][] {
  return [-1, 0, 1].map((offset) =>
    variant.reels.map((reel, col) => {
      const stop = stops[col]
      if (stop === undefined || !Number.isInteger(stop) || stop < 0 || stop >= reel.length)
        throw new RangeError(`bad stop on reel ${col}`)
      return reel[(stop + offset + reel.length) % reel.length] as SlotSymbol
    }),
  )
}

/** Pays every line of a window and its scatters; amounts are whole minor units. */
export function evaluateWindow(
  variant: SlotVariant,
  window: SlotSymbol[][],
  lineBet: bigint,
): Omit<SlotOutcome, 'stops' | 'window'> {
  if (lineBet <= 0n) throw new RangeError('line bet must be positive')
  const totalBet = lineBet * BigInt(variant.paylines.length)
  const cell = (col: number, row: number): SlotSymbol => {
    const symbol = window[row]?.[col]
    if (symbol === undefined) throw new RangeError(`window has no cell at column ${col}, row ${row}`)
    return symbol
  }
  const lineWins: SlotLineWin[] = []
  variant.paylines.forEach((rows, line) => {
    const pay = linePay(
      variant,
      rows.map((row, col) => cell(col, row)),
    )
    if (!pay) return
    const cells = rows.slice(0, pay.count).map((row, col): [number, number] => [col, row])
    lineWins.push({ line, ...pay, amount: lineBet * BigInt(pay.multiplier), cells })
  })
  const scatterCells: [number, number][] = []
  for (let col = 0; col < variant.reels.length; col += 1) {
    for (let row = 0; row < 3; row += 1) if (cell(col, row) === 'S') scatterCells.push([col, row])
  }
  const multiplier = scatterMultiplier(variant, scatterCells.length)
  const scatter = { count: scatterCells.length, multiplier, amount: totalBet * BigInt(multiplier), cells: scatterCells }
  const totalWin = lineWins.reduce((sum, win) => sum + win.amount, scatter.amount)
  return { lineWins, scatter, totalBet, totalWin }
}

/** One spin: a stop per reel from stream.int(reel length), in reel order, then the window's pays. */
export function spinSlot(variant: SlotVariant, stream: FairStream, lineBet: bigint): SlotOutcome {
  if (lineBet <= 0n) throw new RangeError('line bet must be positive')
  const stops = variant.reels.map((reel) => stream.int(reel.length))
  const window = windowAt(variant, stops)
  return { stops, window, ...evaluateWindow(variant, window, lineBet) }
}

/** Scatter pay × total bet; more than five (only in hand-made windows) pays as five. */
export function scatterMultiplier(variant: SlotVariant, count: number): number {
  if (count < 3) return 0
  return variant.scatterPays[Math.min(count, 5) as 3 | 4 | 5]
}

function payFor(variant: SlotVariant, symbol: Exclude<SlotSymbol, 'S'>, count: number): LinePay | null {
  if (count < 3) return null
  const n = Math.min(count, 5) as 3 | 4 | 5
  const multiplier = variant.paytable[symbol][n - 3] ?? 0
  return multiplier > 0 ? { symbol, count: n, multiplier } : null
}
