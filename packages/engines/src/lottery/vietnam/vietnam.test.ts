import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createFairStream } from '../../fair'
import { add, choose, div, mul, pow, q, sub, toNumber } from '../exact.testkit'
import { type Ratio, payoutOf, ratio, sameRatio } from '../money'
import {
  type VnBet,
  type VnPlayType,
  type VnRegion,
  type VnSheet,
  DEFAULT_VN_CONFIG as C,
  POSITIONAL_TYPES,
  betCost,
  combosOf,
} from '.'
import { drawResult, liabilityKeys, parseResultSheet, prepareResult, quoteBet, settleBet, validateBet } from '.'
import { DIGITS } from './config'

// docs/domain/lottery.md#result-sheets: the real XSMB sheet of 09-09-2024.
const NORTH_INPUT = {
  region: 'north',
  station: 'MB',
  prizes: {
    DB: '62651',
    G1: '60778',
    G2: '23518 71201',
    G3: '69756, 76705, 50372, 35239, 71770, 90587',
    G4: ['0015', '1854', '7987', '5322'],
    G5: '0809 4724 1116 4696 5109 8824',
    G6: '432 881 799',
    G7: '25 21 36 24',
  },
}
// docs/domain/lottery.md#southern-face-model: the invented southern station.
const SOUTH_INPUT = {
  region: 'south',
  station: 'HCM',
  prizes: {
    DB: '472347',
    G1: '96507',
    G2: '48132',
    G3: '73614 20958',
    G4: '30215 88173 45980 12347 67402 90921 55683',
    G5: '1047',
    G6: '2917 0452 6638',
    G7: '385',
    G8: '47',
  },
}

function sheetOf(input: unknown): VnSheet {
  const parsed = parseResultSheet(input)
  if (!parsed.ok) throw new Error(`sheet refused: ${parsed.field}`)
  return parsed.sheet
}
const north = sheetOf(NORTH_INPUT)
const south = sheetOf(SOUTH_INPUT)
const result = prepareResult([north, south])

function bet(
  region: VnRegion,
  playType: VnPlayType,
  numbers: string[],
  unit: bigint,
  stations = [region === 'north' ? 'MB' : 'HCM'],
): VnBet {
  const quote = quoteBet(C, { region, playType, numbers })
  if (!quote) throw new Error(`not offered: ${region} ${playType}`)
  return { region, stations, playType, numbers, unit, ...quote }
}
const payout = (b: VnBet) => settleBet(C, b, result).payout

describe('Vietnam result sheets', () => {
  it('parses the worked sheets and derives the views of docs/domain/lottery.md#result-sheets', () => {
    expect(combosOf('north', 'lo2')).toBe(27)
    expect(combosOf('north', 'lo3')).toBe(23)
    expect(combosOf('north', 'lo4')).toBe(20)
    expect(combosOf('south', 'lo2')).toBe(18)
    expect(combosOf('south', 'lo3')).toBe(17)
    expect(combosOf('south', 'lo4')).toBe(16)
    const lo = (n: string) => settleBet(C, bet('north', 'lo2', [n], 1n), result).wins
    expect([lo('24'), lo('09'), lo('87'), lo('51'), lo('15'), lo('33')]).toEqual([3, 2, 2, 1, 1, 0])
    expect(settleBet(C, bet('north', 'cang3', ['651'], 1n), result).wins).toBe(1)
    expect(settleBet(C, bet('north', 'de_first2', ['62'], 1n), result).wins).toBe(1)
    expect(settleBet(C, bet('north', 'de_g1', ['78'], 1n), result).wins).toBe(1)
    expect(settleBet(C, bet('north', 'de_head', ['5'], 1n), result).wins).toBe(1)
    expect(settleBet(C, bet('north', 'de_tail', ['1'], 1n), result).wins).toBe(1)
  })

  it('refuses wrong tier counts, digit lengths, regions and unknown tiers', () => {
    const broken = (prizes: object) =>
      parseResultSheet({ ...NORTH_INPUT, prizes: { ...NORTH_INPUT.prizes, ...prizes } })
    expect(broken({ G7: '25 21 36' })).toEqual({ ok: false, code: 'result_invalid', field: 'prizes.G7' })
    expect(broken({ G4: '015 1854 7987 5322' })).toMatchObject({ field: 'prizes.G4' })
    expect(broken({ DB: '6265a' })).toMatchObject({ field: 'prizes.DB' })
    expect(broken({ G8: '47' })).toMatchObject({ field: 'prizes.G8' })
    expect(parseResultSheet({ ...SOUTH_INPUT, region: 'west' })).toMatchObject({ field: 'region' })
    expect(parseResultSheet({ ...SOUTH_INPUT, prizes: { ...SOUTH_INPUT.prizes, DB: '72347' } })).toMatchObject({
      field: 'prizes.DB',
    })
    expect(parseResultSheet(null)).toMatchObject({ field: 'sheet' })
  })

  it('draws fast sheets that always parse, digit by digit from the stream', () => {
    fc.assert(
      fc.property(fc.nat(), fc.constantFrom<VnRegion>('north', 'south'), (nonce, region) => {
        const sheet = drawResult(createFairStream({ serverSeed: 'b'.repeat(64), clientSeed: 'vn', nonce }), region)
        return parseResultSheet(sheet).ok
      }),
    )
    const stream = createFairStream({ serverSeed: 'b'.repeat(64), clientSeed: 'vn', nonce: 1 })
    drawResult(stream)
    expect(stream.wordsRead).toBe(5 + 5 + 10 + 30 + 16 + 24 + 9 + 8)
  })
})

