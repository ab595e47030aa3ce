import type { DeskGame, Sheet } from './lottery.api'

/** One prize rank of a result form: how many numbers it holds and how many digits each has. */
export interface Rank {
  rank: string
  count: number
  digits: number
}

/*
 * The official sheets' shapes (docs/domain/lottery.md#result-sheets), as the server's parsers
 * check them (packages/engines: vietnam/sheet.ts, fourd/result.ts; a test holds the two equal).
 * The console is not bundled with the engines, so it keeps this small table of its own.
 */
export const VN_NORTH: readonly Rank[] = [
  { rank: 'DB', count: 1, digits: 5 },
  { rank: 'G1', count: 1, digits: 5 },
  { rank: 'G2', count: 2, digits: 5 },
  { rank: 'G3', count: 6, digits: 5 },
  { rank: 'G4', count: 4, digits: 4 },
  { rank: 'G5', count: 6, digits: 4 },
  { rank: 'G6', count: 3, digits: 3 },
  { rank: 'G7', count: 4, digits: 2 },
]
export const VN_SOUTH: readonly Rank[] = [
  { rank: 'DB', count: 1, digits: 6 },
  { rank: 'G1', count: 1, digits: 5 },
  { rank: 'G2', count: 1, digits: 5 },
  { rank: 'G3', count: 2, digits: 5 },
  { rank: 'G4', count: 7, digits: 5 },
  { rank: 'G5', count: 1, digits: 4 },
  { rank: 'G6', count: 3, digits: 4 },
  { rank: 'G7', count: 1, digits: 3 },
  { rank: 'G8', count: 1, digits: 2 },
]
export const FOUR_D: readonly Rank[] = [
  { rank: 'first', count: 1, digits: 4 },
  { rank: 'second', count: 1, digits: 4 },
  { rank: 'third', count: 1, digits: 4 },
  { rank: 'starters', count: 10, digits: 4 },
  { rank: 'consolations', count: 10, digits: 4 },
]

/** The form of a game whose results operators enter; null for a game the house draws. */
export function layoutOf(game: Pick<DeskGame, 'engine' | 'region'>): readonly Rank[] | null {
  if (game.engine === 'fourd') return FOUR_D
  if (game.engine === 'vietnam') return game.region === 'north' ? VN_NORTH : VN_SOUTH
  return null
}

/** The form's values: per station (Vietnam) or the one '' key (4D), per rank, one text per slot. */
export type SheetValues = Record<string, Record<string, string[]>>

export function emptyValues(stations: readonly string[], layout: readonly Rank[]): SheetValues {
  return Object.fromEntries(
    stations.map((station) => [
      station,
      Object.fromEntries(layout.map(({ rank, count }) => [rank, Array.from({ length: count }, () => '')])),
    ]),
  )
}

/** A sheet as the form's values, to start a re-entry from an earlier one. */
export function valuesOf(sheet: Sheet | null | undefined): SheetValues | null {
  if (!sheet) return null
  if (sheet.kind === 'vietnam') return Object.fromEntries(sheet.sheets.map((s) => [s.station, { ...s.prizes }]))
  if (sheet.kind === 'fourd') {
    const { first, second, third, starters, consolations } = sheet
    return { '': { first: [first], second: [second], third: [third], starters, consolations } }
  }
  return null
}

/** Slots not filled with exactly their digits, as "station/rank/index" keys. */
export function invalidSlots(values: SheetValues, layout: readonly Rank[]): Set<string> {
  const bad = new Set<string>()
  for (const [station, ranks] of Object.entries(values)) {
    for (const { rank, count, digits } of layout) {
      const pattern = new RegExp(`^\\d{${digits}}$`)
      for (let index = 0; index < count; index++)
        if (!pattern.test(ranks[rank]?.[index] ?? '')) bad.add(`${station}/${rank}/${index}`)
    }
  }
  return bad
}

/** The enter-result body: Vietnam sheets per station in the draw's order, or the 4D fields. */
export function toResult(values: SheetValues, game: DeskGame, stations: readonly string[]): unknown {
  if (game.engine === 'fourd') {
    const v = values[''] ?? {}
    return {
      first: v.first?.[0] ?? '',
      second: v.second?.[0] ?? '',
      third: v.third?.[0] ?? '',
      starters: v.starters ?? [],
      consolations: v.consolations ?? [],
    }
  }
  return { sheets: stations.map((station) => ({ region: game.region, station, prizes: values[station] ?? {} })) }
}

/**
 * A pasted sheet: every run of digits in order fills the slots from the first, rank by rank, so
 * a sheet copied from a results page (labels and all) lands where it belongs. Null when the
 * count of numbers does not match the form, so nothing is half-filled.
 */
export function fromPaste(text: string, layout: readonly Rank[]): Record<string, string[]> | null {
  const numbers = text.match(/\d+/g) ?? []
  const wanted = layout.reduce((sum, { count }) => sum + count, 0)
  // Labels such as "G1" carry a digit of their own: drop one-digit runs when that makes it fit.
  const usable = numbers.length === wanted ? numbers : numbers.filter((n) => n.length > 1)
  if (usable.length !== wanted) return null
  let at = 0
  return Object.fromEntries(
    layout.map(({ rank, count }) => {
      const slice = usable.slice(at, at + count)
      at += count
      return [rank, slice]
    }),
  )
}
