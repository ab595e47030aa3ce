import type { NavigateFunction } from 'react-router'
import { openModal } from '../../lib/modals'
import { getSession } from '../../lib/session-store'

/**
 * Opens a vendor's game from the navigation. Game launch belongs to the games issue (6), which
 * completes this: the launch call (/wps/game/launchGame), lottery routes by account type and
 * the popup game list of vassalage games. For now a visitor gets the login popup (spec: game
 * launch requires login) and anyone signed in goes to the game page with the vendor named.
 */
export function launchVendor(navigate: NavigateFunction, vassalage: string): void {
  if (!getSession()) {
    openModal('loginPopup')
    return
  }
  void navigate(`/game?${new URLSearchParams({ vassalage }).toString()}`)
}
