import { describe, expect, it } from 'vitest'
import type { GameLane } from '@sea/contract'
import { catalogueFromLanes, EMPTY_CATALOGUE, type GameCatalogue, type VendorCard } from './api/game-vendors'
import { buildNavigation, footerProviders, type NavItem } from './navigation'

const card = (vassalage: string, gameType: VendorCard['gameType'], isHot = 0): VendorCard => ({
  vassalage,
  displayName: `${vassalage} name`,
  gameType,
  isHot,
  logo: `vendors/${vassalage}.png`,
  accountTypeId: 1,
  accountTypeName: vassalage,
  nodeId: `${vassalage}-1`,
  title: gameType,
  cards: [],
  gameClassify: 'slots',
  walletMode: 'seamless',
  isGame: 'GAME',
  comingSoon: false,
})

/** A full catalogue in the shape the games issue will deliver. */
const FULL: GameCatalogue = {
  vendors: [
    card('PG', 'RNG', 1),
    card('JILI', 'RNG'),
    card('EVO', 'LIVE'),
    card('SA', 'LIVE'),
    card('SBO', 'SPORTS'),
    card('IMES', 'SPORTS'),
    card('TF', 'SPORTS'),
    card('DS88', 'SPORTS'),
    card('JDB_FISH', 'FISH'),
    card('KM', 'PVP'),
    card('TCG_SEA', 'LOTT'),
    card('TCG_LOTTO_VN', 'LOTT'),
    card('TCG_ELOTT', 'ELOTT'),
    card('BGS', 'BINGO'),
  ],
  sorting: [
    { gameCategory: 'LIVE', vendors: [{ vassalage: 'SA' }, { vassalage: 'EVO' }] },
    { gameCategory: 'SPORTS', vendors: [{ vassalage: 'IMES' }, { vassalage: 'SBO' }, { vassalage: 'TF' }] },
    { gameCategory: 'RNG', vendors: [{ vassalage: 'PG' }, { vassalage: 'JILI' }] },
    { gameCategory: 'FISH', vendors: [] },
    { gameCategory: 'LOTT', vendors: [{ vassalage: 'TCG_SEA' }, { vassalage: 'TCG_LOTTO_VN' }] },
    { gameCategory: 'PVP', vendors: [{ vassalage: 'KM' }] },
    { gameCategory: 'ELOTT', vendors: [{ vassalage: 'TCG_ELOTT' }] },
  ],
}

const keys = (items: NavItem[]) => items.map((item) => item.key)
const item = (items: NavItem[], key: string) => {
  const found = items.find((entry) => entry.key === key)
  if (!found) throw new Error(`no ${key} item`)
  return found
}

