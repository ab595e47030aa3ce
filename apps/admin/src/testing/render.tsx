import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { MemoryRouter, useLocation } from 'react-router'
import { createQueryClient } from '../app/app'
import { AppRoutes } from '../app/app-routes'
import type { CallValue } from '../lib/api'
import type { api } from '../lib/routes'

/** Shows the router's path in the page, for the tests to read. */
function LocationProbe() {
  return (
    <output data-testid="router-path" hidden>
      {useLocation().pathname}
    </output>
  )
}

/** The whole console at `path`, as the browser would show it under /admin/. */
export function renderConsole(path: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

/** Where the console's router is now. */
export function currentPath(): string {
  return screen.getByTestId('router-path').textContent ?? ''
}

type Me = CallValue<NonNullable<(typeof api.me)['__route']>>

export const BRANDS: Me['brands'] = [
  { id: 1, code: 'lotus', name: 'Lotus', currency: 'MYR', timezone: 'Asia/Kuala_Lumpur' },
  { id: 2, code: 'orchid', name: 'Orchid', currency: 'THB', timezone: 'Asia/Bangkok' },
]

/** An operator as `GET /session/me` describes one; an owner of the whole installation unless told. */
export function meOf(overrides: Partial<Me> = {}): Me {
  return {
    id: 1,
    username: 'alice',
    roles: ['owner'],
    permissions: ['operator.session', 'operators.read', 'operators.manage', 'operators.owners', 'members.read'],
    installationWide: true,
    brands: BRANDS,
    sessionExpiresAt: '2026-11-28T04:00:00.000Z',
    idleMinutes: 30,
    ...overrides,
  }
}
