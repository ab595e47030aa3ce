import type { GameCategory, GameLane, VendorCard } from '@sea/contract'
import type { GAME_SELECT_TYPES } from '@sea/contract/constants'
import { catalogueVendors, ESPORTS_VASSALAGES } from '../../lib/game-catalogue'

/**
 * The game pages of docs/domain/site.md#routes-and-pages: one component for all, the type from the route. List pages
 * show games (tabs, providers, search); /hot shows the hot games and the winner board; /sports,
 * /esports and /seamless show vendor cards that launch on click.
 */
export const LIST_PAGES = {
  rng: 'RNG',
  live: 'LIVE',
  fish: 'FISH',
  pvp: 'PVP',
  bingo: 'BINGO',
  bgs: 'BGS',
} as const satisfies Record<string, GameCategory>
export type ListPage = keyof typeof LIST_PAGES
export const VENDOR_PAGES = ['sports', 'esports', 'seamless'] as const
export type VendorPage = (typeof VENDOR_PAGES)[number]
export type GamePageType = ListPage | VendorPage | 'hot'

export const GAME_PAGE_TYPES: readonly GamePageType[] = [
  ...(Object.keys(LIST_PAGES) as ListPage[]),
  'hot',
  ...VENDOR_PAGES,
]

export function pageTypeOf(pathname: string): GamePageType | null {
  const first = pathname.split('/').filter(Boolean)[0] ?? ''
  return (GAME_PAGE_TYPES as readonly string[]).includes(first) ? (first as GamePageType) : null
}

export function isListPage(type: GamePageType): type is ListPage {
  return type in LIST_PAGES
}

export type SelectType = (typeof GAME_SELECT_TYPES)[number]
/** The tabs in the order the page shows them. */
export const TABS: readonly SelectType[] = ['ALL', 'HOT', 'NEW', 'FAV', 'RECENT']
/** Lists kept with the member's account: a visitor is asked to log in instead. */
export const MEMBER_TABS: readonly SelectType[] = ['FAV', 'RECENT']

export function parseTab(value: string | null): SelectType {
  return TABS.find((tab) => tab === value) ?? 'ALL'
}

/**
 * The vendor a list page opens on: the `vassalage` query (the navigation's vendor tiles); the
 * rng page also names it as its `page` tab (spec routes). Only vendors of the page's lane count.
 */
export function selectedVendor(type: ListPage, search: URLSearchParams, vendors: readonly VendorCard[]): string {
  const wanted = (type === 'rng' ? search.get('page') : null) ?? search.get('vassalage') ?? ''
  // While the catalogue loads, keep the asked vendor so the first list asked for is the right one.
  if (vendors.length === 0) return wanted
  return vendors.some((vendor) => vendor.vassalage === wanted) ? wanted : ''
}

/** The vendors a page lists: its lane; sports without esports; esports from both lanes; seamless across lanes. */
export function pageVendors(type: GamePageType, lanes: readonly GameLane[]): VendorCard[] {
  const lane = (category: GameCategory) => lanes.find((entry) => entry.gameCategory === category)?.vendors ?? []
  const esports = (vendor: VendorCard) => ESPORTS_VASSALAGES.includes(vendor.vassalage)
  if (isListPage(type)) return [...lane(LIST_PAGES[type])]
  if (type === 'sports') return lane('SPORTS').filter((vendor) => !esports(vendor))
  if (type === 'esports') return unique([...lane('ESPORTS'), ...lane('SPORTS').filter(esports)])
  if (type === 'seamless') return catalogueVendors(lanes).filter((vendor) => vendor.walletMode === 'seamless')
  return []
}

function unique(vendors: VendorCard[]): VendorCard[] {
  return vendors.filter((vendor, index) => vendors.findIndex((other) => other.vassalage === vendor.vassalage) === index)
}

/** The query of a list page after choosing a vendor (rng keeps `page` in step with it). */
export function vendorSearch(type: ListPage, current: URLSearchParams, vassalage: string): URLSearchParams {
  const next = new URLSearchParams(current)
  for (const key of type === 'rng' ? ['vassalage', 'page'] : ['vassalage']) {
    if (vassalage) next.set(key, vassalage)
    else next.delete(key)
  }
  return next
}
