import { describe, expect, it } from 'vitest'
import { game, issue, playType } from './fixtures.test-utils'
import {
  type SlipLine,
  lineProblem,
  linesOf,
  oddsFor,
  parseRatio,
  previewLine,
  slipProblem,
  slipTotal,
  toBetInputs,
} from './slip'

const line = (overrides: Partial<SlipLine> = {}): SlipLine => ({
  id: 'a',
  playType: 'de',
  numbers: ['27'],
  stations: [],
  amount: '10',
  multiple: 1,
  ...overrides,
})

describe('payout preview', () => {
  it('reads exact ratios and decimals', () => {
    expect(parseRatio('39/20')).toEqual({ num: 39n, den: 20n })
    expect(parseRatio('1.96')).toEqual({ num: 49n, den: 25n })
    expect(parseRatio('80000')).toEqual({ num: 80000n, den: 1n })
    expect(parseRatio('x')).toBeNull()
  })

  it('charges a de bet per number and pays stake x odds per hit', () => {
    const preview = previewLine(game(), playType(), line({ numbers: ['27', '72'], amount: '10.50', multiple: 2 }))
    // 10.50 x 2 = 21.00 per number, two numbers; 21.00 x 95 per hit.
    expect(preview).toEqual({ lines: 2, stations: 1, cost: 4200n, winPerHit: 199500n })
  })

  it('prices the northern points model per point and pays the odds per point', () => {
    const lo = playType({
      playType: 'lo2',
      unit: 'points',
      pricePerUnit: '23000/1',
      pricePerUnitDisplay: '230.00',
      odds: '80000/1',
      oddsDisplay: '80000',
    })
    const preview = previewLine(game(), lo, line({ playType: 'lo2', numbers: ['05', '50', '55'], amount: '10' }))
    expect(preview?.cost).toBe(3n * 10n * 23000n)
    expect(preview?.winPerHit).toBe(10n * 80000n)
  })

  it('multiplies by stations and rounds the cost up and the win down, like the engines', () => {
    const south = playType({ playType: 'lo2', pricePerUnit: '72/5', odds: '75/1' })
    const preview = previewLine(
      game({ region: 'south' }),
      south,
      line({ playType: 'lo2', numbers: ['11'], stations: ['HCM', 'DT'], amount: '0.01' }),
    )
    // 1 minor unit x 14.4 x 2 stations = 28.8, charged 29.
    expect(preview?.cost).toBe(29n)
    const odd = playType({ odds: '39/20' })
    expect(previewLine(game({ engine: 'pk10' }), odd, line({ amount: '0.03' }))?.winPerHit).toBe(5n)
  })

  it('counts xien as one bet whatever the numbers, 4D roll as ten and box by permutations', () => {
    expect(linesOf('vietnam', 'xien3', ['01', '02', '03'])).toBe(1)
    expect(linesOf('vietnam', 'lo_truot', ['01', '02', '03', '04'])).toBe(1)
    expect(linesOf('vietnam', 'lo2', ['01', '02'])).toBe(2)
    expect(linesOf('fourd', 'big', ['12R4'], 'roll')).toBe(10)
    expect(linesOf('fourd', 'big', ['1123'], 'box')).toBe(12)
    expect(linesOf('fourd', 'big', ['1123'], 'ibox')).toBe(1)
    expect(linesOf('keno', 'pick', ['1', '2', '3'])).toBe(1)
  })

  it('uses the per-pick odds where they differ, and the top prize of a paytable', () => {
    const gy = playType({
      playType: 'gy_sum',
      odds: null,
      oddsDisplay: null,
      oddsBy: [{ key: 'gy_sum:3', odds: '873/20', oddsDisplay: '43.65' }],
    })
    expect(oddsFor(gy, ['3'])).toEqual({ odds: '873/20', display: '43.65' })
    expect(oddsFor(gy, ['4'])).toBeNull()
    const big = playType({
      playType: 'big',
      odds: null,
      oddsDisplay: null,
      paytable: ['2000', '1000', '490', '250', '60'],
      forms: ['ordinary'],
    })
    expect(
      previewLine(
        game({ engine: 'fourd' }),
        big,
        line({ playType: 'big', numbers: ['1234'], form: 'ordinary', amount: '1' }),
      )?.winPerHit,
    ).toBe(200000n)
  })

  it('previews nothing while the amount is unreadable', () => {
    expect(previewLine(game(), playType(), line({ amount: '' }))).toBeNull()
    expect(previewLine(game(), playType({ unit: 'points' }), line({ amount: '1.5' }))).toBeNull()
  })
})

