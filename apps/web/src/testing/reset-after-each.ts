import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'
import { closeAllModals } from '../lib/modals'
import { clearSession } from '../lib/session-store'

/**
 * For the calling suite: after each test, unmount, sign out, close any modal it opened when asked,
 * and take back the stubbed globals (the fake fetch), so no test sees the one before it.
 */
export function resetAfterEach({ closeModals = false }: { closeModals?: boolean } = {}): void {
  afterEach(() => {
    cleanup()
    clearSession()
    if (closeModals) closeAllModals()
    vi.unstubAllGlobals()
  })
}
