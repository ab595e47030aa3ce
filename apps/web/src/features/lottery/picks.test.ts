import type { NumberSpec } from '@sea/contract'
import { describe, expect, it } from 'vitest'
import { normalisePick, permutationCount, picksProblem, pickerKind, quickPick, togglePick, valuesOf } from './picks'

const grid2 = { kind: 'digits', digits: 2, minCount: 1, maxCount: 3 } as const
const cang3 = { kind: 'digits', digits: 3, minCount: 1, maxCount: 10 } as const
const keno = { kind: 'range', min: 1, max: 80, minCount: 1, maxCount: 10, distinct: true } as const
const sides: NumberSpec = { kind: 'sides', options: ['big', 'small'] }

/** A fixed sequence of "random" values, so quick picks are checked exactly. */
const sequence = (...values: number[]) => {
  let index = 0
  return (bound: number) => (values[index++ % values.length] ?? 0) % bound
}

describe('pickers', () => {
  it('draws a 00-99 grid for two digits, typed entry for three and four, balls for ranges', () => {
    expect(pickerKind(grid2)).toBe('grid')
    expect(valuesOf(grid2)).toHaveLength(100)
    expect(valuesOf(grid2).slice(0, 2)).toEqual(['00', '01'])
    expect(valuesOf(grid2).at(-1)).toBe('99')
    expect(pickerKind(cang3)).toBe('entry')
    expect(pickerKind(keno)).toBe('balls')
    expect(valuesOf(keno)).toHaveLength(80)
    expect(pickerKind(sides)).toBe('sides')
  })

  it('adds and removes picks and refuses one past the maximum', () => {
    let state = togglePick(grid2, [], '07')
    state = togglePick(grid2, state.picks, '42')
    state = togglePick(grid2, state.picks, '99')
    expect(state).toEqual({ picks: ['07', '42', '99'], refused: null })
    const full = togglePick(grid2, state.picks, '13')
    expect(full).toEqual({ picks: ['07', '42', '99'], refused: 'full' })
    expect(togglePick(grid2, full.picks, '42').picks).toEqual(['07', '99'])
  })

  it('replaces the pick of a single-pick picker and of sides', () => {
    const one = { kind: 'range', min: 1, max: 10, minCount: 1, maxCount: 1, distinct: true } as const
    expect(togglePick(one, ['3'], '8').picks).toEqual(['8'])
    expect(togglePick(sides, ['big'], 'small').picks).toEqual(['small'])
    expect(togglePick(sides, ['big'], 'huge').refused).toBe('invalid')
  })

  it('takes typed numbers of exactly the right length, and one R only for 4D roll', () => {
    expect(normalisePick(cang3, ' 007 ')).toBe('007')
    expect(normalisePick(cang3, '07')).toBeNull()
    expect(normalisePick(cang3, '0a7')).toBeNull()
    const fourd = { kind: 'digits', digits: 4, minCount: 1, maxCount: 1 } as const
    expect(normalisePick(fourd, '12r4', true)).toBe('12R4')
    expect(normalisePick(fourd, '1RR4', true)).toBeNull()
    expect(normalisePick(fourd, '1234', true)).toBeNull()
    expect(normalisePick(fourd, '12R4')).toBeNull()
    expect(normalisePick(keno, '81')).toBeNull()
    expect(normalisePick(keno, '080')).toBe('80')
  })

  it('quick-picks the minimum count of distinct values by default, never above the maximum', () => {
    const xien3 = { kind: 'digits', digits: 2, minCount: 3, maxCount: 3 } as const
    // 5 twice: the second draw comes from the pool without the first, so no repeat is possible.
    expect(quickPick(xien3, sequence(5, 5, 99))).toEqual(['05', '06', '01'])
    expect(quickPick(keno, sequence(0), 25)).toHaveLength(10)
    expect(quickPick(sides, sequence(1))).toEqual(['small'])
    const picks = quickPick(cang3, sequence(7, 7, 123), 2)
    expect(picks).toEqual(['007', '123'])
  })

  it('quick picks from the real generator stay inside the spec', () => {
    for (let round = 0; round < 50; round += 1) {
      const picks = quickPick(keno, undefined, 10)
      expect(new Set(picks).size).toBe(10)
      expect(picks.every((p) => Number(p) >= 1 && Number(p) <= 80)).toBe(true)
    }
  })

  it('says what is wrong with a selection', () => {
    expect(picksProblem(grid2, [])).toBe('tooFew')
    expect(picksProblem({ ...grid2, minCount: 2 }, ['01'])).toBe('tooFew')
    expect(picksProblem(grid2, ['01', '02', '03', '04'])).toBe('tooMany')
    expect(picksProblem(grid2, ['01', '01'])).toBe('repeated')
    expect(picksProblem({ ...keno, distinct: false }, ['1', '1'])).toBeNull()
    expect(picksProblem(sides, ['big'])).toBeNull()
  })

  it('counts the distinct orderings a 4D box covers', () => {
    expect(permutationCount('1234')).toBe(24)
    expect(permutationCount('1123')).toBe(12)
    expect(permutationCount('1122')).toBe(6)
    expect(permutationCount('1112')).toBe(4)
    expect(permutationCount('7777')).toBe(1)
  })
})
