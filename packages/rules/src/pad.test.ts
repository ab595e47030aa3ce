import { describe, expect, it } from 'vitest'
import { pad } from './pad'

describe('pad', () => {
  it('pads to two digits, or to the width asked', () => {
    expect(pad(7)).toBe('07')
    expect(pad(12)).toBe('12')
    expect(pad(31, 4)).toBe('0031')
  })
})
