import { useSyncExternalStore } from 'react'

/** Below this width the member and agent centres are full-screen: the menu, then a page with a back button. */
const NARROW = '(max-width: 760px)'

function subscribeNarrow(listener: () => void) {
  const query = window.matchMedia(NARROW)
  query.addEventListener('change', listener)
  return () => query.removeEventListener('change', listener)
}

export function useNarrow(): boolean {
  return useSyncExternalStore(
    subscribeNarrow,
    () => window.matchMedia(NARROW).matches,
    () => false,
  )
}
