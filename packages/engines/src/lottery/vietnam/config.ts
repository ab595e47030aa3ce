import { type Ratio, ratio } from '../money'
import { type VnRegion, type VnSheet, allNumbers, layoutOf, tier } from './sheet'

/**
 * Vietnam bet types with unambiguous codes (docs/domain/lottery.md#vietnam: "dau" means different
 * things in the two models). Positional types pay once per matching position of the sheet;
 * xien pays once when every number is in lo2; lo_truot pays once when none is.
 */
export const POSITIONAL_TYPES = [
  'lo2', // lo / bao lo 2 so: last 2 digits of every number
  'lo3', // lo 3 so / bao lo 3 so
  'lo4', // bao lo 4 so
  'de', // last 2 of DB
  'de_head', // tens digit of de (1 digit)
  'de_tail', // units digit of de (1 digit)
  'de_first2', // dau dac biet: first 2 of DB
  'de_g1', // nhat to: last 2 of G1
  'cang3', // 3 cang: last 3 of DB
  'cang4', // 4 so dac biet: last 4 of DB
  'dau', // southern model dau: G8 (south, central) or the 4 G7 (north)
  'duoi', // southern model duoi: last 2 of DB
  'dau_duoi', // dau + duoi
  'xiu_chu', // G7 + DB last 3 (south, central) or 3 x G6 + DB last 3 (north)
] as const
export const COMBINATION_TYPES = ['xien2', 'xien3', 'xien4', 'lo_truot'] as const
export type VnPositionalType = (typeof POSITIONAL_TYPES)[number]
export type VnCombinationType = (typeof COMBINATION_TYPES)[number]
export type VnPlayType = VnPositionalType | VnCombinationType

/** Types that the southern "ghi so" model charges per covered position (docs/domain/lottery.md#southern-face-model). */
export const FACE_TYPES: ReadonlySet<VnPlayType> = new Set(['lo2', 'lo3', 'lo4', 'dau', 'duoi', 'dau_duoi', 'xiu_chu'])

export const DIGITS: Record<VnPlayType, number> = {
  lo2: 2,
  lo3: 3,
  lo4: 4,
  de: 2,
  de_head: 1,
  de_tail: 1,
  de_first2: 2,
  de_g1: 2,
  cang3: 3,
  cang4: 4,
  dau: 2,
  duoi: 2,
  dau_duoi: 2,
  xiu_chu: 3,
  xien2: 2,
  xien3: 2,
  xien4: 2,
  lo_truot: 2,
}

const last = (n: number) => (s: string) => s.slice(-n)
const withDigits = (n: number) => (s: string) => s.length >= n

/** The positions each positional type covers on a sheet; `combos` of docs/domain/lottery.md#southern-face-model is their count. */
export function positionsOf(type: VnPositionalType, sheet: VnSheet): string[] {
  const db = tier(sheet, 'DB')
  const north = sheet.region === 'north'
  switch (type) {
    case 'lo2':
      return allNumbers(sheet).map(last(2))
    case 'lo3':
      return allNumbers(sheet).filter(withDigits(3)).map(last(3))
    case 'lo4':
      return allNumbers(sheet).filter(withDigits(4)).map(last(4))
    case 'de':
    case 'duoi':
      return db.map(last(2))
    case 'de_head':
      return db.map((s) => s.slice(-2, -1))
    case 'de_tail':
      return db.map(last(1))
    case 'de_first2':
      return db.map((s) => s.slice(0, 2))
    case 'de_g1':
      return tier(sheet, 'G1').map(last(2))
    case 'cang3':
      return db.map(last(3))
    case 'cang4':
      return db.map(last(4))
    case 'dau':
      return tier(sheet, north ? 'G7' : 'G8').map(last(2))
    case 'dau_duoi':
      return [...positionsOf('dau', sheet), ...positionsOf('duoi', sheet)]
    case 'xiu_chu':
      return [...tier(sheet, north ? 'G6' : 'G7'), ...db].map(last(3))
  }
}

const combosCache = new Map<string, number>()

/** How many positions a type covers in a region (27 for north lo2, 2 for southern dau_duoi...). */
export function combosOf(region: VnRegion, type: VnPositionalType): number {
  const key = `${region}:${type}`
  let combos = combosCache.get(key)
  if (combos === undefined) {
    const template: VnSheet = { region, station: 'T', prizes: {} }
    for (const [name, count, digits] of layoutOf(region))
      template.prizes[name] = Array<string>(count).fill('0'.repeat(digits))
    combos = positionsOf(type, template).length
    combosCache.set(key, combos)
  }
  return combos
}

export interface VnRegionConfig {
  /** 'points': the northern model, lo2 and lo3 sold in points; 'face': the southern per-station model. */
  model: 'points' | 'face'
  /** Points model: minor units charged per point. */
  pointPrice: Partial<Record<'lo2' | 'lo3', bigint>>
  /** Face model: the discount applied to stations x numbers x combos x face (0.8). */
  multiplier: Ratio
  /** Paid per unit per hit: per point (points), per minor unit of face or stake otherwise. A type missing here is not offered. */
  odds: Partial<Record<Exclude<VnPlayType, 'lo_truot'>, Ratio>>
  /** Lo truot odds by how many numbers are picked; the keys are the sizes offered. */
  loTruot: Record<number, Ratio>
  /** How many stations one bet may cover (1 in the north). */
  maxStations: number
}

export interface VnConfig {
  regions: Record<VnRegion, VnRegionConfig>
  /** How many numbers one positional bet may list (each a line at the same unit). */
  maxNumbers: number
}

const SOUTHERN: VnRegionConfig = {
  model: 'face',
  pointPrice: {},
  multiplier: ratio('0.8'),
  odds: {
    lo2: ratio(75),
    lo3: ratio(650),
    lo4: ratio(5500),
    dau: ratio(75),
    duoi: ratio(75),
    dau_duoi: ratio(75),
    xiu_chu: ratio(650),
  },
  loTruot: {},
  maxStations: 4,
}

/**
 * The defaults of docs/domain/lottery.md#vietnam, VND (minor unit = 1 dong). North: 23,000 / 80,000 lo points, lo 3 so at
 * 29,000 / 900,000 [S10], the [S11] set for de (95), de_g1 (90), 3 cang (650), 4 so (6500) and
 * xien (15 / 60 / 300), head and tail digits at 9 [S10], de_first2 at 95 (unconfirmed), lo
 * truot at fair odds x 0.92 rounded down to 0.01. South and central: the ghi so model at x0.8
 * with 75 / 650 / 5500.
 */
export const DEFAULT_VN_CONFIG: VnConfig = {
  maxNumbers: 100,
  regions: {
    north: {
      model: 'points',
      pointPrice: { lo2: 23_000n, lo3: 29_000n },
      multiplier: ratio(1),
      odds: {
        lo2: ratio(80_000),
        lo3: ratio(900_000),
        de: ratio(95),
        de_head: ratio(9),
        de_tail: ratio(9),
        de_first2: ratio(95),
        de_g1: ratio(90),
        cang3: ratio(650),
        cang4: ratio(6500),
        xien2: ratio(15),
        xien3: ratio(60),
        xien4: ratio(300),
      },
      loTruot: {
        4: ratio('2.76'),
        5: ratio('3.67'),
        6: ratio('4.89'),
        7: ratio('6.52'),
        8: ratio('8.74'),
        9: ratio('11.74'),
        10: ratio('15.82'),
      },
      maxStations: 1,
    },
    central: SOUTHERN,
    south: SOUTHERN,
  },
}
