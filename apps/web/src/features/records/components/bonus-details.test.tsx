import type { memberRecordRoutes } from '@sea/contract'
import { screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { setSession } from '../../../lib/session-store'
import { reply } from '../../../testing/fake-api'
import { renderInSite } from '../../../testing/render-in-site'
import { resetAfterEach } from '../../../testing/reset-after-each'
import BonusDetails from './bonus-details'

const asked: URL[] = []

beforeEach(() => {
  asked.length = 0
  setSession({ token: 'tok', isAgent: 0, userName: 'player' })
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const address = new URL(url, 'http://site.test')
      asked.push(address)
      if (address.pathname === '/wps/member/records/bonus')
        return reply<typeof memberRecordRoutes.bonus>({
          content: [
            {
              id: '90',
              time: '2026-11-20T10:00:00.000Z',
              amount: '388.00',
              type: 'deposit_bonus',
              reason: '',
              promotion: { id: '7', title: 'Welcome bonus 100%' },
              balanceAfter: '788.00',
            },
            {
              id: '89',
              time: '2026-11-19T10:00:00.000Z',
              amount: '20.00',
              type: 'manual',
              reason: 'Loyalty gift',
              promotion: null,
              balanceAfter: '400.00',
            },
          ],
          pageNum: 1,
          totalPages: 1,
          totalElements: 2,
        })
      return reply<typeof memberRecordRoutes.profitLoss>({
        from: '2026-10-29T16:00:00.000Z',
        to: '2026-11-28T16:00:00.000Z',
        currency: 'MYR',
        deposits: '0.00',
        withdrawals: '0.00',
        bonuses: '408.00',
        adjustments: '0.00',
        bets: '0.00',
        payouts: '0.00',
        refunds: '0.00',
        rebates: '0.00',
        transfersIn: '0.00',
        transfersOut: '0.00',
        other: '0.00',
        netProfit: '408.00',
      })
    }),
  )
})

resetAfterEach()

describe('BonusDetails', () => {
  it('names each grant by its promotion and kind, asking in the page’s language', async () => {
    renderInSite(
      <MemoryRouter>
        <BonusDetails />
      </MemoryRouter>,
    )
    const row = (await screen.findByText('Welcome bonus 100%')).closest('tr, li, [role=row]') as HTMLElement
    expect(within(row).getByText('Deposit bonus')).toBeTruthy()
    expect(screen.getByText('Loyalty gift')).toBeTruthy()
    expect(screen.getByText('Special bonus')).toBeTruthy()
    const bonusCall = asked.find((url) => url.pathname === '/wps/member/records/bonus')
    expect(bonusCall?.searchParams.get('language')).toBe('EN')
  })
})
