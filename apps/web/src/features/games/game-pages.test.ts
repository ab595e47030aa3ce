import type { GameLane, VendorCard } from '@sea/contract'
import { describe, expect, it } from 'vitest'
import { pageTypeOf, pageVendors, parseTab, selectedVendor, vendorSearch } from './game-pages'

const card = (
  vassalage: string,
  gameType: VendorCard['gameType'],
  walletMode: VendorCard['walletMode'] = 'transfer',
): VendorCard => ({
  vassalage,
  displayName: vassalage,
  accountTypeId: 1,
  accountTypeName: vassalage,
  gameType,
  isHot: 0,
  nodeId: '1',
  title: gameType,
  cards: [],
  gameClassify: 'slots',
  logo: null,
  walletMode,
  isGame: 'GAME',
  comingSoon: false,
})
const LANES: GameLane[] = [
  { gameCategory: 'RNG', vendors: [card('SEA', 'RNG', 'seamless'), card('PG', 'RNG')] },
  { gameCategory: 'SPORTS', vendors: [card('SBO', 'SPORTS'), card('IMES', 'SPORTS')] },
  { gameCategory: 'ESPORTS', vendors: [card('TF', 'ESPORTS')] },
  { gameCategory: 'LIVE', vendors: [card('SEA', 'LIVE', 'seamless')] },
]

describe('game pages', () => {
  it('reads the page type from the path', () => {
    expect(pageTypeOf('/rng')).toBe('rng')
    expect(pageTypeOf('/seamless/')).toBe('seamless')
    expect(pageTypeOf('/lottery')).toBeNull()
  })

  it('lists sports without esports, esports from both lanes, seamless vendors once', () => {
    const names = (type: Parameters<typeof pageVendors>[0]) =>
      pageVendors(type, LANES).map((vendor) => vendor.vassalage)
    expect(names('rng')).toEqual(['SEA', 'PG'])
    expect(names('sports')).toEqual(['SBO'])
    expect(names('esports')).toEqual(['TF', 'IMES'])
    expect(names('seamless')).toEqual(['SEA'])
    expect(names('fish')).toEqual([])
  })

  it('takes the rng tab from page, the others from vassalage, and only vendors of the lane', () => {
    const vendors = pageVendors('rng', LANES)
    expect(selectedVendor('rng', new URLSearchParams('page=PG&vassalage=SEA'), vendors)).toBe('PG')
    expect(selectedVendor('live', new URLSearchParams('vassalage=SEA'), pageVendors('live', LANES))).toBe('SEA')
    expect(selectedVendor('rng', new URLSearchParams('vassalage=EVO'), vendors)).toBe('')
    expect(vendorSearch('rng', new URLSearchParams('tab=HOT'), 'PG').toString()).toBe('tab=HOT&vassalage=PG&page=PG')
    expect(vendorSearch('live', new URLSearchParams('vassalage=SEA'), '').toString()).toBe('')
  })

  it('opens on ALL unless the tab is one of the five', () => {
    expect(parseTab('FAV')).toBe('FAV')
    expect(parseTab('fav')).toBe('ALL')
    expect(parseTab(null)).toBe('ALL')
  })
})
