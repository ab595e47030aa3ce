import { fourd, vietnam } from '@sea/engines/lottery'
import { describe, expect, it } from 'vitest'
import { FOUR_D, fromPaste, invalidSlots, VN_NORTH, VN_SOUTH } from './sheet-layout'

const asEngine = (layout: typeof VN_NORTH) => layout.map(({ rank, count, digits }) => [rank, count, digits])

describe('the result forms', () => {
  it('have the shapes the engines parse', () => {
    expect(asEngine(VN_NORTH)).toEqual(vietnam.layoutOf('north'))
    expect(asEngine(VN_SOUTH)).toEqual(vietnam.layoutOf('south'))
    expect(asEngine(VN_SOUTH)).toEqual(vietnam.layoutOf('central'))
    const sample = fourd.drawResult({ int: () => 3 } as never)
    expect(FOUR_D.map(({ rank, count }) => [rank, count])).toEqual(
      Object.entries(sample).map(([rank, value]) => [rank, Array.isArray(value) ? value.length : 1]),
    )
  })

  it('fill from a pasted sheet, labels and all, or not at all', () => {
    const text =
      'ĐB 123456\nG1 12345\nG2 22345\nG3 32345 - 42345\nG4 ' +
      '52345 '.repeat(7) +
      '\nG5 1234\nG6 1111 2222 3333\nG7 123\nG8 12'
    expect(fromPaste(text, VN_SOUTH)).toMatchObject({ DB: ['123456'], G3: ['32345', '42345'], G8: ['12'] })
    expect(fromPaste('123456 12345', VN_SOUTH)).toBeNull()
  })

  it('name every slot without its digits', () => {
    const bad = invalidSlots({ HN: { DB: ['1234'], G7: ['12', '3', '45', '67'] } }, VN_NORTH)
    expect(bad.has('HN/DB/0')).toBe(true)
    expect(bad.has('HN/G7/1')).toBe(true)
    expect(bad.has('HN/G7/0')).toBe(false)
    expect(bad.has('HN/G1/0')).toBe(true)
  })
})
