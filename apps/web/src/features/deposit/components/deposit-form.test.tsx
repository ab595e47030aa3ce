import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Deposit, DepositChannel, depositRoutes } from '@sea/contract'
import { clearSession, setSession } from '../../../lib/session-store'
import { SiteContext } from '../../../lib/site'
import { reply } from '../../../testing/fake-api'
import { testSite } from '../../../testing/test-site'
import { DepositForm } from './deposit-form'

const CHANNELS: DepositChannel[] = [
  {
    code: 'BANK_TRANSFER',
    type: 'bank_transfer',
    displayName: 'Bank transfer',
    currency: 'MYR',
    minAmount: '30.00',
    maxAmount: '50000.00',
    receivingAccount: { bankName: 'Demo Bank', accountName: 'Demo Sdn Bhd', accountNumber: '000-111-222' },
  },
  {
    code: 'ONLINE',
    type: 'gateway',
    displayName: 'Online payment',
    currency: 'MYR',
    minAmount: '10.00',
    maxAmount: '30000.00',
    receivingAccount: null,
  },
]

type Sent = { url: string; key: string | undefined; body: Record<string, unknown> }
let sent: Sent[] = []
let loseNextAnswer = false

beforeEach(() => {
  sent = []
  loseNextAnswer = false
  sessionStorage.clear()
  setSession({ token: 'test-token-0123456789', isAgent: 0, userName: 'ahmad' })
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url.endsWith('/channels')) return reply<typeof depositRoutes.channels>({ channels: CHANNELS })
      const body = JSON.parse(String(init.body)) as { channelCode: string; amount: string; reference?: string }
      sent.push({ url, key: (init.headers as Record<string, string>)['Idempotency-Key'], body })
      if (loseNextAnswer) {
        loseNextAnswer = false
        throw new TypeError('Failed to fetch')
      }
      const gateway = url.endsWith('/gateway')
      const deposit: Deposit = {
        id: '41',
        channelCode: body.channelCode,
        channelType: gateway ? 'gateway' : 'bank_transfer',
        amount: body.amount,
        currency: 'MYR',
        status: 'pending',
        reference: body.reference ?? null,
        firstDeposit: true,
        rejectReason: null,
        decidedAt: null,
        createdAt: '2026-11-23T07:00:00.000Z',
      }
      return gateway
        ? reply<typeof depositRoutes.gateway>({ deposit, payUrl: 'http://127.0.0.1:9/pay/abc' })
        : reply<typeof depositRoutes.bankTransfer>(deposit)
    }),
  )
})

afterEach(() => {
  cleanup()
  clearSession()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <SiteContext.Provider value={testSite()}>
        <DepositForm onShowRecords={() => {}} />
      </SiteContext.Provider>
    </QueryClientProvider>,
  )
}

describe('deposit form', () => {
  it('reports a bank transfer within the channel’s limits, with the receiving account shown', async () => {
    renderForm()
    expect(await screen.findByText('000-111-222')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Deposit amount'), { target: { value: '29.99' } })
    fireEvent.click(screen.getByRole('button', { name: /Submit deposit/ }))
    expect(await screen.findByText('The minimum deposit is 30.00')).toBeTruthy()
    expect(screen.getByText('Please enter the transfer reference')).toBeTruthy()
    expect(sent).toHaveLength(0)

    fireEvent.click(screen.getByRole('button', { name: '100' }))
    fireEvent.change(screen.getByLabelText('Transfer reference'), { target: { value: ' REF-881 ' } })
    fireEvent.click(screen.getByRole('button', { name: /Submit deposit/ }))
    expect(await screen.findByText('Deposit submitted')).toBeTruthy()
    expect(sent[0]?.body).toEqual({ channelCode: 'BANK_TRANSFER', amount: '100.00', reference: 'REF-881' })
    expect(sent[0]?.key).toMatch(/^[0-9a-f]{32}$/)
  })

  it('retries a lost answer under the same Idempotency-Key, and a new deposit under a new one', async () => {
    renderForm()
    fireEvent.change(await screen.findByLabelText('Deposit amount'), { target: { value: '250' } })
    fireEvent.change(screen.getByLabelText('Transfer reference'), { target: { value: 'REF-1' } })
    loseNextAnswer = true
    fireEvent.click(screen.getByRole('button', { name: /Submit deposit/ }))
    await waitFor(() => expect(sent).toHaveLength(1))
    fireEvent.click(await screen.findByRole('button', { name: /Submit deposit/ }))
    expect(await screen.findByText('Deposit submitted')).toBeTruthy()
    expect(sent[1]?.key).toBe(sent[0]?.key)

    fireEvent.click(screen.getByRole('button', { name: 'Make another deposit' }))
    fireEvent.change(screen.getByLabelText('Deposit amount'), { target: { value: '250' } })
    fireEvent.change(screen.getByLabelText('Transfer reference'), { target: { value: 'REF-1' } })
    fireEvent.click(screen.getByRole('button', { name: /Submit deposit/ }))
    await waitFor(() => expect(sent).toHaveLength(3))
    expect(sent[2]?.key).not.toBe(sent[0]?.key)
  })

  it('sends a gateway deposit to the payment page in the same tab', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {})
    renderForm()
    fireEvent.click(await screen.findByLabelText(/Online payment/))
    expect(screen.queryByText('000-111-222')).toBeNull()
    fireEvent.change(screen.getByLabelText('Deposit amount'), { target: { value: '10' } })
    fireEvent.click(screen.getByRole('button', { name: /Continue to payment/ }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://127.0.0.1:9/pay/abc'))
    expect(sent[0]).toMatchObject({
      url: '/wps/member/deposit/gateway',
      body: { channelCode: 'ONLINE', amount: '10.00' },
    })
    expect(screen.getByRole('button', { name: /Opening the payment page/ })).toBeTruthy()
  })
})
