import { ROLE_PERMISSIONS, type operatorAccountRoutes, type operatorRoutes } from '@sea/contract'
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { getSession, setSession } from '../lib/session'
import { reply, serve, withFakeServer } from '../testing/fake-server'
import { BRANDS, currentPath, meOf, renderConsole } from '../testing/render'
import { SECTIONS, visibleSections } from './sections'

withFakeServer()

function signedIn(me = meOf()) {
  setSession({ token: 't1', expiresAt: me.sessionExpiresAt })
  return serve({
    'GET /wps/operator/session/me': () => reply<typeof operatorAccountRoutes.me>(me),
    'GET /wps/operator/operators': () => reply<typeof operatorAccountRoutes.list>({ operators: [] }),
    'POST /wps/operator/session/logout': () => reply<typeof operatorRoutes.logout>({ loggedOut: true }),
    'POST /wps/operator/session/logout-everywhere': () =>
      reply<typeof operatorAccountRoutes.logoutEverywhere>({ revoked: 3 }),
  })
}

async function navLinks(): Promise<string[]> {
  const nav = await screen.findByRole('navigation', { name: 'Sections' })
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '')
}

describe('the navigation follows the permissions', () => {
  it('shows an owner every section', async () => {
    signedIn(meOf({ permissions: [...ROLE_PERMISSIONS.owner] }))
    renderConsole('/')
    expect(await navLinks()).toEqual([
      'Dashboard',
      'Members',
      'Identity checks',
      'Cashier',
      'Lottery',
      'Agents',
      'Reports',
      'Brands',
      'Content',
      'Promotions',
      'Risk',
      'Loyalty',
      'Games',
      'Operators',
      'Audit log',
    ])
  })

  it('shows a support operator only what support may read, and messages under Content', async () => {
    signedIn(
      meOf({
        roles: ['support'],
        permissions: [
          'operator.session',
          'members.read',
          'content.messages',
          'support.feedback.read',
          'support.outbox',
        ],
      }),
    )
    renderConsole('/')
    expect(await navLinks()).toEqual(['Dashboard', 'Members', 'Content'])
  })

  it('refuses a section outside the role when reached by its address', async () => {
    signedIn(meOf({ roles: ['support'], permissions: ['operator.session', 'members.read'] }))
    renderConsole('/operators')
    expect((await screen.findByRole('alert')).textContent).toBe('Your role does not allow this')
    expect(screen.queryByRole('heading', { name: 'Operators' })).toBeNull()
  })

  it('maps every section to permissions from the contract, the dashboard to every session', () => {
    expect(SECTIONS.map((section) => section.id)).toEqual([
      'dashboard',
      'members',
      'kyc',
      'cashier',
      'lottery',
      'agents',
      'reports',
      'brands',
      'content',
      'promotions',
      'risk',
      'loyalty',
      'games',
      'operators',
      'audit',
    ])
    expect(visibleSections(['operator.session']).map((section) => section.id)).toEqual(['dashboard'])
    expect(visibleSections(['withdrawals.read']).map((section) => section.id)).toEqual(['cashier'])
    expect(visibleSections(['promotions.read', 'promotions.review']).map((section) => section.id)).toEqual([
      'promotions',
    ])
    expect(visibleSections(['risk.read', 'withdrawals.read']).map((section) => section.id)).toEqual(['cashier', 'risk'])
    expect(visibleSections(['reports.read', 'audit.read']).map((section) => section.id)).toEqual(['reports', 'audit'])
  })
})

describe('the shell', () => {
  it('lists the brands in scope, "All brands" for an installation-wide operator, and keeps the choice', async () => {
    signedIn()
    renderConsole('/')
    const brand = await screen.findByRole('combobox', { name: 'Brand' })
    expect(
      within(brand)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All brands', 'Lotus · MYR', 'Orchid · THB'])
    fireEvent.change(brand, { target: { value: '2' } })
    expect(localStorage.getItem('sea.admin.brand')).toBe('2')
  })

  it('gives a one-brand operator its brand, with no "All brands"', async () => {
    signedIn(meOf({ installationWide: false, brands: [BRANDS[1] as (typeof BRANDS)[number]] }))
    renderConsole('/')
    const brand = await screen.findByRole('combobox', { name: 'Brand' })
    expect(
      within(brand)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Orchid · THB'])
    expect((brand as HTMLSelectElement).value).toBe('2')
  })

  it('logs out everywhere from the operator menu and returns to login', async () => {
    const requests = signedIn()
    renderConsole('/')
    fireEvent.click(await screen.findByRole('button', { name: /alice/ }))
    fireEvent.click(screen.getByRole('menuitem', { name: /Log out everywhere/ }))
    expect(await screen.findByText('You are signed out.')).toBeTruthy()
    expect(requests.at(-1)?.path).toBe('/wps/operator/session/logout-everywhere')
    expect(getSession()).toBeNull()
    expect(currentPath()).toBe('/login')
  })

  it('logs out this session only', async () => {
    const requests = signedIn()
    renderConsole('/')
    fireEvent.click(await screen.findByRole('button', { name: /alice/ }))
    fireEvent.click(screen.getByRole('menuitem', { name: 'Log out' }))
    expect(await screen.findByText('You are signed out.')).toBeTruthy()
    expect(requests.at(-1)?.path).toBe('/wps/operator/session/logout')
  })
})
