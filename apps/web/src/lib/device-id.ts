/**
 * The browser's device id for promotions that are one per device (decision 054): random, made on
 * first use and kept in local storage, sent as `X-Device-Id` on promotion calls. It only stops
 * casual repeat claims; the server's IP, bank account and payee name marks stop the rest.
 */
const STORAGE_KEY = 'deviceId'
/** 16 random bytes: 22 base64url characters. */
const BYTES = 16
const VALID = /^[A-Za-z0-9_-]{22,64}$/

// Where storage is refused (a private window), the id lasts for this page.
let kept: string | null = null

export function newDeviceId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(BYTES))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

export function deviceId(): string {
  try {
    const stored = localStorage.getItem(STORAGE_KEY)
    if (stored && VALID.test(stored)) return stored
    const made = newDeviceId()
    localStorage.setItem(STORAGE_KEY, made)
    return made
  } catch {
    kept ??= newDeviceId()
    return kept
  }
}

export const deviceHeader = () => ({ 'X-Device-Id': deviceId() })
