/**
 * Where a game opens: the address the site shows in its /game iframe. The address carries a
 * launch token, never who is playing: the vendor redeems the token with the platform, once, and
 * learns the player's opaque id from the answer (docs/decisions/037).
 */
export interface LaunchVendor {
  code: string
  provider: 'inhouse' | 'external'
  walletMode: 'seamless' | 'transfer'
  launchUrl: string | null
}

export interface LaunchTarget {
  /** The game's code at the vendor; null opens the vendor's lobby. */
  game: string | null
  language: string
  /** The single-use launch token the vendor redeems. */
  token: string
}

/** The in-house vendor is served by this server under /inhouse/: a same-origin relative address. */
export const INHOUSE_LAUNCH_PATH = '/inhouse/launch'

/** The launch address, or null when the vendor has none configured. */
export function launchAddress(vendor: LaunchVendor, target: LaunchTarget): string | null {
  const query = new URLSearchParams()
  query.set('token', target.token)
  if (target.game !== null) query.set('game', target.game)
  query.set('lang', target.language)
  if (vendor.provider === 'inhouse') {
    query.set('vendor', vendor.code)
    return `${INHOUSE_LAUNCH_PATH}?${query.toString()}`
  }
  if (!vendor.launchUrl) return null
  return `${vendor.launchUrl}${vendor.launchUrl.includes('?') ? '&' : '?'}${query.toString()}`
}
