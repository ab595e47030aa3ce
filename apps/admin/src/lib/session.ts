/**
 * The operator's bearer token: in memory, and in sessionStorage so that a reload keeps the
 * session while closing the tab ends it. Never localStorage: a console left open on a shared
 * computer should not outlive its window.
 */
export interface OperatorSession {
  token: string
  expiresAt: string
}

const KEY = 'sea.admin.session'
let current: OperatorSession | null = read()

function read(): OperatorSession | null {
  try {
    const raw = sessionStorage.getItem(KEY)
    return raw ? (JSON.parse(raw) as OperatorSession) : null
  } catch {
    return null
  }
}

export function getSession(): OperatorSession | null {
  return current
}

export function setSession(session: OperatorSession): void {
  current = session
  try {
    sessionStorage.setItem(KEY, JSON.stringify(session))
  } catch {
    // Storage refused: the session lasts until the page is reloaded.
  }
}

export function clearSession(): void {
  current = null
  try {
    sessionStorage.removeItem(KEY)
  } catch {
    // Nothing stored.
  }
}
