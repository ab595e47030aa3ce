import type { gameRoutes } from '@sea/contract'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { refusal, reply } from '../testing/fake-api'
import type { CallValue } from './api-client'
import { GAME_NAME_KEY, GAME_URL_KEY } from './game-launch'
import { decideLaunch, launchBody, launchGame, type LaunchTarget } from './launch-game'
import { closeAllModals, getModals } from './modals'
import { clearSession, setSession, type Session } from './session-store'

const member: Session = { token: 't', isAgent: 0, userName: 'player1' }
const trial: Session = { token: 't', isAgent: 4, userName: 'guest' }
const game: LaunchTarget = {
  vassalage: 'SEA',
  name: 'Lucky Reels',
  isGame: 'GAME',
  comingSoon: false,
  code: 'slot-96',
  nodeId: '101',
  trialAllowed: true,
}

describe('decideLaunch', () => {
  it('never launches what is coming soon, even for a visitor', () => {
    expect(decideLaunch({ ...game, comingSoon: true }, null)).toEqual({ kind: 'soon' })
    expect(decideLaunch({ ...game, comingSoon: true }, member)).toEqual({ kind: 'soon' })
  })

  it('asks a visitor to log in', () => {
    expect(decideLaunch(game, null)).toEqual({ kind: 'login' })
  })

  it('opens the popup list of a VASSALAGE vendor', () => {
    expect(decideLaunch({ ...game, isGame: 'VASSALAGE', code: undefined }, member)).toEqual({
      kind: 'popup',
      vassalage: 'SEA',
    })
  })

  it('shows a free-play account the trial warning only where the game refuses free play', () => {
    expect(decideLaunch({ ...game, trialAllowed: false }, trial)).toEqual({ kind: 'trial' })
    expect(decideLaunch(game, trial)).toEqual({ kind: 'call' })
    // A vendor's lobby does not say; the server answers in_need_true_account if it must.
    expect(decideLaunch({ ...game, trialAllowed: undefined }, trial)).toEqual({ kind: 'call' })
    expect(decideLaunch({ ...game, trialAllowed: false }, member)).toEqual({ kind: 'call' })
  })
})

describe('launchBody', () => {
  it('is the spec payload, html5 on phones', () => {
    expect(launchBody(game, { phone: false, userName: 'player1', merchantCode: 'demo', language: 'EN' })).toEqual({
      vassalage: 'SEA',
      gameId: 'slot-96',
      nodeId: '101',
      accountType: 1,
      confirmTrans: 0,
      launchMode: 'GLS',
      platform: 'html5-desktop',
      clientType: 3,
      username: 'player1',
      merchantCode: 'demo',
      language: 'EN',
    })
    const room = launchBody({ ...game, code: undefined, roomId: 'r1' }, { phone: true, language: 'MY' })
    expect(room).toMatchObject({ roomId: 'r1', platform: 'html5' })
    expect(room).not.toHaveProperty('gameId')
  })
})

describe('launchGame', () => {
  afterEach(() => {
    clearSession()
    closeAllModals()
    sessionStorage.clear()
    vi.unstubAllGlobals()
  })
  const answer = (respond: () => Response) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => respond()),
    )
  const launched = (value: CallValue<typeof gameRoutes.launch>) => () => reply<typeof gameRoutes.launch>(value)

  it('stores the address and the name and goes to /game', async () => {
    setSession(member)
    answer(launched({ content: '/inhouse/slot?t=x', vassalage: 'SEA', gameName: 'Lucky Reels', route: null }))
    const navigate = vi.fn()
    await launchGame(game, navigate, 'demo')
    expect(sessionStorage.getItem(GAME_URL_KEY)).toBe('/inhouse/slot?t=x')
    expect(sessionStorage.getItem(GAME_NAME_KEY)).toBe('Lucky Reels')
    expect(navigate).toHaveBeenCalledWith('/game')
    const [url, init] = vi.mocked(fetch).mock.calls[0] ?? []
    expect(url).toBe('/wps/game/launchGame')
    expect(JSON.parse(String(init?.body))).toMatchObject({ gameId: 'slot-96', accountType: 1, launchMode: 'GLS' })
  })

  it('follows the route a lottery account type answers', async () => {
    setSession(member)
    answer(launched({ content: '', vassalage: 'TCG_SEA', gameName: 'Lottery', route: '/lottery' }))
    const navigate = vi.fn()
    await launchGame({ ...game, vassalage: 'TCG_SEA' }, navigate)
    expect(navigate).toHaveBeenCalledWith('/lottery')
    expect(sessionStorage.getItem(GAME_URL_KEY)).toBeNull()
  })

  it('shows the refusal by its code, and the trial warning for in_need_true_account', async () => {
    setSession(member)
    answer(() => refusal('vendor_disabled', 403, 'off'))
    const navigate = vi.fn()
    await launchGame(game, navigate)
    expect(getModals()).toEqual([
      { name: 'gameNotice', params: { kind: 'error', code: 'vendor_disabled', name: 'Lucky Reels' } },
    ])
    expect(navigate).not.toHaveBeenCalled()

    closeAllModals()
    answer(() => refusal('in_need_true_account', 403, 'trial'))
    await launchGame(game, navigate)
    expect(getModals().map((modal) => modal.name)).toEqual(['trialWarning'])
  })

  it('makes no call for a visitor, a coming-soon game or a popup vendor', async () => {
    answer(() => refusal('not_found', 404))
    const navigate = vi.fn()
    await launchGame(game, navigate)
    expect(getModals().map((modal) => modal.name)).toEqual(['loginPopup'])
    setSession(member)
    await launchGame({ ...game, comingSoon: true }, navigate)
    await launchGame({ ...game, isGame: 'VASSALAGE' }, navigate)
    expect(getModals().slice(1)).toEqual([
      { name: 'gameNotice', params: { kind: 'soon', name: 'Lucky Reels' } },
      { name: 'vendorGames', params: { vassalage: 'SEA', name: 'Lucky Reels' } },
    ])
    expect(fetch).not.toHaveBeenCalled()
  })
})
