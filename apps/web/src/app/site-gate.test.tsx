import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { gameRoutes, systemRoutes } from '@sea/contract'
import { call, endpoint } from '../lib/api-client'
import { refusal, reply } from '../testing/fake-api'
import { testSite } from '../testing/test-site'
import { SiteGate } from './site-gate'

/** The site closes while a page is open: the next refused call brings the whole-app page. */
let status = testSite()
const requested: string[] = []

beforeEach(() => {
  status = testSite({ merchant: { ...testSite().merchant, defaultLanguage: 'EN' } })
  requested.length = 0
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requested.push(url)
      if (url.startsWith('/wps/system/status')) return reply<typeof systemRoutes.status>(status)
      return status.status === 1 ? refusal('maintenance', 503, 'closed') : refusal('region_restricted', 403, 'closed')
    }),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const launch = endpoint<typeof gameRoutes.launch>('POST', '/wps/game/launchGame')

function Page() {
  return (
    <button onClick={() => void call(launch, { body: { vassalage: 'SEA_RNG' } }).catch(() => undefined)}>Play</button>
  )
}

function renderGate() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SiteGate>
        <Page />
      </SiteGate>
    </QueryClientProvider>,
  )
}

describe('SiteGate', () => {
  it('reads the status again when a call answers maintenance, and shows the maintenance page', async () => {
    renderGate()
    const play = await screen.findByRole('button', { name: 'Play' })
    status = { ...status, status: 1, maintenance: true }
    fireEvent.click(play)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We are currently performing a system maintenance' }),
    ).toBeTruthy()
    expect(requested.filter((url) => url.startsWith('/wps/system/status'))).toHaveLength(2)
  })

  it('shows the region page when a call answers region_restricted', async () => {
    renderGate()
    const play = await screen.findByRole('button', { name: 'Play' })
    status = { ...status, status: 2, regionRestriction: true }
    fireEvent.click(play)
    expect(await screen.findByRole('heading', { level: 1, name: 'IP or location restricted' })).toBeTruthy()
  })
})
