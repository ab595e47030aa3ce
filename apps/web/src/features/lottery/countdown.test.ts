import { describe, expect, it } from 'vitest'
import { activeIssue, chaseTargets, formatCountdown, secondsLeft } from './countdown'
import { issue } from './fixtures.test-utils'

const first = issue({ drawId: '1', closeAt: '2026-11-23T10:00:00.000Z' })
const second = issue({ drawId: '2', closeAt: '2026-11-23T10:01:00.000Z' })
const third = issue({ drawId: '3', closeAt: '2026-11-23T10:02:00.000Z' })
const at = (iso: string) => Date.parse(iso)

describe('countdown', () => {
  it('counts whole seconds down to the cut-off, never below zero', () => {
    expect(secondsLeft(first.closeAt, at('2026-11-23T09:59:00.000Z'))).toBe(60)
    expect(secondsLeft(first.closeAt, at('2026-11-23T09:59:59.200Z'))).toBe(1)
    expect(secondsLeft(first.closeAt, at('2026-11-23T10:00:05.000Z'))).toBe(0)
  })

  it('formats minutes, hours and days', () => {
    expect(formatCountdown(0)).toBe('00:00')
    expect(formatCountdown(75)).toBe('01:15')
    expect(formatCountdown(3 * 3600 + 62)).toBe('03:01:02')
    expect(formatCountdown(2 * 86_400 + 3600)).toBe('2d 01:00:00')
  })

  it('rolls to the next open issue once the current one closes', () => {
    expect(activeIssue(first, [second, third], at('2026-11-23T09:59:59.000Z'))?.drawId).toBe('1')
    expect(activeIssue(first, [second, third], at('2026-11-23T10:00:00.000Z'))?.drawId).toBe('2')
    expect(activeIssue(first, [second, third], at('2026-11-23T10:01:30.000Z'))?.drawId).toBe('3')
    expect(activeIssue(first, [second, third], at('2026-11-23T10:05:00.000Z'))).toBeNull()
    expect(activeIssue({ ...first, state: 'closed' }, [second], at('2026-11-23T09:00:00.000Z'))?.drawId).toBe('2')
    expect(activeIssue(null, [], 0)).toBeNull()
  })

  it('lists the issues a chase covers, starting with the active one', () => {
    expect(chaseTargets(first, [first, second, third], 2).map((i) => i.drawId)).toEqual(['1', '2'])
    expect(chaseTargets(second, [second, third], 5).map((i) => i.drawId)).toEqual(['2', '3'])
    expect(chaseTargets(null, [second], 2)).toEqual([])
  })
})
