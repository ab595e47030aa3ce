import type { GameLane, gameRoutes, VendorCard } from '@sea/contract'
import { isLanguage } from '@sea/rules'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { call, endpoint } from './api-client'

/**
 * The merchant's game catalogue (GCSGAME_newGameVendor): one lane per category, vendors in the
 * merchant's order. Shared because the navigation, the game pages, the launch and the betting
 * record's vendor filter all read it; one query key keeps it one request.
 */
const catalogueEndpoint = endpoint<typeof gameRoutes.newGameVendor>('POST', '/wps/relay/GCSGAME_newGameVendor')

/** Esports vendors the server may file under SPORTS; the site shows them as their own category. */
export const ESPORTS_VASSALAGES: readonly string[] = ['IMES', 'SV388', 'TF', 'IA']

export const EMPTY_LANES: readonly GameLane[] = []

export const catalogueQuery = (language: string) =>
  queryOptions({
    queryKey: ['games', 'catalogue', language],
    queryFn: async ({ signal }): Promise<readonly GameLane[]> => {
      const value = await call(catalogueEndpoint, {
        body: { platform: 'html5-desktop', language: isLanguage(language) ? language : undefined },
        signal,
      })
      return value.data.lanes
    },
    staleTime: 5 * 60_000,
  })

/** The lanes, or none while they load or when the call fails: nothing blocks on the catalogue. */
export function useCatalogueLanes(language: string): { lanes: readonly GameLane[]; isPending: boolean } {
  const query = useQuery(catalogueQuery(language))
  return { lanes: query.data ?? EMPTY_LANES, isPending: query.isPending }
}

/** Every vendor once, in lane order (a vendor may sit in more than one lane). */
export function catalogueVendors(lanes: readonly GameLane[]): VendorCard[] {
  const seen = new Map<string, VendorCard>()
  for (const lane of lanes)
    for (const vendor of lane.vendors) if (!seen.has(vendor.vassalage)) seen.set(vendor.vassalage, vendor)
  return [...seen.values()]
}

export function findVendor(lanes: readonly GameLane[], vassalage: string): VendorCard | undefined {
  for (const lane of lanes) {
    const found = lane.vendors.find((vendor) => vendor.vassalage === vassalage)
    if (found) return found
  }
  return undefined
}