describe('Vietnam worked examples (docs/domain/lottery.md, northern and southern models)', () => {
  it('north points: 10 points of lo on 24 cost 230,000 and pay 2,400,000; on 09 pay 1,600,000', () => {
    const lo24 = bet('north', 'lo2', ['24'], 10n)
    expect(betCost(lo24)).toBe(230_000n)
    expect(payout(lo24)).toBe(2_400_000n)
    expect(payout(bet('north', 'lo2', ['09'], 10n))).toBe(1_600_000n)
    expect(payout(bet('north', 'lo2', ['24', '09', '33'], 10n))).toBe(4_000_000n)
    expect(betCost(bet('north', 'lo2', ['24', '09', '33'], 10n))).toBe(690_000n)
  })

  it('north money: 100,000 de on 51 at 1:95 pays 9,500,000; xien wins only when all are present', () => {
    expect(payout(bet('north', 'de', ['51'], 100_000n))).toBe(9_500_000n)
    expect(payout(bet('north', 'de', ['52'], 100_000n))).toBe(0n)
    expect(payout(bet('north', 'xien2', ['24', '09'], 1000n))).toBe(15_000n)
    expect(payout(bet('north', 'xien3', ['24', '09', '87'], 1000n))).toBe(60_000n)
    expect(payout(bet('north', 'xien2', ['24', '33'], 1000n))).toBe(0n)
    expect(payout(bet('north', 'lo_truot', ['00', '02', '03', '04'], 1000n))).toBe(2760n)
    expect(payout(bet('north', 'lo_truot', ['00', '02', '03', '24'], 1000n))).toBe(0n)
  })

  it('south face model: 47 bao lo, 47 dd and 347 xc at face 10,000', () => {
    const bao = bet('south', 'lo2', ['47'], 10_000n)
    expect([betCost(bao), payout(bao)]).toEqual([144_000n, 3_000_000n])
    const dd = bet('south', 'dau_duoi', ['47'], 10_000n)
    expect([betCost(dd), payout(dd)]).toEqual([16_000n, 1_500_000n])
    const xc = bet('south', 'xiu_chu', ['347'], 10_000n)
    expect([betCost(xc), payout(xc)]).toEqual([16_000n, 6_500_000n])
    const twoStations = { ...bao, stations: ['HCM', 'DT'] }
    expect(betCost(twoStations)).toBe(288_000n)
    expect(() => settleBet(C, twoStations, result)).toThrow(RangeError)
  })
})

/** Every digit uniform and independent (real draws, and the fast draw by construction). */
function positionalRtp(region: VnRegion, type: (typeof POSITIONAL_TYPES)[number]): Ratio | null {
  const quote = quoteBet(C, { region, playType: type, numbers: ['0'.repeat(DIGITS[type])] })
  if (!quote) return null
  // Expected hits = positions x 10^-digits, by linearity, whatever the overlaps.
  const hits = q(combosOf(region, type), 10n ** BigInt(DIGITS[type]))
  return div(mul(hits, quote.odds), quote.price)
}

