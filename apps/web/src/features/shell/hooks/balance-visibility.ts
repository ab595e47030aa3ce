import { useSyncExternalStore } from 'react'

/** Whether the member hid the balance (the eye), kept across visits and shared by every view. */
const KEY = 'balanceHidden'
const listeners = new Set<() => void>()
/** Used only when storage refuses the write (private windows): the choice lasts for this page. */
let fallback: boolean | null = null

function snapshot(): boolean {
  if (fallback !== null) return fallback
  try {
    return localStorage.getItem(KEY) === '1'
  } catch {
    return false
  }
}

export function setBalanceHidden(hidden: boolean): void {
  try {
    if (hidden) localStorage.setItem(KEY, '1')
    else localStorage.removeItem(KEY)
    fallback = null
  } catch {
    fallback = hidden
  }
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useBalanceHidden(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false)
}
