import type { agentRoutes } from '@sea/contract'
import { fireEvent, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { CallValue } from '../../../lib/api-client'
import { applyLanguage } from '../../../lib/i18n'
import { setSession } from '../../../lib/session-store'
import { renderInSite } from '../../../testing/render-in-site'
import { resetAfterEach } from '../../../testing/reset-after-each'
import type { BetsPage } from '../api'
import DownlineTransactions from './downline-transactions'
import TeamBetting from './team-betting'

const BET: BetsPage['content'][number] = {
  id: '9',
  username: 'player4',
  vendor: 'LOTUS_DEMO',
  roundId: 'r-1',
  gameCode: 'fish-hunter',
  gameType: 'FISH',
  stake: '155.00',
  validBet: '155.00',
  win: '0.00',
  profit: '-155.00',
  status: 'settled',
  time: '2026-11-27T04:15:25.000Z',
  settledAt: '2026-11-27T04:15:25.000Z',
}
const BETS: BetsPage = {
  content: [BET],
  pageNum: 1,
  totalPages: 3,
  totalElements: 21,
  totals: { stake: '1200.00', validBet: '1100.00', win: '950.50', profit: '-249.50' },
}
const MOVES: CallValue<typeof agentRoutes.transactions> = {
  content: [
    {
      id: '4',
      type: 'upline_transfer',
      wallet: 'MAIN',
      amount: '50.00',
      balanceAfter: '80.00',
      time: '2026-11-27T04:15:25.000Z',
    },
  ],
  pageNum: 1,
  totalPages: 1,
  totalElements: 1,
}

const json = (value: unknown) => new Response(JSON.stringify({ success: true, value }))

function stubServer() {
  const fetch = vi.fn(async (url: string) => json(url.startsWith('/wps/agent/team/bets') ? BETS : MOVES))
  vi.stubGlobal('fetch', fetch)
  return fetch
}

/** The query strings the report asked for, one per call to `path`. */
const asked = (fetch: ReturnType<typeof stubServer>, path: string) =>
  fetch.mock.calls
    .map(([url]) => url)
    .filter((url) => url.startsWith(path))
    .map((url) => new URL(url, 'http://site').searchParams)

describe('filtered reports', () => {
  beforeEach(() => {
    applyLanguage('EN', false)
    setSession({ token: 't', isAgent: 1, userName: 'agent1' })
  })
  resetAfterEach()

  it('shows a report’s rows and totals, and a filter change goes back to the first page', async () => {
    const fetch = stubServer()
    renderInSite(<TeamBetting />)
    const table = await screen.findByRole('table')
    const [head, row, totals] = within(table).getAllByRole('row')
    expect(
      within(head!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Account', 'Game', 'Stake', 'Valid bet', 'Win', 'Profit', 'Time'])
    expect(within(row!).getByText('player4')).toBeTruthy()
    expect(within(row!).getByText('-155.00')).toBeTruthy()
    expect(
      within(totals!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Totals of the period', '', '1,200.00', '1,100.00', '950.50', '-249.50', ''])

    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    await vi.waitFor(() => expect(asked(fetch, '/wps/agent/team/bets').at(-1)?.get('pageNum')).toBe('2'))
    fireEvent.change(screen.getByRole('combobox', { name: 'Game' }), { target: { value: 'FISH' } })
    await vi.waitFor(() => expect(asked(fetch, '/wps/agent/team/bets').at(-1)?.get('gameType')).toBe('FISH'))
    expect(asked(fetch, '/wps/agent/team/bets').at(-1)?.get('pageNum')).toBe('1')
  })

  it('waits for an account before it asks for downline transactions', async () => {
    const fetch = stubServer()
    renderInSite(<DownlineTransactions params={{}} />)
    expect(screen.getByText('Enter the account of someone in your team to see their wallet movements.')).toBeTruthy()
    expect(asked(fetch, '/wps/agent/team/transactions')).toHaveLength(0)
    fireEvent.change(screen.getByRole('textbox', { name: 'Downline account' }), { target: { value: ' player4 ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Show' }))
    expect(await screen.findByText('Upline transfer')).toBeTruthy()
    expect(asked(fetch, '/wps/agent/team/transactions').at(-1)?.get('username')).toBe('player4')
  })
})
