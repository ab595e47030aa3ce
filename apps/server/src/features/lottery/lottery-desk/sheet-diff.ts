import type { LotteryResult, SheetDifference } from '@sea/contract'

type Ranks = Map<string, string[]>

/** A sheet as station -> prize rank -> numbers; 4D has one unnamed station. */
function ranksOf(sheet: LotteryResult): Map<string | null, Ranks> {
  if (sheet.kind === 'vietnam')
    return new Map(sheet.sheets.map((s) => [s.station, new Map(Object.entries(s.prizes))] as const))
  if (sheet.kind === 'fourd')
    return new Map([
      [
        null,
        new Map([
          ['first', [sheet.first]],
          ['second', [sheet.second]],
          ['third', [sheet.third]],
          ['starters', sheet.starters],
          ['consolations', sheet.consolations],
        ]),
      ],
    ])
  return new Map([[null, new Map([['numbers', sheet.numbers.map(String)]])]])
}

/** What `a` holds beyond `b`, counting repeats (a rank may draw one number twice). */
function minus(a: readonly string[], b: readonly string[]): string[] {
  const left = [...b]
  return a.filter((n) => {
    const at = left.indexOf(n)
    if (at < 0) return true
    left.splice(at, 1)
    return false
  })
}

/**
 * The prize ranks whose numbers differ between an earlier sheet and a later one, station by
 * station in the later sheet's order (then stations only the earlier had). Numbers of a rank are
 * compared as a multiset: their order on the sheet pays nothing, so a reordering is no difference.
 */
export function sheetDifferences(before: LotteryResult, after: LotteryResult): SheetDifference[] {
  const old = ranksOf(before)
  const now = ranksOf(after)
  const differences: SheetDifference[] = []
  for (const station of new Set([...now.keys(), ...old.keys()])) {
    const was = old.get(station) ?? new Map<string, string[]>()
    const is = now.get(station) ?? new Map<string, string[]>()
    for (const rank of new Set([...is.keys(), ...was.keys()])) {
      const b = was.get(rank) ?? []
      const a = is.get(rank) ?? []
      const removed = minus(b, a)
      const added = minus(a, b)
      if (removed.length || added.length) differences.push({ station, rank, before: b, after: a, removed, added })
    }
  }
  return differences
}
