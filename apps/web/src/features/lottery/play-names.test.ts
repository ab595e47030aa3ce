import { describe, expect, it } from 'vitest'
import { playType } from './fixtures.test-utils'
import { betTypeName, groupName, playName } from './play-names'

describe('play names', () => {
  it('gives Vietnam bet types their Vietnamese names and makes other codes readable', () => {
    expect(playName(playType({ playType: 'lo_truot', name: 'lo truot' }))).toBe('Lô trượt')
    expect(playName(playType({ playType: 'gy_sum', name: 'gy sum' }))).toBe('Gy sum')
    expect(groupName('xien')).toBe('Xiên')
    expect(groupName('two_sides')).toBe('Two sides')
    expect(betTypeName('cang3')).toBe('3 Càng')
  })

  it('keeps a name the server translated', () => {
    expect(playName(playType({ playType: 'de', name: 'Special two' }))).toBe('Special two')
  })
})
