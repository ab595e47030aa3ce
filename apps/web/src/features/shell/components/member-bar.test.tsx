import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { homeRoutes, walletRoutes } from '@sea/contract'
import { applyLanguage } from '../../../lib/i18n'
import { closeAllModals, getModals } from '../../../lib/modals'
import { getSession, setSession } from '../../../lib/session-store'
import { refusal, reply } from '../../../testing/fake-api'
import { resetAfterEach } from '../../../testing/reset-after-each'
import { renderShell, testSite } from '../test-utils'
import { MemberBar, VisitorActions } from './member-bar'

/** Answers the balance and the unread count; `unread` null makes the count call fail. */
function stubServer(unread: number | null) {
  const fetch = vi.fn(async (url: string) => {
    if (url.startsWith('/wps/relay/CSP_unreadCount')) {
      return unread === null
        ? refusal('not_found', 200, 'no')
        : reply<typeof homeRoutes.unreadCount>({ unreadCount: unread })
    }
    return reply<typeof walletRoutes.balance>({ sumBalance: '10.00', currency: 'MYR', wallets: [] })
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}
const unreadCalls = (fetch: ReturnType<typeof stubServer>) =>
  fetch.mock.calls.filter(([url]) => url.startsWith('/wps/relay/CSP_unreadCount')).length

function signIn(isAgent: number) {
  setSession({ token: 'token', isAgent, userName: 'amy' })
  const session = getSession()
  if (!session) throw new Error('no session')
  return session
}

describe('VisitorActions', () => {
  beforeEach(() => applyLanguage('EN', false))
  afterEach(() => {
    cleanup()
    closeAllModals()
  })

  it('shows the register button only when DIRECTREG3 is on', () => {
    renderShell(<VisitorActions />, testSite({}, { DIRECTREG3: false }))
    expect(screen.queryByRole('button', { name: 'Join now' })).toBeNull()
    cleanup()
    renderShell(<VisitorActions />, testSite({}, { DIRECTREG3: true }))
    fireEvent.click(screen.getByRole('button', { name: 'Join now' }))
    expect(getModals().map((modal) => modal.name)).toEqual(['register'])
  })

  it('opens the login modal', () => {
    renderShell(<VisitorActions />)
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    expect(getModals().map((modal) => modal.name)).toEqual(['login'])
  })
})

describe('MemberBar', () => {
  beforeEach(() => applyLanguage('EN', false))
  resetAfterEach({ closeModals: true })

  it('shows the unread count on the messages button', async () => {
    stubServer(3)
    renderShell(<MemberBar session={signIn(0)} />)
    expect(await screen.findByRole('button', { name: 'Messages, 3 unread' })).toBeTruthy()
  })

  it('shows no badge when the unread call fails', async () => {
    const fetch = stubServer(null)
    renderShell(<MemberBar session={signIn(0)} />)
    await waitFor(() => expect(unreadCalls(fetch)).toBe(1))
    expect(screen.getByRole('button', { name: 'Messages' }).querySelector('.badge')).toBeNull()
  })

  it('skips the unread call for a trial account and lets requireMember warn it', async () => {
    const fetch = stubServer(5)
    renderShell(<MemberBar session={signIn(4)} />)
    await waitFor(() => expect(fetch).toHaveBeenCalled())
    expect(unreadCalls(fetch)).toBe(0)
    expect(screen.getByText('Free play')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }))
    expect(getModals().map((modal) => modal.name)).toEqual(['trialWarning'])
  })

  it('lists the account menu, with invite friends only while the referral promotion runs', () => {
    stubServer(0)
    renderShell(<MemberBar session={signIn(0)} />, testSite({}, { REFERRAL_PROMO: false }))
    fireEvent.click(screen.getByRole('button', { name: /Account menu/ }))
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'My account',
      'Withdraw',
      'Reward centre',
      'Betting record',
      'Account record',
      'Log out',
    ])
    expect(screen.queryByRole('button', { name: 'Invite' })).toBeNull()
    fireEvent.click(screen.getByRole('menuitem', { name: 'Betting record' }))
    expect(getModals()).toEqual([{ name: 'memberCentre', params: { page: 'personalHistoryCopy' } }])
  })

  it('gives an agent the agent centre at the top of the account menu', () => {
    stubServer(0)
    renderShell(<MemberBar session={signIn(41)} />)
    fireEvent.click(screen.getByRole('button', { name: /Account menu/ }))
    expect(screen.getAllByRole('menuitem')[0]?.textContent).toBe('Agent centre')
    fireEvent.click(screen.getByRole('menuitem', { name: 'Agent centre' }))
    expect(getModals()).toEqual([{ name: 'agentCentre', params: {} }])
  })

  it('opens the member centre pages and the logout confirmation', () => {
    stubServer(0)
    renderShell(<MemberBar session={signIn(0)} />)
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }))
    expect(getModals()).toEqual([{ name: 'memberCentre', params: { page: 'referral' } }])
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }))
    expect(getModals()).toEqual([{ name: 'memberCentre', params: { page: 'depositv2' } }])
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }))
    expect(getModals().at(-1)?.name).toBe('logout')
  })
})
