import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { walletRoutes } from '@sea/contract'
import { applyLanguage } from '../../../lib/i18n'
import { setSession } from '../../../lib/session-store'
import { reply } from '../../../testing/fake-api'
import { resetAfterEach } from '../../../testing/reset-after-each'
import { renderShell } from '../test-utils'
import { Balance } from './balance'

const envelope = (sumBalance: string) =>
  reply<typeof walletRoutes.balance>({ sumBalance, currency: 'MYR', wallets: [] })

/** A fetch whose answer the test releases, to see the state before the balance arrives. */
function deferredFetch() {
  let release: (response: Response) => void = () => undefined
  const fetch = vi.fn(() => new Promise<Response>((resolve) => (release = resolve)))
  vi.stubGlobal('fetch', fetch)
  return { fetch, release: (response: Response) => act(async () => release(response)) }
}

const amount = () => screen.getByTestId('balance-amount').textContent

describe('Balance', () => {
  beforeEach(() => {
    applyLanguage('EN', false)
    localStorage.clear()
    setSession({ token: 'member-token', isAgent: 0, userName: 'amy' })
  })
  resetAfterEach()

  it("shows 'updating' until the balance arrives, then the formatted sum", async () => {
    const server = deferredFetch()
    renderShell(<Balance />)
    expect(amount()).toBe('Updating…')
    expect(server.fetch).toHaveBeenCalledWith('/wps/v2/wallets/balance', expect.objectContaining({ method: 'GET' }))
    await server.release(envelope('1234567.50'))
    await waitFor(() => expect(amount()).toBe('MYR1,234,567.50'))
  })

  it('hides the amount behind *** with the eye, remembers it, and shows it again', async () => {
    const server = deferredFetch()
    renderShell(<Balance />)
    await server.release(envelope('88.00'))
    await waitFor(() => expect(amount()).toBe('MYR88.00'))

    fireEvent.click(screen.getByRole('button', { name: 'Hide balance' }))
    expect(amount()).toBe('MYR***')
    expect(localStorage.getItem('balanceHidden')).toBe('1')
    const eye = screen.getByRole('button', { name: 'Show balance' })
    expect(eye.getAttribute('aria-pressed')).toBe('true')

    fireEvent.click(eye)
    expect(amount()).toBe('MYR88.00')
    expect(localStorage.getItem('balanceHidden')).toBeNull()
  })

  it('starts hidden when the member hid it on an earlier visit', async () => {
    localStorage.setItem('balanceHidden', '1')
    const server = deferredFetch()
    renderShell(<Balance />)
    await server.release(envelope('88.00'))
    await waitFor(() => expect(amount()).toBe('MYR***'))
  })

  it('shortens millions in the phone’s bar, the exact amount kept in its title and for screen readers', async () => {
    const server = deferredFetch()
    renderShell(<Balance short />)
    await server.release(envelope('12345678.00'))
    const figure = screen.getByTestId('balance-amount')
    await waitFor(() => expect(figure.getAttribute('title')).toBe('MYR 12,345,678.00'))
    const [brief, exact] = [...figure.querySelectorAll('span:not(.balance__currency)')]
    expect([brief?.textContent, brief?.getAttribute('aria-hidden')]).toEqual(['12.34M', 'true'])
    expect([exact?.textContent, exact?.className]).toEqual(['12,345,678.00', 'visually-hidden'])

    fireEvent.click(screen.getByRole('button', { name: 'Hide balance' }))
    expect(amount()).toBe('MYR***')
    expect(figure.getAttribute('title')).toBeNull()
  })

  it('keeps a balance below a million whole in the phone’s bar', async () => {
    const server = deferredFetch()
    renderShell(<Balance short />)
    await server.release(envelope('999999.99'))
    await waitFor(() => expect(amount()).toBe('MYR999,999.99'))
    expect(screen.getByTestId('balance-amount').getAttribute('title')).toBeNull()
  })

  it('refreshes on demand, spinning until the new figure arrives', async () => {
    const server = deferredFetch()
    renderShell(<Balance />)
    await server.release(envelope('10.00'))
    await waitFor(() => expect(amount()).toBe('MYR10.00'))
    const refresh = screen.getByRole('button', { name: 'Refresh balance' })
    fireEvent.click(refresh)
    await waitFor(() => expect(refresh.getAttribute('aria-busy')).toBe('true'))
    expect(refresh.querySelector('svg')?.getAttribute('class')).toBe('spin')
    await server.release(envelope('25.50'))
    await waitFor(() => expect(amount()).toBe('MYR25.50'))
    await waitFor(() => expect(refresh.getAttribute('aria-busy')).toBe('false'))
  })
})
