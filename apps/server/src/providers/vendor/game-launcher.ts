import { playerId } from './transfer-vendor'

/**
 * Where a game opens: the address the site shows in its /game iframe. The vendor reads who is
 * playing from what the address carries (a launch token for seamless vendors, the player id
 * for transfer-mode ones, whose own balance is the game's).
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
  /** Seamless vendors: the launch token the vendor authenticates with. */
  token?: string
  /** Transfer-mode vendors: the member, as the vendor knows them. */
  memberId?: bigint
}

/** The in-house vendor is served by this server under /inhouse/: a same-origin relative address. */
export const INHOUSE_LAUNCH_PATH = '/inhouse/launch'

/** The launch address, or null when the vendor has none configured. */
export function launchAddress(vendor: LaunchVendor, target: LaunchTarget): string | null {
  const query = new URLSearchParams()
  if (vendor.walletMode === 'seamless') query.set('token', target.token ?? '')
  else query.set('player', playerId(target.memberId ?? 0n))
  if (target.game !== null) query.set('game', target.game)
  query.set('lang', target.language)
  if (vendor.provider === 'inhouse') {
    query.set('vendor', vendor.code)
    return `${INHOUSE_LAUNCH_PATH}?${query.toString()}`
  }
  if (!vendor.launchUrl) return null
  return `${vendor.launchUrl}${vendor.launchUrl.includes('?') ? '&' : '?'}${query.toString()}`
}
