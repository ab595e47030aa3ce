import { queryOptions, useQuery } from '@tanstack/react-query'

/**
 * The game catalogue as the shell needs it: the vendor cards and the server's vendor sorting
 * (spec section 3, 'Game vendor card' and 'Vendor sorting entry'). The games issue (6) owns the
 * catalogue call, GCSGAME_newGameVendor, and maps its response onto these types.
 */
export type VendorCard = {
  vassalage: string
  displayName: string
  /** RNG, LIVE, SPORTS, FISH, PVP, LOTT, ELOTT, BINGO, ... */
  gameType: string
  /** 1 = hot */
  isHot: number
  /** The vendor's white logo, a path under the brand's image base URL; null shows the name. */
  logo: string | null
}

export type VendorSorting = { gameCategory: string; vendors: readonly { vassalage: string }[] }

export type GameCatalogue = { vendors: readonly VendorCard[]; sorting: readonly VendorSorting[] }

export const EMPTY_CATALOGUE: GameCatalogue = { vendors: [], sorting: [] }

export const gameCatalogueQuery = (language: string) =>
  queryOptions({
    queryKey: ['games', 'catalogue', language],
    // The catalogue call does not exist yet: the games issue replaces this with
    // call(endpoint<typeof gameRoutes.newGameVendor>(...)) and keeps the key. Until then the
    // site shows home, promotions and app download, and no provider logos.
    queryFn: (): Promise<GameCatalogue> => Promise.resolve(EMPTY_CATALOGUE),
    staleTime: 5 * 60_000,
  })

/** The catalogue, or an empty one while it loads or when it fails: the shell never blocks on it. */
export function useGameCatalogue(language: string): GameCatalogue {
  return useQuery(gameCatalogueQuery(language)).data ?? EMPTY_CATALOGUE
}
