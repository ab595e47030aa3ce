import { linePay, scatterMultiplier, windowAt } from './slot-math'
import { SLOT_SYMBOLS, type SlotSymbol, type SlotVariant } from './slot-variants'

export interface SlotRtp {
  /** Expected line pays per line bet (the same for every line, so also per total bet). */
  lineRtp: number
  /** Expected scatter pays per total bet. */
  scatterRtp: number
  total: number
  /** P(a spin wins anything: any of the lines, or the scatter). */
  hitFrequency: number
  /** P(one given line wins). */
  lineHitFrequency: number
  /** floor(total × 10000), computed on the exact integers. */
  rtpBp: number
  /** P(0..5 scatters in the window). */
  scatterDistribution: number[]
  /** ∏ strip lengths: every probability above is an integer count over this. */
  combinations: number
}

/**
 * Exact RTP by enumeration (docs/domain/games.md#slot). Every line sees a uniform stop per reel, so the line
 * RTP comes from the per-reel symbol counts: all symbol tuples, each weighted by the product of
 * its counts. Scatters ≥ 3 stops apart make "reel i shows a scatter" a Bernoulli of 3·countᵢ(S)
 * stops, independent across reels. The spin hit frequency walks the stops of reels 1–3 (a line
 * pays exactly when its first three symbols do) and counts the scatter tails of reels 4–5.
 * All sums are integers below 2^53 over `combinations`, so the rounding to basis points is exact.
 */
export function exactRtp(variant: SlotVariant): SlotRtp {
  assertShape(variant)
  const counts = variant.reels.map((reel) => SLOT_SYMBOLS.map((s) => reel.filter((x) => x === s).length))
  const combinations = variant.reels.reduce((n, reel) => n * reel.length, 1)

  let lineWin = 0
  let lineHits = 0
  const tuple: SlotSymbol[] = []
  const walk = (reel: number, weight: number): void => {
    if (reel === variant.reels.length) {
      const pay = linePay(variant, tuple)
      if (pay) {
        lineWin += weight * pay.multiplier
        lineHits += weight
      }
      return
    }
    SLOT_SYMBOLS.forEach((symbol, i) => {
      const count = counts[reel]?.[i] ?? 0
      if (count === 0) return
      tuple[reel] = symbol
      walk(reel + 1, weight * count)
    })
    tuple.length = reel
  }
  walk(0, 1)

  const scatterStops = variant.reels.map((reel) => 3 * reel.filter((s) => s === 'S').length)
  const scatterCounts = scatterDistribution(variant, scatterStops, 0)
  const scatterWin = scatterCounts.reduce((sum, n, k) => sum + n * scatterMultiplier(variant, k), 0)

  const total = lineWin + scatterWin
  return {
    lineRtp: lineWin / combinations,
    scatterRtp: scatterWin / combinations,
    total: total / combinations,
    hitFrequency: spinHits(variant, scatterStops) / combinations,
    lineHitFrequency: lineHits / combinations,
    rtpBp: Number((BigInt(total) * 10_000n) / BigInt(combinations)),
    scatterDistribution: scatterCounts.map((n) => n / combinations),
    combinations,
  }
}

/** Stop combinations of reels from..end showing 0, 1, 2... scatters (a product of Bernoullis). */
function scatterDistribution(variant: SlotVariant, scatterStops: readonly number[], from: number): number[] {
  let dist = [1]
  for (let reel = from; reel < variant.reels.length; reel += 1) {
    const length = variant.reels[reel]?.length ?? 0
    const hit = scatterStops[reel] ?? 0
    const next = new Array<number>(dist.length + 1).fill(0)
    dist.forEach((n, k) => {
      next[k] = (next[k] ?? 0) + n * (length - hit)
      next[k + 1] = (next[k + 1] ?? 0) + n * hit
    })
    dist = next
  }
  return dist
}

function spinHits(variant: SlotVariant, scatterStops: readonly number[]): number {
  const [r0, r1, r2] = variant.reels.map((reel) => reel.length) as [number, number, number]
  const tail = scatterDistribution(variant, scatterStops, 3)
  const tailCombos = tail.reduce((a, b) => a + b, 0)
  // tailAtLeast[k] = tail combinations showing ≥ k scatters.
  const tailAtLeast = tail.map((_, k) => tail.slice(k).reduce((a, b) => a + b, 0))
  let hits = 0
  for (let a = 0; a < r0; a += 1) {
    for (let b = 0; b < r1; b += 1) {
      for (let c = 0; c < r2; c += 1) {
        const window = windowAt(variant, [a, b, c, 0, 0])
        if (
          variant.paylines.some((rows) =>
            linePay(
              variant,
              rows.slice(0, 3).map((row, col) => window[row]?.[col] as SlotSymbol),
            ),
          )
        ) {
          hits += tailCombos
          continue
        }
        const shown = [0, 1, 2].reduce((n, col) => n + [0, 1, 2].filter((row) => window[row]?.[col] === 'S').length, 0)
        hits += shown >= 3 ? tailCombos : (tailAtLeast[3 - shown] ?? 0)
      }
    }
  }
  return hits
}

/** The closed forms hold only for 5 reels, 5-cell lines on 3 rows and well-spaced scatters. */
function assertShape(variant: SlotVariant): void {
  if (variant.reels.length !== 5) throw new RangeError('a slot variant has 5 reels')
  if (!variant.paylines.every((rows) => rows.length === 5 && rows.every((r) => r >= 0 && r <= 2)))
    throw new RangeError('paylines are 5 rows 0..2')
  variant.reels.forEach((reel, i) => {
    const at = reel.flatMap((s, stop) => (s === 'S' ? [stop] : []))
    const close = at.some((stop, k) => {
      const next = k + 1 < at.length ? (at[k + 1] as number) : (at[0] as number) + reel.length
      return at.length > 1 && next - stop < 3
    })
    if (close) throw new RangeError(`scatters on reel ${i + 1} must be at least 3 stops apart`)
  })
}