/** P(all k numbers appear among n two-digit positions), inclusion-exclusion, exact. */
function allPresent(k: number, n: number): Ratio {
  let plus = q(0)
  let minus = q(0)
  for (let j = 0; j <= k; j += 1) {
    const term = mul(q(choose(k, j)), pow(q(100 - j, 100), n))
    if (j % 2 === 0) plus = add(plus, term)
    else minus = add(minus, term)
  }
  return sub(plus, minus)
}

describe('Vietnam RTP, exact', () => {
  it('counts every position of a sheet exactly once for every positional type', () => {
    // With uniform digits each position shows a given number with probability 10^-digits, so
    // this identity is what makes expected hits = positions x 10^-digits hold for the engine.
    fc.assert(
      fc.property(fc.nat(), fc.constantFrom<VnRegion>('north', 'south'), (nonce, region) => {
        const sheet = drawResult(
          createFairStream({ serverSeed: 'f'.repeat(64), clientSeed: 'count', nonce }),
          region,
          'S',
        )
        const view = prepareResult([sheet])
        return POSITIONAL_TYPES.every((type) => {
          const everyNumber = Array.from({ length: 10 ** DIGITS[type] }, (_, n) =>
            String(n).padStart(DIGITS[type], '0'),
          )
          const all: VnBet = {
            region,
            stations: ['S'],
            playType: type,
            numbers: everyNumber,
            unit: 1n,
            odds: ratio(1),
            price: ratio(1),
          }
          return settleBet(C, all, view).wins === combosOf(region, type)
        })
      }),
      { numRuns: 30 },
    )
  })

  it('positional types match the published probabilities', () => {
    const pct = (r: Ratio | null) => (r ? Math.round(toNumber(r) * 10_000) / 100 : null)
    expect(positionalRtp('north', 'lo2')).toEqual(q(108, 115)) // 93.9%
    expect(pct(positionalRtp('north', 'lo3'))).toBe(71.38)
    expect(pct(positionalRtp('north', 'de'))).toBe(95)
    expect(pct(positionalRtp('north', 'de_head'))).toBe(90)
    expect(pct(positionalRtp('north', 'de_g1'))).toBe(90)
    expect(pct(positionalRtp('north', 'cang3'))).toBe(65)
    expect(pct(positionalRtp('north', 'cang4'))).toBe(65)
    for (const region of ['south', 'central'] as const) {
      for (const type of ['lo2', 'dau', 'duoi', 'dau_duoi'] as const)
        expect(positionalRtp(region, type)).toEqual(q(15, 16))
      expect(positionalRtp(region, 'lo3')).toEqual(q(13, 16))
      expect(positionalRtp(region, 'xiu_chu')).toEqual(q(13, 16))
      expect(positionalRtp(region, 'lo4')).toEqual(q(11, 16))
    }
    for (const type of POSITIONAL_TYPES) {
      const rtp = positionalRtp('north', type)
      if (rtp) expect(toNumber(rtp)).toBeLessThan(1)
    }
  })

  it('xien and lo truot match the published probabilities', () => {
    expect(toNumber(allPresent(2, 27))).toBeCloseTo(0.05488, 5)
    expect(toNumber(allPresent(3, 27))).toBeCloseTo(0.0123, 4)
    expect(toNumber(allPresent(4, 27))).toBeCloseTo(0.00267, 5)
    const xien = (k: 2 | 3 | 4) => toNumber(mul(allPresent(k, 27), C.regions.north.odds[`xien${k}`]!))
    expect([xien(2), xien(3), xien(4)].map((r) => Math.round(r * 1000) / 10)).toEqual([82.3, 73.8, 80.1])
    for (const [n, odds] of Object.entries(C.regions.north.loTruot)) {
      const rtp = toNumber(mul(pow(q(100 - Number(n), 100), 27), odds))
      expect(rtp).toBeGreaterThan(0.915)
      expect(rtp).toBeLessThanOrEqual(0.92)
    }
  })
})

