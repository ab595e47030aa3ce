import type { BetRecord, gameRoutes } from '@sea/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { setSession } from '../../../lib/session-store'
import { reply } from '../../../testing/fake-api'
import { renderInSite } from '../../../testing/render-in-site'
import { resetAfterEach } from '../../../testing/reset-after-each'
import BettingRecord from './betting-record'

const bet: BetRecord = {
  id: '501',
  roundId: 'R-77',
  nodeId: '101',
  gameCode: 'slot-96',
  gameName: 'Lucky Reels',
  vassalage: 'SEA',
  gameType: 'RNG',
  stake: '10.00',
  validBet: '10.00',
  win: '25.50',
  profit: '15.50',
  status: 'settled',
  time: '2026-11-20T10:00:00.000Z',
  settledAt: '2026-11-20T10:00:01.000Z',
}
const queries: string[] = []

function show() {
  renderInSite(
    <MemoryRouter>
      <BettingRecord />
    </MemoryRouter>,
  )
}

describe('BettingRecord', () => {
  beforeEach(() => {
    queries.length = 0
    setSession({ token: 'tok', isAgent: 0, userName: 'player' })
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.startsWith('/wps/member/records/bets/501')) {
          return reply<typeof gameRoutes.betDetail>({
            ...bet,
            detail: { reels: [['A'], ['K'], ['Q']], lineWins: [] },
            verifyUrl: '/inhouse/verify/R-77',
          })
        }
        if (url.startsWith('/wps/member/records/bets')) {
          queries.push(url)
          return reply<typeof gameRoutes.betRecords>({
            content: [bet],
            pageNum: 1,
            totalPages: 1,
            totalElements: 1,
            totals: { stake: '1210.00', validBet: '1200.00', win: '980.25', profit: '-229.75' },
          })
        }
        return reply<typeof gameRoutes.newGameVendor>({ data: { lanes: [] } })
      }),
    )
  })
  resetAfterEach()

  it('shows the totals of the period, the rows, and filters by game type', async () => {
    show()
    const totals = await screen.findByRole('region', { name: 'Totals for this period' })
    expect(within(totals).getByText('1,210.00')).toBeTruthy()
    expect(within(totals).getByText('1,200.00')).toBeTruthy()
    expect(within(totals).getByText('980.25')).toBeTruthy()
    expect(within(totals).getByText('-229.75').className).toContain('amount--out')
    expect(screen.getByText('+15.50')).toBeTruthy()
    expect(screen.getByText('Settled', { selector: '.bet-status' })).toBeTruthy()

    fireEvent.change(screen.getByLabelText('Game type'), { target: { value: 'LIVE' } })
    await waitFor(() => expect(queries.at(-1)).toContain('gameType=LIVE'))
  })

  it('opens the round with its recall and the verify link in a new tab', async () => {
    show()
    fireEvent.click(await screen.findByRole('button', { name: 'Details of Lucky Reels' }))
    const dialog = await screen.findByRole('dialog')
    const verify = await within(dialog).findByRole('link', { name: /Verify this round/ })
    expect(verify.getAttribute('href')).toBe('/inhouse/verify/R-77')
    expect(verify.getAttribute('target')).toBe('_blank')
    expect(within(dialog).getByText('No line wins in this round')).toBeTruthy()
  })
})