describe('buildNavigation', () => {
  it('shows home, promotions and app download with an empty catalogue', () => {
    const items = buildNavigation(EMPTY_CATALOGUE)
    expect(keys(items)).toEqual(['home', 'promotions', 'download'])
    expect(items.map((entry) => entry.target)).toEqual([
      { kind: 'route', to: '/' },
      { kind: 'route', to: '/promotions' },
      { kind: 'route', to: '/download' },
    ])
  })

  it('follows the server order, splits esports out of SPORTS, hides empty categories and injects items', () => {
    expect(keys(buildNavigation(FULL))).toEqual([
      'home',
      'live',
      'ds88',
      'sports',
      'esports',
      'casino',
      'lottery',
      'bingo',
      'bgs',
      'pvp',
      'promotions',
      'download',
    ])
  })

  it('keeps the server order of vendors inside a category', () => {
    const items = buildNavigation(FULL)
    expect(item(items, 'live').vendors.map((vendor) => vendor.vassalage)).toEqual(['SA', 'EVO'])
    expect(item(items, 'sports').vendors.map((vendor) => vendor.vassalage)).toEqual(['SBO'])
    expect(item(items, 'esports').vendors.map((vendor) => vendor.vassalage)).toEqual(['IMES', 'TF'])
  })

  it('sends FISH, LIVE, RNG and PVP to their pages with the vendor in the query', () => {
    const items = buildNavigation(FULL)
    expect(item(items, 'live').target).toEqual({ kind: 'route', to: '/live' })
    expect(item(items, 'live').vendors[0]?.target).toEqual({ kind: 'route', to: '/live?vassalage=SA' })
    expect(item(items, 'casino').vendors[0]?.target).toEqual({ kind: 'route', to: '/rng?page=PG&vassalage=PG' })
    expect(item(items, 'pvp').vendors[0]?.target).toEqual({ kind: 'route', to: '/pvp?vassalage=KM' })
    expect(item(items, 'casino').vendors[0]?.hot).toBe(true)
  })

  it('launches sports vendors directly and opens TCG_SEA for lottery and electronic lottery', () => {
    const items = buildNavigation(FULL)
    expect(item(items, 'sports').target).toEqual({ kind: 'launch', vassalage: 'SBO' })
    expect(item(items, 'esports').vendors[1]?.target).toEqual({ kind: 'launch', vassalage: 'TF' })
    const lottery = item(items, 'lottery')
    expect(lottery.target).toEqual({ kind: 'launch', vassalage: 'TCG_SEA' })
    // LOTT and ELOTT share the spec's one 'lottery' label, so their vendors form one dropdown.
    expect(lottery.vendors.map((vendor) => vendor.vassalage)).toEqual(['TCG_SEA', 'TCG_LOTTO_VN', 'TCG_ELOTT'])
    expect(item(items, 'ds88')).toMatchObject({ name: 'DS88 name', target: { kind: 'launch', vassalage: 'DS88' } })
    expect(item(items, 'bgs').target).toEqual({ kind: 'route', to: '/bgs?vassalage=BGS' })
    expect(item(items, 'bingo').target).toEqual({ kind: 'route', to: '/bingo' })
  })

  it('shows at most nine vendors and a more tile exactly when the dropdown holds nine', () => {
    const slots = (count: number): GameCatalogue => {
      const vendors = Array.from({ length: count }, (_, index) => card(`SLOT${index}`, 'RNG'))
      return { vendors, sorting: [{ gameCategory: 'RNG', vendors }] }
    }
    expect(item(buildNavigation(slots(8)), 'casino')).toMatchObject({ more: null })
    expect(item(buildNavigation(slots(8)), 'casino').vendors).toHaveLength(8)
    expect(item(buildNavigation(slots(9)), 'casino').more).toEqual({ kind: 'route', to: '/rng' })
    const twelve = item(buildNavigation(slots(12)), 'casino')
    expect(twelve.vendors.map((vendor) => vendor.vassalage)).toEqual(
      Array.from({ length: 9 }, (_, index) => `SLOT${index}`),
    )
    expect(twelve.more).toEqual({ kind: 'route', to: '/rng' })
  })

  it('drops vendors the catalogue does not offer and categories left empty by that', () => {
    const items = buildNavigation({
      vendors: [card('EVO', 'LIVE')],
      sorting: [
        { gameCategory: 'LIVE', vendors: [{ vassalage: 'GONE' }, { vassalage: 'EVO' }] },
        { gameCategory: 'FISH', vendors: [{ vassalage: 'GONE' }] },
        { gameCategory: 'SPORTS', vendors: [{ vassalage: 'IMES' }] },
      ],
    })
    expect(keys(items)).toEqual(['home', 'live', 'promotions', 'download'])
    expect(item(items, 'live').vendors.map((vendor) => vendor.vassalage)).toEqual(['EVO'])
  })

  it('shows esports without a sports item when SPORTS holds only esports vendors', () => {
    const items = buildNavigation({
      vendors: [card('IA', 'SPORTS')],
      sorting: [{ gameCategory: 'SPORTS', vendors: [{ vassalage: 'IA' }] }],
    })
    expect(keys(items)).toEqual(['home', 'esports', 'promotions', 'download'])
  })

  it('puts injected items after the last game item when their anchor category is missing', () => {
    const items = buildNavigation({
      vendors: [card('PG', 'RNG'), card('DS88', 'SPORTS'), card('BINGO1', 'BINGO')],
      sorting: [{ gameCategory: 'RNG', vendors: [{ vassalage: 'PG' }] }],
    })
    expect(keys(items)).toEqual(['home', 'casino', 'ds88', 'bingo', 'promotions', 'download'])
  })
})

describe('footerProviders', () => {
  it('lists every vendor except the lottery lobby', () => {
    expect(footerProviders(FULL).map((vendor) => vendor.vassalage)).not.toContain('TCG_SEA')
    expect(footerProviders(FULL)).toHaveLength(FULL.vendors.length - 1)
  })

  it('shows a logo shared by several vendors once', () => {
    const shared = {
      vendors: [
        { ...card('SEA_RNG', 'RNG'), logo: 'sea.svg' },
        { ...card('SEA_LIVE', 'LIVE'), logo: 'sea.svg' },
        { ...card('SV', 'LIVE'), logo: null },
      ],
      sorting: [],
    }
    expect(footerProviders(shared).map((vendor) => vendor.vassalage)).toEqual(['SEA_RNG', 'SV'])
  })
})

describe('catalogueFromLanes', () => {
  it('lists each vendor once and keeps each lane as a sorting entry', () => {
    const lanes: GameLane[] = [
      { gameCategory: 'RNG', vendors: [card('PG', 'RNG'), card('SEA', 'RNG')] },
      { gameCategory: 'LIVE', vendors: [card('SEA', 'LIVE'), { ...card('EVO', 'LIVE'), comingSoon: true }] },
    ]
    const catalogue = catalogueFromLanes(lanes)
    expect(catalogue.vendors.map((vendor) => vendor.vassalage)).toEqual(['PG', 'SEA', 'EVO'])
    expect(catalogue.sorting).toEqual([
      { gameCategory: 'RNG', vendors: [{ vassalage: 'PG' }, { vassalage: 'SEA' }] },
      { gameCategory: 'LIVE', vendors: [{ vassalage: 'SEA' }, { vassalage: 'EVO' }] },
    ])
    expect(item(buildNavigation(catalogue), 'live').vendors.map((vendor) => vendor.soon)).toEqual([false, true])
  })
})