const digits = (d: number) => fc.integer({ min: 0, max: 10 ** d - 1 }).map((n) => String(n).padStart(d, '0'))
const northBet = fc
  .constantFrom<VnPlayType>('lo2', 'lo3', 'de', 'de_head', 'cang3', 'de_g1', 'xien2', 'xien3', 'lo_truot')
  .chain((type) => {
    const size = type === 'xien2' ? 2 : type === 'xien3' ? 3 : type === 'lo_truot' ? 5 : 1
    return fc.tuple(
      fc.constant(type),
      fc.uniqueArray(digits(DIGITS[type]), { minLength: size, maxLength: size }),
      fc.bigInt({ min: 1n, max: 10n ** 9n }),
    )
  })
  .map(([type, numbers, unit]) => bet('north', type, numbers, unit))

describe('Vietnam properties', () => {
  it('settles the same alone or in a batch, with integer payouts rounded down', () => {
    fc.assert(
      fc.property(fc.array(northBet, { minLength: 1, maxLength: 20 }), fc.nat(), (bets, nonce) => {
        const sheet = drawResult(createFairStream({ serverSeed: 'c'.repeat(64), clientSeed: 'p', nonce }))
        const shared = prepareResult([{ ...sheet, station: 'MB' }])
        const batch = [...bets]
          .reverse()
          .map((b) => settleBet(C, b, shared))
          .reverse()
        return bets.every((b, i) => {
          const alone = settleBet(C, b, prepareResult([{ ...sheet, station: 'MB' }]))
          const exact = alone.payout * b.odds.den
          return (
            JSON.stringify(alone, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v)) ===
              JSON.stringify(batch[i], (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v)) &&
            exact <= b.unit * b.odds.num * BigInt(alone.wins) &&
            exact > b.unit * b.odds.num * BigInt(alone.wins) - b.odds.den &&
            validateBet(C, b).ok &&
            alone.payout <= liabilityKeys(b).maxPayout &&
            // The rate does not depend on the stake, and the payout is the stake at that rate.
            alone.payout === payoutOf(b.unit, alone.rate) &&
            sameRatio(alone.rate, settleBet(C, { ...b, unit: 1n }, shared).rate)
          )
        })
      }),
    )
  })

  it('rejects malformed numbers, play types, stations and stale odds', () => {
    const good = bet('north', 'lo2', ['24'], 10n)
    expect(validateBet(C, good)).toEqual({ ok: true })
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/^\d{2}$/.test(s)),
        (bad) => {
          const check = validateBet(C, { ...good, numbers: [bad] })
          return !check.ok && check.code === 'numbers_invalid'
        },
      ),
    )
    expect(validateBet(C, { ...good, numbers: ['24', '24'] })).toMatchObject({ code: 'numbers_invalid' })
    expect(validateBet(C, { ...good, playType: 'xien2' })).toMatchObject({ code: 'numbers_invalid' })
    expect(validateBet(C, { ...good, playType: 'bogus' as VnPlayType })).toMatchObject({
      code: 'play_type_invalid',
      field: 'playType',
    })
    expect(validateBet(C, { ...good, playType: 'xiu_chu', numbers: ['247'] })).toMatchObject({
      code: 'play_type_invalid',
    })
    expect(validateBet(C, { ...good, playType: 'lo_truot', numbers: ['01', '02'] })).toMatchObject({
      code: 'play_type_invalid',
    })
    expect(validateBet(C, { ...good, stations: ['MB', 'HN'] })).toMatchObject({ code: 'stations_invalid' })
    expect(validateBet(C, { ...good, unit: 0n })).toMatchObject({ code: 'stake_invalid' })
    expect(validateBet(C, { ...good, odds: ratio(81_000) })).toMatchObject({ code: 'odds_changed' })
  })

  it('reports liability per station and number', () => {
    expect(liabilityKeys(bet('north', 'lo2', ['24', '09'], 10n))).toEqual({
      keys: ['MB:lo2:24', 'MB:lo2:09'],
      perKey: 800_000n,
      maxPayout: 21_600_000n,
    })
    expect(liabilityKeys(bet('north', 'xien2', ['24', '09'], 1000n))).toMatchObject({
      perKey: 15_000n,
      maxPayout: 15_000n,
    })
  })
})
