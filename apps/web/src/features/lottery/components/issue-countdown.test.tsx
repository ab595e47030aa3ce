import { act, render, screen } from '@testing-library/react'
import type { ReactElement } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { SiteContext } from '../../../lib/site'
import { testSite } from '../../../testing/test-site'
import { issue } from '../fixtures.test-utils'
import { IssueCountdown } from './issue-countdown'
import { fakeClockInEnglish } from '../../../testing/fake-clock'

/** In the test brand's site: Kuala Lumpur time. */
const inSite = (ui: ReactElement) => render(<SiteContext.Provider value={testSite()}>{ui}</SiteContext.Provider>)

describe('IssueCountdown', () => {
  fakeClockInEnglish()

  it('ticks down, turns urgent, then rolls to the next issue and asks for fresh ones', () => {
    vi.setSystemTime(new Date('2026-11-23T09:59:48.000Z'))
    const onRoll = vi.fn()
    const current = issue({ drawId: '1', issueNo: 'A-1', closeAt: '2026-11-23T10:00:00.000Z' })
    const next = issue({ drawId: '2', issueNo: 'A-2', closeAt: '2026-11-23T10:01:00.000Z' })
    const { container } = inSite(<IssueCountdown current={current} next={[next]} onRoll={onRoll} />)
    const digits = () => container.querySelector('.lotto-countdown__digits')?.textContent
    expect(screen.getByText('Issue A-1')).toBeTruthy()
    // The draw at 10:00:30 UTC, in the merchant's time (the viewer's computer is in New York).
    expect(screen.getByText('Draw 2026-11-23 18:00:30')).toBeTruthy()
    expect(digits()).toBe('00:12')
    act(() => void vi.advanceTimersByTime(3000))
    expect(digits()).toBe('00:09')
    expect(container.querySelector('.lotto-countdown--urgent')).not.toBeNull()
    act(() => void vi.advanceTimersByTime(9000))
    expect(screen.getByText('Issue A-2')).toBeTruthy()
    expect(digits()).toBe('01:00')
    expect(onRoll).toHaveBeenCalledTimes(1)
  })

  it('says betting is closed when no issue is open', () => {
    vi.setSystemTime(new Date('2026-11-23T10:05:00.000Z'))
    inSite(<IssueCountdown current={issue()} next={[]} onRoll={() => undefined} />)
    expect(screen.getByRole('status').textContent).toContain('Betting closed')
  })
})
