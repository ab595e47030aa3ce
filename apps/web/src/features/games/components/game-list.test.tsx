import type { Game, GameLane, gameRoutes, VendorCard } from '@sea/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { getModals } from '../../../lib/modals'
import { setSession } from '../../../lib/session-store'
import { refusal, reply } from '../../../testing/fake-api'
import { renderInSite } from '../../../testing/render-in-site'
import { resetAfterEach } from '../../../testing/reset-after-each'
import { GameList } from './game-list'

const vendor = (vassalage: string, comingSoon = false): VendorCard => ({
  vassalage,
  displayName: `${vassalage} Games`,
  accountTypeId: 1,
  accountTypeName: vassalage,
  gameType: 'RNG',
  isHot: 0,
  nodeId: '900',
  title: 'RNG',
  cards: [],
  gameClassify: 'slots',
  logo: null,
  walletMode: 'seamless',
  isGame: 'GAME',
  comingSoon,
})
const LANES: GameLane[] = [
  {
    gameCategory: 'RNG',
    vendors: [vendor('SEA'), vendor('SOON', true), { ...vendor('FIX'), maintenanceEnd: '2026-11-28T10:00:00.000Z' }],
  },
]
const game = (nodeId: string, name: string): Game => ({
  nodeId,
  code: `code-${nodeId}`,
  name,
  vassalage: 'SEA',
  vendorName: 'SEA Games',
  gameType: 'RNG',
  accountTypeName: 'SEA',
  isGame: 'GAME',
  defaultPlayType: null,
  image: '',
  isHot: nodeId === '1',
  isNew: false,
  rtp: '96.10',
  trialAllowed: true,
  comingSoon: false,
})

type Body = Record<string, unknown>
let listBodies: Body[] = []
let favourites: string[] = []
let refuseFavourites = false
/** Lets the refused favourite call answer, so the test sees the heart before and after. */
let release = () => {}

function server() {
  return vi.fn(async (url: string, init?: RequestInit) => {
    const body = init?.body ? (JSON.parse(String(init.body)) as Body) : {}
    if (url.startsWith('/wps/relay/GCSGAME_newGameVendor'))
      return reply<typeof gameRoutes.newGameVendor>({ data: { lanes: LANES } })
    if (url.startsWith('/wps/relay/GCSGAME_gameList')) {
      listBodies.push(body)
      const all = [game('1', 'Lucky Reels'), game('2', 'Dragon Gold')]
      const content = body.search ? all.filter((entry) => entry.name.toLowerCase().includes(String(body.search))) : all
      return reply<typeof gameRoutes.gameList>({ content, pageNum: 1, totalPages: 1, totalElements: content.length })
    }
    if (url.startsWith('/wps/relay/MCSFE_getFavoriteGames')) return reply<typeof gameRoutes.favoriteIds>(favourites)
    if (refuseFavourites) await new Promise<void>((resolve) => (release = resolve))
    if (refuseFavourites) return refusal('service_unavailable', 503, 'no')
    if (url.startsWith('/wps/relay/MCSFE_addFavoriteGameV2'))
      return reply<typeof gameRoutes.addFavorite>((favourites = [...favourites, String(body.nodeId)]))
    return reply<typeof gameRoutes.removeFavorite>([])
  })
}

function show(path = '/rng') {
  renderInSite(
    <MemoryRouter initialEntries={[path]}>
      <GameList type="rng" />
    </MemoryRouter>,
  )
}

describe('GameList', () => {
  beforeEach(() => {
    listBodies = []
    favourites = []
    refuseFavourites = false
    vi.stubGlobal('fetch', server())
  })
  resetAfterEach({ closeModals: true })

  it('lists the category with RTP and badges, and asks again for the chosen tab', async () => {
    show()
    expect(await screen.findByRole('heading', { name: 'Lucky Reels' })).toBeTruthy()
    expect(screen.getAllByText('RTP 96.10%')).toHaveLength(2)
    expect(listBodies[0]).toMatchObject({ selectType: 'ALL', gameType: 'RNG', pageSize: 24 })
    fireEvent.click(screen.getByRole('tab', { name: 'New' }))
    await waitFor(() => expect(listBodies.at(-1)).toMatchObject({ selectType: 'NEW' }))
  })

  it('asks a visitor to log in for favourites and recent games, without a call', async () => {
    show()
    await screen.findByRole('heading', { name: 'Lucky Reels' })
    const before = listBodies.length
    fireEvent.click(screen.getByRole('tab', { name: 'Favourites' }))
    expect(await screen.findByText('Log in to see this list')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    expect(getModals().map((modal) => modal.name)).toEqual(['loginPopup'])
    fireEvent.click(screen.getByRole('tab', { name: 'Recent' }))
    expect(screen.getByText('Log in to see this list')).toBeTruthy()
    expect(listBodies).toHaveLength(before)
    // Visitors see no hearts.
    expect(screen.queryByRole('button', { name: /favourites/ })).toBeNull()
  })

  it('searches once the typing pauses', async () => {
    show()
    await screen.findByRole('heading', { name: 'Dragon Gold' })
    fireEvent.change(screen.getByPlaceholderText('Search games'), { target: { value: 'lu' } })
    fireEvent.change(screen.getByPlaceholderText('Search games'), { target: { value: 'luck' } })
    // Wait on the search being sent, not on the list emptying: on a loaded machine the list can
    // empty (a new query key) before the debounce has passed and the call gone out.
    await waitFor(() =>
      expect(listBodies.filter((body) => body.search)).toEqual([expect.objectContaining({ search: 'luck' })]),
    )
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Dragon Gold' })).toBeNull())
    expect(listBodies.filter((body) => body.search)).toHaveLength(1)
  })

  it('opens on the vendor of the page query and shows a coming-soon vendor without asking for games', async () => {
    show('/rng?page=SOON&vassalage=SOON')
    expect(await screen.findByText('SOON Games is coming soon')).toBeTruthy()
    expect(listBodies.some((body) => body.vassalage === 'SOON')).toBe(false)
    const chips = screen.getByRole('group', { name: 'Providers' })
    fireEvent.click(within(chips).getByRole('button', { name: 'SEA Games' }))
    await waitFor(() => expect(listBodies.at(-1)).toMatchObject({ vassalage: 'SEA' }))
  })

  it('marks a vendor under the brand’s maintenance window on its chip', async () => {
    show()
    const chip = await screen.findByRole('button', { name: /FIX Games/ })
    expect(chip.textContent).toContain('Maintenance')
    expect(screen.getByRole('button', { name: /SEA Games/ }).textContent).not.toContain('Maintenance')
  })

  it('fills the heart at once for a member and puts it back when the call fails', async () => {
    setSession({ token: 'tok', isAgent: 0, userName: 'player' })
    show()
    const heart = await screen.findByRole('button', { name: 'Add Lucky Reels to favourites' })
    fireEvent.click(heart)
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Remove Lucky Reels from favourites' }).getAttribute('aria-pressed'),
      ).toBe('true'),
    )
    expect(favourites).toEqual(['1'])

    refuseFavourites = true
    fireEvent.click(screen.getByRole('button', { name: 'Add Dragon Gold to favourites' }))
    expect(await screen.findByRole('button', { name: 'Remove Dragon Gold from favourites' })).toBeTruthy()
    release()
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add Dragon Gold to favourites' }).getAttribute('aria-pressed')).toBe(
        'false',
      ),
    )
  })
})
