import { deleteCookie, readCookie, writeCookie } from '../../lib/cookies'

/**
 * Remember me (docs/domain/site.md): a one-day cookie with the last username and the SMS
 * login number with its country code. Never the password: decision 020.
 */
const COOKIE = 'rememberMe'
export const REMEMBER_MS = 86_400_000

export type Remembered = {
  remember: true
  username?: string
  mobileNum?: string
  countryDialingCode?: string
}

export function readRemembered(): Remembered | null {
  try {
    const raw = readCookie(COOKIE)
    if (!raw) return null
    const value = JSON.parse(raw) as Partial<Remembered> | null
    if (!value || value.remember !== true) return null
    const text = (key: 'username' | 'mobileNum' | 'countryDialingCode') =>
      typeof value[key] === 'string' && value[key] !== '' ? { [key]: value[key] } : {}
    return { remember: true, ...text('username'), ...text('mobileNum'), ...text('countryDialingCode') }
  } catch {
    return null
  }
}

/** Keeps what this login typed beside what an earlier login of the other kind kept. */
export function remember(update: Omit<Remembered, 'remember'>): void {
  // Named fields only: whatever else a caller passes never reaches the cookie.
  const { username, mobileNum, countryDialingCode } = { ...readRemembered(), ...update }
  writeCookie(COOKIE, JSON.stringify({ remember: true, username, mobileNum, countryDialingCode }), REMEMBER_MS)
}

export function forget(): void {
  deleteCookie(COOKIE)
}
