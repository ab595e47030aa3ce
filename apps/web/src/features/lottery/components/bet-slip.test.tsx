import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { lotteryRoutes, walletRoutes } from '@sea/contract'
import { applyLanguage } from '../../../lib/i18n'
import { setSession } from '../../../lib/session-store'
import { reply } from '../../../testing/fake-api'
import { resetAfterEach } from '../../../testing/reset-after-each'
import { bet, game, issue, playType } from '../fixtures.test-utils'
import { BetSlip } from './bet-slip'
import type { Draft } from './use-bet-slip'

type Call = { method: string; url: string; body: unknown }
let calls: Call[] = []

/** The balance and place-bets calls as the slip sees them. */
function fakeServer(balance = '100.00') {
  return vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined })
    if (url.startsWith('/wps/v2/wallets/balance')) {
      return reply<typeof walletRoutes.balance>({
        sumBalance: balance,
        currency: 'MYR',
        wallets: [{ walletType: 'MAIN', vendor: null, balance }],
      })
    }
    const bets = [bet({ betId: '31' }), bet({ betId: '32' })]
    return reply<typeof lotteryRoutes.placeBets>({
      slipId: '9',
      chaseId: null,
      bets,
      totalCost: '30.00',
      balance: '70.00',
      replayed: false,
    })
  })
}

const draft = (numbers: string[]): Draft => ({ playType: 'de', numbers, stations: [] })

function renderSlip(numbers: string[], onAdded = () => undefined) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const g = game({ playTypes: [playType()] })
  return render(
    <QueryClientProvider client={client}>
      <BetSlip game={g} play={g.playTypes[0]!} draft={draft(numbers)} issue={issue()} onAdded={onAdded} />
    </QueryClientProvider>,
  )
}

const stake = () => screen.getByLabelText('Stake') as HTMLInputElement

beforeEach(() => {
  calls = []
  applyLanguage('EN', false)
  setSession({ token: 'test-token-0123456789', isAgent: 0, userName: 'ahmad' })
})
resetAfterEach()

describe('BetSlip', () => {
  it('previews cost and win per hit, refuses a stake under the minimum, then adds the line', () => {
    vi.stubGlobal('fetch', fakeServer())
    const onAdded = vi.fn()
    renderSlip(['27', '72'], onAdded)
    fireEvent.change(stake(), { target: { value: '0.5' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add to slip' }))
    expect(screen.getByRole('alert').textContent).toBe('Minimum stake 1.00')
    expect(onAdded).not.toHaveBeenCalled()

    fireEvent.change(stake(), { target: { value: '5' } })
    fireEvent.click(screen.getByRole('radio', { name: '×2' }))
    // 5 x 2 per number, two numbers; odds 95.
    expect(screen.getByText('Cost').nextSibling?.textContent).toBe('20.00')
    expect(screen.getByText('Win per hit').nextSibling?.textContent).toBe('950.00')
    fireEvent.click(screen.getByRole('button', { name: 'Add to slip' }))
    expect(onAdded).toHaveBeenCalledTimes(1)
    expect(screen.getByText('27 72')).toBeTruthy()
    expect(screen.getByText('Total').nextSibling?.textContent).toBe('20.00')
  })

  it('limits the slip by size and balance, then places every line in one call and confirms', async () => {
    vi.stubGlobal('fetch', fakeServer('25.00'))
    renderSlip(['27'])
    fireEvent.change(stake(), { target: { value: '10' } })
    await waitFor(() => expect(calls.some((call) => call.url.startsWith('/wps/v2/wallets/balance'))).toBe(true))
    for (let line = 0; line < 4; line += 1) fireEvent.click(screen.getByRole('button', { name: 'Add to slip' }))
    // The fixture allows three bets a slip.
    expect(screen.getByRole('alert').textContent).toBe('At most 3 bets in one slip')
    fireEvent.click(screen.getAllByRole('button', { name: 'Remove' })[0]!)
    // Three bets of 10.00 against 25.00.
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Not enough balance'))
    fireEvent.click(screen.getAllByRole('button', { name: 'Remove' })[0]!)
    fireEvent.click(screen.getByRole('button', { name: 'Place bets' }))
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('2 bets placed on issue 20261123-0931'),
    )
    const placed = calls.find((call) => call.method === 'POST')
    expect(placed?.url).toBe('/lgw/bets')
    expect(placed?.body).toMatchObject({
      gameCode: 'FAST_VN1',
      drawId: '1001',
      bets: [
        { playType: 'de', numbers: ['27'], stake: '10', odds: '95/1' },
        { playType: 'de', numbers: ['27'], stake: '10', odds: '95/1' },
      ],
    })
  })
})
