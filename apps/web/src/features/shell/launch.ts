import type { GameLane } from '@sea/contract'
import type { NavigateFunction } from 'react-router'
import { findVendor } from '../../lib/game-catalogue'
import { launchGame, type LaunchTarget } from '../../lib/launch-game'

/**
 * The launch target of a vendor the navigation names: its card from the catalogue (coming soon,
 * VASSALAGE popup list, name). A vendor missing from the catalogue is launched by name and the
 * server answers for it (vendor_not_found, vendor_disabled).
 */
export function vendorTarget(lanes: readonly GameLane[], vassalage: string): LaunchTarget {
  const card = findVendor(lanes, vassalage)
  return {
    vassalage,
    name: card?.displayName ?? vassalage,
    isGame: card?.isGame ?? 'GAME',
    comingSoon: card?.comingSoon ?? false,
    ...(card?.nodeId ? { nodeId: card.nodeId } : {}),
  }
}

/** Opens a vendor's game from the navigation (docs/domain/site.md#states-and-transitions; `lib/launch-game.ts` decides). */
export function launchVendor(
  navigate: NavigateFunction,
  lanes: readonly GameLane[],
  vassalage: string,
  merchantCode?: string,
): void {
  void launchGame(vendorTarget(lanes, vassalage), navigate, merchantCode)
}
