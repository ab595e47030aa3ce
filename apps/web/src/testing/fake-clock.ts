import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'
import { applyLanguage } from '../lib/i18n'

/**
 * For the calling suite: each test starts in English with fake timers, and ends unmounted with the
 * real timers back, so a ticking component's interval never leaks into the next test.
 */
export function fakeClockInEnglish(): void {
  beforeEach(() => {
    applyLanguage('EN', false)
    vi.useFakeTimers()
  })
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })
}
