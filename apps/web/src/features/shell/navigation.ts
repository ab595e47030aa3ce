import { ESPORTS_VASSALAGES } from '../../lib/game-catalogue'
import type { GameCatalogue, VendorCard } from './api/game-vendors'

/**
 * The site's main navigation, built from the game catalogue (docs/domain/site.md#header, 'Bottom
 * navigation'). Pure, so the rules are tested without a browser; docs/decisions/019 explains
 * the readings of the spec taken here.
 */

/** Where an item goes: a page of the site, or straight into a vendor's game (issue 6 launches). */
export type NavTarget = { kind: 'route'; to: string } | { kind: 'launch'; vassalage: string }

export type NavKey =
  | 'home'
  | 'casino'
  | 'live'
  | 'sports'
  | 'esports'
  | 'fish'
  | 'pvp'
  | 'lottery'
  | 'bingo'
  | 'bgs'
  | 'ds88'
  | 'promotions'
  | 'download'

export type NavVendor = {
  vassalage: string
  name: string
  logo: string | null
  hot: boolean
  soon: boolean
  target: NavTarget
}

export type NavItem = {
  key: NavKey
  /** A vendor's own name, for the items that stand for one vendor (DS88, BGS). */
  name?: string
  target: NavTarget
  /** The dropdown: at most DROPDOWN_MAX vendors, in the server's order. */
  vendors: NavVendor[]
  /** The 'more' tile, shown when the dropdown is full. */
  more: NavTarget | null
}

export const DROPDOWN_MAX = 9
/** The lottery lobby vendor that lottery and electronic-lottery items open. */
export const LOTTERY_VASSALAGE = 'TCG_SEA'
const DS88 = 'DS88'
const BGS = 'BGS'
const BINGO_TYPE = 'BINGO'

type CategoryKey = 'casino' | 'live' | 'sports' | 'esports' | 'fish' | 'pvp' | 'lottery'

/** Game type -> the spec's label. LOTT and ELOTT share the one 'lottery' label, so one item. */
const CATEGORY_OF: Record<string, CategoryKey> = {
  RNG: 'casino',
  LIVE: 'live',
  SPORTS: 'sports',
  ESPORTS: 'esports',
  FISH: 'fish',
  PVP: 'pvp',
  LOTT: 'lottery',
  ELOTT: 'lottery',
}

/** FISH, LIVE, RNG and PVP have their own list pages; the rest launch directly. */
const PAGE_OF: Partial<Record<CategoryKey, string>> = { casino: '/rng', live: '/live', fish: '/fish', pvp: '/pvp' }
/** Where a full dropdown's 'more' tile leads: the category's games page (spec routes). */
const MORE_OF: Record<CategoryKey, string> = {
  casino: '/rng',
  live: '/live',
  fish: '/fish',
  pvp: '/pvp',
  sports: '/sports',
  esports: '/esports',
  lottery: '/elott',
}

const route = (to: string): NavTarget => ({ kind: 'route', to })
const launch = (vassalage: string): NavTarget => ({ kind: 'launch', vassalage })
const query = (values: Record<string, string>) => new URLSearchParams(values).toString()

function vendorTarget(category: CategoryKey, vassalage: string): NavTarget {
  const page = PAGE_OF[category]
  if (!page) return launch(vassalage)
  // The rng page picks its tab with `page`; every list page takes the vendor as `vassalage`.
  return route(
    category === 'casino' ? `${page}?${query({ page: vassalage, vassalage })}` : `${page}?${query({ vassalage })}`,
  )
}

function categoryTarget(category: CategoryKey, cards: readonly VendorCard[]): NavTarget {
  const page = PAGE_OF[category]
  if (page) return route(page)
  if (category === 'lottery') return launch(LOTTERY_VASSALAGE)
  return launch(cards[0]?.vassalage ?? '')
}

