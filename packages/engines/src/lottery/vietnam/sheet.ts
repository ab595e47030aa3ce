import { type FairStream } from '../../fair'

/**
 * Vietnam result sheets (docs/domain/lottery.md#result-sheets): the north draws 27 numbers, each central and southern
 * station 18. Numbers stay zero-padded strings because leading zeros matter ('0015' is lo 15).
 */
export type VnRegion = 'north' | 'central' | 'south'
export type VnTier = 'DB' | 'G1' | 'G2' | 'G3' | 'G4' | 'G5' | 'G6' | 'G7' | 'G8'

export interface VnSheet {
  region: VnRegion
  station: string
  prizes: Partial<Record<VnTier, string[]>>
}

type Layout = ReadonlyArray<readonly [tier: VnTier, count: number, digits: number]>

const NORTH: Layout = [
  ['DB', 1, 5],
  ['G1', 1, 5],
  ['G2', 2, 5],
  ['G3', 6, 5],
  ['G4', 4, 4],
  ['G5', 6, 4],
  ['G6', 3, 3],
  ['G7', 4, 2],
]
const SOUTH: Layout = [
  ['DB', 1, 6],
  ['G1', 1, 5],
  ['G2', 1, 5],
  ['G3', 2, 5],
  ['G4', 7, 5],
  ['G5', 1, 4],
  ['G6', 3, 4],
  ['G7', 1, 3],
  ['G8', 1, 2],
]

export const VN_REGIONS: readonly VnRegion[] = ['north', 'central', 'south']

export function layoutOf(region: VnRegion): Layout {
  return region === 'north' ? NORTH : SOUTH
}

export type SheetParse = { ok: true; sheet: VnSheet } | { ok: false; code: 'result_invalid'; field: string }

const STATION = /^[A-Za-z0-9_-]{1,32}$/

/**
 * An operator-entered sheet: `{ region, station, prizes: { DB: '62651', G2: '23518 71201', ... } }`,
 * each tier an array of strings or one string separated by spaces, commas or semicolons.
 * Refused unless every tier has exactly its count of numbers of exactly its digit length.
 */
export function parseResultSheet(input: unknown): SheetParse {
  const bad = (field: string): SheetParse => ({ ok: false, code: 'result_invalid', field })
  if (typeof input !== 'object' || input === null) return bad('sheet')
  const raw = input as { region?: unknown; station?: unknown; prizes?: unknown }
  if (!VN_REGIONS.includes(raw.region as VnRegion)) return bad('region')
  const region = raw.region as VnRegion
  if (typeof raw.station !== 'string' || !STATION.test(raw.station)) return bad('station')
  if (typeof raw.prizes !== 'object' || raw.prizes === null) return bad('prizes')
  const given = raw.prizes as Record<string, unknown>
  const layout = layoutOf(region)
  const extra = Object.keys(given).find((tier) => !layout.some(([t]) => t === tier))
  if (extra !== undefined) return bad(`prizes.${extra}`)
  const prizes: VnSheet['prizes'] = {}
  for (const [tier, count, digits] of layout) {
    const numbers = splitTier(given[tier])
    const pattern = new RegExp(`^\\d{${digits}}$`)
    if (!numbers || numbers.length !== count || !numbers.every((n) => pattern.test(n))) return bad(`prizes.${tier}`)
    prizes[tier] = numbers
  }
  return { ok: true, sheet: { region, station: raw.station, prizes } }
}

function splitTier(value: unknown): string[] | null {
  if (typeof value === 'string') return value.split(/[\s,;]+/).filter((s) => s.length > 0)
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.map((v: string) => v.trim())
  return null
}

/**
 * The in-house fast draw (docs/domain/lottery.md#in-house-fast-draws): every digit of every tier drawn independently and
 * uniformly, so all the probabilities of docs/domain/lottery.md#northern-points-model hold exactly. Tiers are filled in layout
 * order, digit by digit, which is the order a verifier replays.
 */
export function drawResult(stream: FairStream, region: VnRegion = 'north', station = 'FAST'): VnSheet {
  const prizes: VnSheet['prizes'] = {}
  for (const [tier, count, digits] of layoutOf(region)) {
    prizes[tier] = Array.from({ length: count }, () =>
      Array.from({ length: digits }, () => String(stream.int(10))).join(''),
    )
  }
  return { region, station, prizes }
}

/** Every number of the sheet, in layout order. */
export function allNumbers(sheet: VnSheet): string[] {
  return layoutOf(sheet.region).flatMap(([tier]) => sheet.prizes[tier] ?? [])
}

export function tier(sheet: VnSheet, name: VnTier): string[] {
  return sheet.prizes[name] ?? []
}
