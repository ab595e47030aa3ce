import { isAgentType, TRIAL } from '@sea/rules'
import { useSyncExternalStore } from 'react'

/** The signed-in session as the spec keeps it: token and isAgent in session storage. */
export type Session = { token: string; isAgent: number; userName: string }

const KEYS = { token: 'token', isAgent: 'isAgent', userName: 'userName' } as const
const listeners = new Set<() => void>()
let current: Session | null = read()

function read(): Session | null {
  try {
    const token = sessionStorage.getItem(KEYS.token)
    if (!token) return null
    return {
      token,
      isAgent: Number(sessionStorage.getItem(KEYS.isAgent) ?? 0),
      userName: sessionStorage.getItem(KEYS.userName) ?? '',
    }
  } catch {
    return null
  }
}

function publish(next: Session | null): void {
  current = next
  for (const listener of listeners) listener()
}

export function getSession(): Session | null {
  return current
}

export function setSession(session: Session): void {
  sessionStorage.setItem(KEYS.token, session.token)
  sessionStorage.setItem(KEYS.isAgent, String(session.isAgent))
  sessionStorage.setItem(KEYS.userName, session.userName)
  publish(session)
}

export function clearSession(): void {
  for (const key of Object.values(KEYS)) sessionStorage.removeItem(key)
  publish(null)
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession, () => null)
}

/** Role helpers over the account type codes of @sea/rules. */
export function isTrial(session: Session | null): boolean {
  return session?.isAgent === TRIAL
}
export function isAgentAccount(session: Session | null): boolean {
  return session !== null && isAgentType(session.isAgent)
}
