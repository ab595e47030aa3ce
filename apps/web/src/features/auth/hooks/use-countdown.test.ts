import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useCountdown } from './use-countdown'

describe('useCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('is idle until started', () => {
    const { result } = renderHook(() => useCountdown())
    expect(result.current).toMatchObject({ remaining: 0, running: false })
  })

  it('counts down once a second and stops at zero', () => {
    const { result } = renderHook(() => useCountdown())
    act(() => result.current.start(3))
    expect(result.current).toMatchObject({ remaining: 3, running: true })
    act(() => vi.advanceTimersByTime(1000))
    expect(result.current.remaining).toBe(2)
    act(() => vi.advanceTimersByTime(1000))
    expect(result.current.remaining).toBe(1)
    act(() => vi.advanceTimersByTime(1000))
    expect(result.current).toMatchObject({ remaining: 0, running: false })
    act(() => vi.advanceTimersByTime(5000))
    expect(result.current.remaining).toBe(0)
  })

  it('follows the clock when ticks are late (a throttled background tab)', () => {
    const { result } = renderHook(() => useCountdown())
    act(() => result.current.start(300))
    // The clock jumps two minutes while only one tick fires.
    act(() => {
      vi.setSystemTime(Date.now() + 120_000)
      vi.advanceTimersByTime(1000)
    })
    expect(result.current.remaining).toBe(179)
  })

  it('restarts and resets', () => {
    const { result } = renderHook(() => useCountdown())
    act(() => result.current.start(60))
    act(() => vi.advanceTimersByTime(10_000))
    expect(result.current.remaining).toBe(50)
    act(() => result.current.start(60))
    expect(result.current.remaining).toBe(60)
    act(() => result.current.reset())
    expect(result.current).toMatchObject({ remaining: 0, running: false })
  })

  it('ignores a start of zero seconds', () => {
    const { result } = renderHook(() => useCountdown())
    act(() => result.current.start(0))
    expect(result.current.running).toBe(false)
  })
})
