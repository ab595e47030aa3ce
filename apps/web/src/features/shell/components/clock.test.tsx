import { act, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderShell } from '../test-utils'
import { Clock } from './clock'
import { fakeClockInEnglish } from '../../../testing/fake-clock'

describe('Clock', () => {
  fakeClockInEnglish()

  it('shows MM / DD YYYY HH:mm:ss with the GMT offset and ticks on each new second', () => {
    // 23:59:58 in Kuala Lumpur, the test brand's zone; 10:59:58 in New York, where the viewer is.
    vi.setSystemTime(new Date('2025-01-31T15:59:58.400Z'))
    renderShell(<Clock />)
    const clock = screen.getByTestId('clock')
    expect(clock.textContent).toBe('01 / 31 2025 23:59:58')
    expect(screen.getByText('GMT+08:00')).toBeTruthy()

    // The first tick waits for the next second boundary, not a full second.
    act(() => void vi.advanceTimersByTime(600))
    expect(clock.textContent).toBe('01 / 31 2025 23:59:59')
    act(() => void vi.advanceTimersByTime(999))
    expect(clock.textContent).toBe('01 / 31 2025 23:59:59')
    act(() => void vi.advanceTimersByTime(1))
    expect(clock.textContent).toBe('02 / 01 2025 00:00:00')
  })

  it('stops ticking when it leaves the page', () => {
    const { unmount } = renderShell(<Clock />)
    expect(vi.getTimerCount()).toBe(1)
    unmount()
    expect(vi.getTimerCount()).toBe(0)
  })
})
