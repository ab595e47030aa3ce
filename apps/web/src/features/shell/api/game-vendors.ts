import type { GameLane, VendorCard } from '@sea/contract'
import { useMemo } from 'react'
import { catalogueVendors, useCatalogueLanes } from '../../../lib/game-catalogue'

/**
 * The game catalogue as the shell needs it: the vendor cards and the server's vendor sorting
 * (docs/domain/site.md#data-and-fields, 'Game vendor card' and 'Vendor sorting entry'), both read from the lanes of
 * GCSGAME_newGameVendor (`lib/game-catalogue.ts`, query key ['games', 'catalogue', language]).
 */
export type { VendorCard }

export type VendorSorting = { gameCategory: string; vendors: readonly { vassalage: string }[] }

export type GameCatalogue = { vendors: readonly VendorCard[]; sorting: readonly VendorSorting[] }

export const EMPTY_CATALOGUE: GameCatalogue = { vendors: [], sorting: [] }

/** Lanes -> cards (each vendor once) and the sorting (each lane's vendors in the merchant's order). */
export function catalogueFromLanes(lanes: readonly GameLane[]): GameCatalogue {
  if (lanes.length === 0) return EMPTY_CATALOGUE
  return {
    vendors: catalogueVendors(lanes),
    sorting: lanes.map((lane) => ({
      gameCategory: lane.gameCategory,
      vendors: lane.vendors.map(({ vassalage }) => ({ vassalage })),
    })),
  }
}

/** The catalogue, or an empty one while it loads or when it fails: the shell never blocks on it. */
export function useGameCatalogue(language: string): GameCatalogue {
  const { lanes } = useCatalogueLanes(language)
  return useMemo(() => catalogueFromLanes(lanes), [lanes])
}