/** Vendor groups in the server's order, esports split out of SPORTS, empty groups dropped. */
function groupVendors(catalogue: GameCatalogue): Map<CategoryKey, VendorCard[]> {
  const cards = new Map(catalogue.vendors.map((card) => [card.vassalage, card]))
  const groups = new Map<CategoryKey, VendorCard[]>()
  const add = (category: CategoryKey, found: VendorCard[]) => {
    if (found.length === 0) return
    const group = groups.get(category) ?? []
    for (const card of found) if (!group.includes(card)) group.push(card)
    groups.set(category, group)
  }
  for (const entry of catalogue.sorting) {
    const category = CATEGORY_OF[entry.gameCategory]
    if (!category) continue
    // A sorting entry may name a vendor the catalogue does not offer (switched off): skip it.
    const found = entry.vendors.flatMap(({ vassalage }) => cards.get(vassalage) ?? [])
    if (category === 'sports') {
      add(
        'sports',
        found.filter((card) => !ESPORTS_VASSALAGES.includes(card.vassalage)),
      )
      add(
        'esports',
        found.filter((card) => ESPORTS_VASSALAGES.includes(card.vassalage)),
      )
    } else add(category, found)
  }
  return groups
}

function categoryItem(category: CategoryKey, cards: VendorCard[]): NavItem {
  const shown = cards.slice(0, DROPDOWN_MAX)
  return {
    key: category,
    target: categoryTarget(category, cards),
    vendors: shown.map((card) => ({
      vassalage: card.vassalage,
      name: card.displayName,
      logo: card.logo,
      hot: card.isHot === 1,
      soon: card.comingSoon,
      target: vendorTarget(category, card.vassalage),
    })),
    more: shown.length === DROPDOWN_MAX ? route(MORE_OF[category]) : null,
  }
}

/** Puts `extra` right after the item `anchor`, or after the last game item when it is missing. */
function insertAfter(items: NavItem[], anchor: NavKey, extra: NavItem[]): NavItem[] {
  if (extra.length === 0) return items
  const at = items.findIndex((item) => item.key === anchor)
  const index = at === -1 ? items.length : at + 1
  return [...items.slice(0, index), ...extra, ...items.slice(index)]
}

const single = (key: NavKey, card: VendorCard, target: NavTarget): NavItem => ({
  key,
  name: card.displayName,
  target,
  vendors: [],
  more: null,
})

/**
 * Home, one item per non-empty game category in the server's order, the injected items (DS88
 * after live; bingo and BGS after lottery), promotions and app download. Each injected item
 * appears only when the catalogue offers its vendor.
 */
export function buildNavigation(catalogue: GameCatalogue): NavItem[] {
  let games = [...groupVendors(catalogue)].map(([category, cards]) => categoryItem(category, cards))
  const card = (vassalage: string) => catalogue.vendors.find((vendor) => vendor.vassalage === vassalage)
  const ds88 = card(DS88)
  const bgs = card(BGS)
  const hasBingo = catalogue.vendors.some((vendor) => vendor.gameType === BINGO_TYPE)

  games = insertAfter(games, 'live', ds88 ? [single('ds88', ds88, launch(DS88))] : [])
  games = insertAfter(games, 'lottery', [
    ...(hasBingo ? [{ key: 'bingo', target: route('/bingo'), vendors: [], more: null } satisfies NavItem] : []),
    // Selecting BGS sets the BGS vassalage before the page opens (spec routes).
    ...(bgs ? [single('bgs', bgs, route(`/bgs?${query({ vassalage: BGS })}`))] : []),
  ])

  return [
    { key: 'home', target: route('/'), vendors: [], more: null },
    ...games,
    { key: 'promotions', target: route('/promotions'), vendors: [], more: null },
    { key: 'download', target: route('/download'), vendors: [], more: null },
  ]
}

/**
 * Providers for the footer: every vendor with its logo, the lottery lobby (TCG_SEA) left out, and
 * a logo shown once when one provider has several vendors (its slots and its live tables).
 */
export function footerProviders(catalogue: GameCatalogue): VendorCard[] {
  const logos = new Set<string>()
  return catalogue.vendors.filter((card) => {
    if (card.vassalage === LOTTERY_VASSALAGE) return false
    if (card.logo === null) return true
    if (logos.has(card.logo)) return false
    logos.add(card.logo)
    return true
  })
}
