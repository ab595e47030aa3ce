import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearSession, setSession } from '../../lib/session-store'
import { isBalanceMessage, useBalanceMessages } from './balance-messages'

function Listener() {
  useBalanceMessages()
  return null
}

const post = (data: unknown, origin = window.location.origin) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }))
  })

describe('the framed game telling the balance changed', () => {
  beforeEach(() => setSession({ token: 'tok', isAgent: 0, userName: 'player' }))
  afterEach(() => {
    cleanup()
    clearSession()
  })

  it('accepts only same-origin messages of the sea:balance type', () => {
    const origin = 'https://site.test'
    expect(isBalanceMessage({ origin, data: { type: 'sea:balance', balance: '10.00' } }, origin)).toBe(true)
    expect(isBalanceMessage({ origin: 'https://evil.test', data: { type: 'sea:balance' } }, origin)).toBe(false)
    expect(isBalanceMessage({ origin, data: { type: 'other' } }, origin)).toBe(false)
    expect(isBalanceMessage({ origin, data: 'sea:balance' }, origin)).toBe(false)
    expect(isBalanceMessage({ origin, data: null }, origin)).toBe(false)
  })

  it('refreshes the balance query on a same-origin message and ignores the rest', async () => {
    const client = new QueryClient()
    const invalidate = vi.spyOn(client, 'invalidateQueries')
    render(
      <QueryClientProvider client={client}>
        <Listener />
      </QueryClientProvider>,
    )
    await post({ type: 'sea:balance', balance: '12.00' }, 'https://evil.test')
    await post({ type: 'hello' })
    expect(invalidate).not.toHaveBeenCalled()
    await post({ type: 'sea:balance', balance: '12.00' })
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['member', 'tok', 'balance'] })
  })
})