describe('slip validation', () => {
  it('checks each line: picks, position, form and the stake limits', () => {
    const limits = game().limits
    expect(lineProblem(playType(), limits, line())).toBeNull()
    expect(lineProblem(playType(), limits, line({ numbers: [] }))).toBe('tooFew')
    expect(lineProblem(playType(), limits, line({ amount: '0.50' }))).toBe('belowMin')
    expect(lineProblem(playType(), limits, line({ amount: '5000.01' }))).toBe('aboveMax')
    expect(lineProblem(playType(), limits, line({ amount: '3000', multiple: 2 }))).toBe('aboveMax')
    expect(lineProblem(playType(), limits, line({ amount: 'abc' }))).toBe('amount')
    const position = playType({
      positions: 10,
      numbers: { kind: 'range', min: 1, max: 10, minCount: 1, maxCount: 1, distinct: true },
    })
    expect(lineProblem(position, limits, line({ numbers: ['3'] }))).toBe('position')
    expect(lineProblem(position, limits, line({ numbers: ['3'], position: 4 }))).toBeNull()
    const fourd = playType({
      forms: ['ordinary', 'box'],
      numbers: { kind: 'digits', digits: 4, minCount: 1, maxCount: 1 },
    })
    expect(lineProblem(fourd, limits, line({ numbers: ['1234'] }))).toBe('form')
  })

  it('checks the slip: empty, too many bets, chase length, balance over every chased issue', () => {
    const g = game()
    expect(slipProblem({ game: g, lines: [], chaseIssues: 1, balance: null })).toBe('empty')
    expect(slipProblem({ game: g, lines: [line(), line(), line(), line()], chaseIssues: 1, balance: null })).toBe(
      'tooManyBets',
    )
    // Only one next issue is known: a chase of three cannot be placed.
    expect(slipProblem({ game: g, lines: [line()], chaseIssues: 3, balance: null })).toBe('chaseTooLong')
    expect(slipProblem({ game: g, lines: [line()], chaseIssues: 2, balance: 2000n })).toBeNull()
    expect(slipProblem({ game: g, lines: [line()], chaseIssues: 2, balance: 1999n })).toBe('aboveBalance')
    expect(slipProblem({ game: g, lines: [line({ playType: 'gone' })], chaseIssues: 1, balance: null })).toBe('line')
    expect(slipTotal(g, [line(), line({ numbers: ['01', '02'] })])).toBe(3000n)
  })

  it('sends stakes with two places at most, points as integers, and the previewed odds', () => {
    const g = game({
      playTypes: [playType(), playType({ playType: 'lo2', unit: 'points', pricePerUnit: '23000/1', odds: '80000/1' })],
      currentIssue: issue({ stations: [{ code: 'HN', name: 'Hà Nội' }] }),
    })
    const bets = toBetInputs(g, [
      line({ amount: '10.5', multiple: 2 }),
      line({ playType: 'lo2', amount: '7', multiple: 5, stations: ['HN'] }),
    ])
    expect(bets).toEqual([
      { playType: 'de', numbers: ['27'], stake: '21', odds: '95/1' },
      { playType: 'lo2', numbers: ['27'], stations: ['HN'], points: 35, odds: '80000/1' },
    ])
  })
})
