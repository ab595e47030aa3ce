import { cleanup, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Contract, Overview } from '../../features/agent-centre/api'
import { applyLanguage } from '../../lib/i18n'
import { getModals } from '../../lib/modals'
import { clearSession, setSession } from '../../lib/session-store'
import { renderInSite } from '../../testing/render-in-site'
import { resetAfterEach } from '../../testing/reset-after-each'
import AgentCentreModal from './agent-centre-modal'

const json = (value: unknown) => new Response(JSON.stringify({ success: true, value }))
const OVERVIEW = {
  from: '2026-11-17T16:00:00.000Z',
  to: '2026-11-24T16:00:00.000Z',
  currency: 'MYR',
  teamSize: 12_345,
  directMembers: 4,
  newMembers: 3,
  activeMembers: 1_200,
  betCount: 217,
  deposits: '1500.00',
  withdrawals: '250.50',
  stake: '31640.00',
  validBet: '31640.00',
  payout: '27002.25',
  profitLoss: '-4637.75',
  series: [
    {
      day: '2026-11-18',
      newMembers: 1,
      activeMembers: 5,
      deposits: '0.00',
      withdrawals: '0.00',
      validBet: '3000.00',
      profitLoss: '-120.00',
    },
  ],
} satisfies Overview

const OFFER = {
  id: '7',
  kind: 'hourly_salary',
  version: 2,
  status: 'offered',
  period: 'hourly',
  upline: 'agent1',
  agent: 'agent2',
  side: 'own',
  tiers: [{ betAmount: '100.00', rate: '0.40' }],
  offeredAt: '2026-11-23T08:00:00.000Z',
  decidedAt: null,
  terminationRequestedBy: null,
  terminationRequestedAt: null,
  terminatedAt: null,
  endReason: null,
} satisfies Contract

function stubServer(flags: Record<string, boolean>) {
  const fetch = vi.fn(async (url: string) => {
    if (url.startsWith('/wps/agent/contract/flags')) return json(flags)
    // Each contract relay's list: one offer waits for an answer on the hourly salary.
    if (url.startsWith('/wps/relay/')) {
      const contracts = url.includes('ContractHourSalary') ? [OFFER] : []
      return json({ contract: null, contracts, ceiling: { rate: '1.00', lossWageRate: null, source: 'own_contract' } })
    }
    if (url.startsWith('/wps/agent/team/overview')) return json(OVERVIEW)
    if (url.startsWith('/wps/member/info')) return json({ account: 'agent1', clubLabel: null })
    return json({ sumBalance: '52804.06', currency: 'MYR', wallets: [] })
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

function renderCentre(params: Record<string, string> = {}) {
  return renderInSite(<AgentCentreModal params={params} onClose={() => undefined} />)
}

describe('AgentCentreModal', () => {
  beforeEach(() => applyLanguage('EN', false))
  resetAfterEach({ closeModals: true })

  it('shows the menu only once the flags are in, with the contract pages they allow and waiting offers', async () => {
    stubServer({ dividend: true, dailySalary: false, hourSalary: true, realTimeSalary: false })
    setSession({ token: 't', isAgent: 1, userName: 'agent1' })
    renderCentre()
    expect(screen.queryByRole('dialog')).toBeNull()
    const menu = await screen.findByRole('navigation', { name: 'Agent centre menu' })
    const items = within(menu)
      .getAllByRole('button')
      .map((button) => button.textContent)
    expect(items).toEqual([
      'Announcement',
      'Team overview',
      'Register account',
      'Team management',
      'Team betting',
      'User profit and loss',
      'My income',
      'Downline transactions',
      'Dividend',
      expect.stringMatching(/^Hourly salary/),
    ])
    expect(await within(menu).findByLabelText('Offers waiting for your answer: 1')).toBeTruthy()
    expect(within(menu).getByRole('button', { name: 'Team overview' }).getAttribute('aria-current')).toBe('page')
  })

  it('formats the overview’s figures', async () => {
    stubServer({ dividend: false, dailySalary: false, hourSalary: false, realTimeSalary: false })
    setSession({ token: 't', isAgent: 41, userName: 'agent1' })
    renderCentre()
    expect(await screen.findByText('-4,637.75')).toBeTruthy()
    expect(screen.getByText('31,640.00')).toBeTruthy()
    expect(screen.getByText('12,345')).toBeTruthy()
    expect(screen.getByText('1,200')).toBeTruthy()
    expect(screen.getByText('250.50')).toBeTruthy()
    expect(screen.getByText('The team lost · 217 bets')).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Valid bets and team profit and loss by day' })).toBeTruthy()
  })

  it('tells a member that the centre is for agents, and sends a visitor to log in', async () => {
    const fetch = stubServer({})
    setSession({ token: 't', isAgent: 0, userName: 'player1' })
    renderCentre()
    expect(screen.getByRole('dialog', { name: 'Agents only' })).toBeTruthy()
    expect(fetch).not.toHaveBeenCalled()
    cleanup()
    clearSession()
    renderCentre()
    expect(getModals().map((modal) => modal.name)).toEqual(['loginPopup'])
  })
})
