import type { StatusValue, walletRoutes } from '@sea/contract'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { GAME_URL_KEY } from '../../../lib/game-launch'
import { clearSession, setSession } from '../../../lib/session-store'
import { SiteContext } from '../../../lib/site'
import { reply } from '../../../testing/fake-api'
import { GameFramePage } from './game-frame-page'

const site = {
  merchant: { name: 'Brand', logoUrl: '/brand/logo.svg' },
  customerService: { url: null, vipUrl: null, popupWidth: 440, popupHeight: 750 },
} as unknown as StatusValue

function show() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>home page</p> },
      { path: '/game', element: <GameFramePage /> },
    ],
    { initialEntries: ['/', '/game'], initialIndex: 1 },
  )
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SiteContext.Provider value={site}>
        <RouterProvider router={router} />
      </SiteContext.Provider>
    </QueryClientProvider>,
  )
  return router
}

describe('GameFramePage', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply<typeof walletRoutes.balance>({ sumBalance: '1234567.50', currency: 'MYR', wallets: [] })),
    )
    setSession({ token: 'token', isAgent: 0, userName: 'player' })
  })
  afterEach(() => {
    cleanup()
    clearSession()
    sessionStorage.clear()
    vi.unstubAllGlobals()
  })

  it('says no game is open, with a way home, when nothing was stored', () => {
    show()
    expect(screen.getByText('No game is open')).toBeTruthy()
    expect(screen.getByRole('link', { name: /Back to home/ }).getAttribute('href')).toBe('/')
  })

  it('never frames an address that is not a web page', () => {
    sessionStorage.setItem(GAME_URL_KEY, 'javascript:alert(1)')
    show()
    expect(screen.getByText('No game is open')).toBeTruthy()
    expect(document.querySelector('iframe')).toBeNull()
  })

  it('frames the stored address under a bar with the balance', async () => {
    sessionStorage.setItem(GAME_URL_KEY, 'https://games.example.test/play')
    show()
    expect(screen.getByTitle('Game').getAttribute('src')).toBe('https://games.example.test/play')
    await waitFor(() => expect(screen.getByText('MYR 1,234,567.50')).toBeTruthy())
  })

  it('asks before leaving, stays on "keep playing", leaves and forgets the game on "leave"', async () => {
    sessionStorage.setItem(GAME_URL_KEY, 'https://games.example.test/play')
    const router = show()
    fireEvent.click(screen.getByRole('button', { name: 'Leave game' }))
    expect(await screen.findByText('Are you sure you want to leave the game?')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Keep playing' }))
    await waitFor(() => expect(screen.queryByText('Are you sure you want to leave the game?')).toBeNull())
    expect(router.state.location.pathname).toBe('/game')

    await act(() => router.navigate('/'))
    expect(await screen.findByText('Are you sure you want to leave the game?')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }))
    expect(await screen.findByText('home page')).toBeTruthy()
    expect(sessionStorage.getItem(GAME_URL_KEY)).toBeNull()
  })

  it('does not ask when the session has ended', async () => {
    sessionStorage.setItem(GAME_URL_KEY, 'https://games.example.test/play')
    const router = show()
    clearSession()
    await act(() => router.navigate('/'))
    expect(await screen.findByText('home page')).toBeTruthy()
  })
})
