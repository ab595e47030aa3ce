/**
 * The game launch address (docs/domain/site.md#states-and-transitions): whoever launches a game stores the address the
 * server returned and pushes the player to /game, which shows it in an iframe. It lives in
 * session storage so a reload of /game keeps the game.
 */
export const GAME_URL_KEY = 'gameUrl'
/** The launched game's name, for the /game bar. */
export const GAME_NAME_KEY = 'gameName'
/** The launch call's payload, to ask for a fresh address when /game itself is reloaded. */
export const GAME_LAUNCH_KEY = 'gameLaunch'

/** Only web addresses may be framed: never javascript:, data: or other schemes. */
export function isFrameableUrl(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//')) return true
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

export function storeGameUrl(url: string, name = '', launch?: unknown): void {
  sessionStorage.setItem(GAME_URL_KEY, url)
  sessionStorage.setItem(GAME_NAME_KEY, name)
  if (launch !== undefined) sessionStorage.setItem(GAME_LAUNCH_KEY, JSON.stringify(launch))
}

/** The stored launch payload, or null. */
export function readGameLaunch(): unknown {
  try {
    const value = sessionStorage.getItem(GAME_LAUNCH_KEY)
    return value ? (JSON.parse(value) as unknown) : null
  } catch {
    return null
  }
}

export function readGameName(): string {
  try {
    return sessionStorage.getItem(GAME_NAME_KEY) ?? ''
  } catch {
    return ''
  }
}

/** The stored address when it is one that may be framed, else null. */
export function readGameUrl(): string | null {
  try {
    const value = sessionStorage.getItem(GAME_URL_KEY)?.trim()
    return value && isFrameableUrl(value) ? value : null
  } catch {
    return null
  }
}

export function clearGameUrl(): void {
  try {
    sessionStorage.removeItem(GAME_URL_KEY)
    sessionStorage.removeItem(GAME_NAME_KEY)
    sessionStorage.removeItem(GAME_LAUNCH_KEY)
  } catch {
    // Storage refused (private window): nothing was stored either.
  }
}
