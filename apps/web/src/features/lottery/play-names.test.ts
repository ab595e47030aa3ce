import { describe, expect, it } from 'vitest'
import { playType } from './fixtures.test-utils'
import { oddsLabel, tabName } from './play-names'

describe('play names', () => {
  it('labels a tab by its only play type, else by the group name the server sent', () => {
    const list = [
      playType({ playType: 'xien2', name: 'Xiên 2', group: 'xien', groupName: 'Xiên' }),
      playType({ playType: 'xien3', name: 'Xiên 3', group: 'xien', groupName: 'Xiên' }),
      playType({ playType: 'de', name: 'Đề', group: 'de', groupName: 'Đề' }),
    ]
    expect(tabName(list, 'xien')).toBe('Xiên')
    expect(tabName(list, 'de')).toBe('Đề')
  })

  it('writes odds as a multiplier, and points-model odds as money per point', () => {
    expect(oddsLabel('1.96', false)).toBe('×1.96')
    expect(oddsLabel('8.00', true)).toBe('8.00')
    expect(oddsLabel('80000.00', true)).toBe('80,000.00')
  })
})
