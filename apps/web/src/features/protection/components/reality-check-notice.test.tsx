import type { accountRoutes, protectionSessionRoutes } from '@sea/contract'
import { act, fireEvent, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearSession, getSession, setSession } from '../../../lib/session-store'
import { fakeClockInEnglish } from '../../../testing/fake-clock'
import { reply } from '../../../testing/fake-api'
import { renderInSite } from '../../../testing/render-in-site'
import type { RealityCheckFigures } from '../protection-session-api'
import { RealityCheckNotice } from './reality-check-notice'

/** The reality check's rhythm (decision 059): counted from the session's start, on a fake clock. */

const MINUTE = 60_000
const START = Date.parse('2026-11-29T06:00:00Z')
let figures: RealityCheckFigures
let calls: string[]

function figuresAt(now: number, change: Partial<RealityCheckFigures> = {}): RealityCheckFigures {
  return {
    sessionStartedAt: new Date(START).toISOString(),
    playedSeconds: Math.floor((now - START) / 1000),
    net: '-12.50',
    realityCheckMinutes: 15,
    sessionEndsAt: null,
    ...change,
  }
}

const notice = () => screen.queryByTestId('reality-check')
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

function show() {
  renderInSite(
    <MemoryRouter>
      <RealityCheckNotice />
    </MemoryRouter>,
  )
}

describe('RealityCheckNotice', () => {
  fakeClockInEnglish()
  beforeEach(() => {
    vi.setSystemTime(START + 10 * MINUTE)
    figures = figuresAt(Date.now())
    calls = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(new URL(url, 'http://site.test').pathname)
        if (url.includes('/logout')) return reply<typeof accountRoutes.logout>({ loggedOut: true })
        return reply<typeof protectionSessionRoutes.realityCheck>({
          ...figures,
          playedSeconds: (Date.now() - START) / 1000,
        })
      }),
    )
    setSession({ token: 'token-of-a-member', isAgent: 0, userName: 'player' })
  })
  afterEach(() => {
    clearSession()
    vi.unstubAllGlobals()
  })

  it('shows time played and net result at each whole interval since the session began', async () => {
    show()
    await advance(5 * MINUTE - 1000)
    expect(notice()).toBeNull()
    await advance(1000)
    expect(notice()?.textContent).toContain('You have been playing for 15 min this session.')
    expect(notice()?.textContent).toContain('-12.50')
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(notice()).toBeNull()
    await advance(15 * MINUTE - 1000)
    expect(notice()).toBeNull()
    await advance(1000)
    expect(notice()?.textContent).toContain('30 min')
  })

  it('never shows when the member turned it off', async () => {
    figures = figuresAt(Date.now(), { realityCheckMinutes: null })
    show()
    await advance(3 * 60 * MINUTE)
    expect(notice()).toBeNull()
  })

  it('logs out for real from the notice', async () => {
    show()
    await advance(5 * MINUTE)
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }))
    await advance(0)
    expect(calls).toContain('/wps/session/logout')
    expect(getSession()).toBeNull()
  })

  it('warns once, five minutes before the session limit ends the session', async () => {
    figures = figuresAt(Date.now(), {
      realityCheckMinutes: null,
      sessionEndsAt: new Date(START + 17 * MINUTE).toISOString(),
    })
    show()
    await advance(2 * MINUTE - 1000)
    expect(screen.queryByText('Your session ends soon')).toBeNull()
    await advance(1000)
    expect(screen.getByText('Your session ends soon')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'OK' }))
    await advance(MINUTE)
    expect(screen.queryByText('Your session ends soon')).toBeNull()
  })
})
