import type { LotteryResult } from '@sea/contract'
import { describe, expect, it } from 'vitest'
import { sheetDifferences } from './sheet-diff'

const vn = (sheets: { station: string; prizes: Record<string, string[]> }[]): LotteryResult => ({
  kind: 'vietnam',
  sheets: sheets.map((s) => ({ region: 'north', ...s })),
})

describe('sheet differences', () => {
  it('counts a number drawn twice in a rank, and names a station only one sheet has', () => {
    const before = vn([
      { station: 'HN', prizes: { G7: ['12', '12', '34', '56'] } },
      { station: 'QN', prizes: { DB: ['00001'] } },
    ])
    const after = vn([{ station: 'HN', prizes: { G7: ['34', '12', '56', '78'] } }])
    expect(sheetDifferences(before, after)).toEqual([
      {
        station: 'HN',
        rank: 'G7',
        before: ['12', '12', '34', '56'],
        after: ['34', '12', '56', '78'],
        removed: ['12'],
        added: ['78'],
      },
      { station: 'QN', rank: 'DB', before: ['00001'], after: [], removed: ['00001'], added: [] },
    ])
  })

  it('finds nothing between a sheet and itself reordered', () => {
    const sheet = vn([{ station: 'HN', prizes: { G6: ['111', '222', '333'] } }])
    const reordered = vn([{ station: 'HN', prizes: { G6: ['333', '111', '222'] } }])
    expect(sheetDifferences(sheet, reordered)).toEqual([])
  })
})
