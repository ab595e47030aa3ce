import type { brandCashierRoutes, moneyRequestRoutes, Permission } from '@sea/contract'
import { QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '../app/app'
import { setSession } from '../lib/session'
import { OperatorProvider } from '../shell/operator-context'
import { refusal, reply, serve, withFakeServer } from '../testing/fake-server'
import { meOf } from '../testing/render'
import type { BrandCashier } from './brand-cashier.api'
import { BrandCashierTab } from './brand-cashier-tab'

withFakeServer()

const CASHIER: BrandCashier = {
  merchantId: 1,
  currency: 'MYR',
  providers: ['paygate'],
  channels: [
    {
      id: 11,
      code: 'BANK_TRANSFER',
      type: 'bank_transfer',
      displayName: 'Bank transfer',
      minAmount: '30.00',
      maxAmount: '50000.00',
      enabled: true,
      sortOrder: 1,
      bankName: 'Maybank',
      accountName: 'Lotus Sdn Bhd',
      accountNumber: '5140-1234-5678',
      provider: null,
      deposits: 12,
    },
    {
      id: 12,
      code: 'ONLINE_PAYMENT',
      type: 'gateway',
      displayName: 'Online payment',
      minAmount: '10.00',
      maxAmount: '10000.00',
      enabled: false,
      sortOrder: 2,
      bankName: null,
      accountName: null,
      accountNumber: null,
      provider: 'paygate',
      deposits: 0,
    },
  ],
  withdrawals: {
    minAmount: '50.00',
    maxAmount: '50000.00',
    dailyCount: 5,
    dailyAmount: '100000.00',
    autoReceiveMinutes: 30,
    maxBankAccounts: 3,
  },
  banks: [
    { code: 'MBB', name: 'Maybank', enabled: true, accounts: 40 },
    { code: 'CIMB', name: 'CIMB Bank', enabled: false, accounts: 0 },
  ],
  turnover: { depositMultiplier: '1' },
  thresholds: {
    merchantId: 1,
    currency: 'MYR',
    adjustmentCredit: '1000.00',
    adjustmentDebit: null,
    bonus: '1000.00',
    isDefault: true,
  },
}

const CASHIER_URL = '/wps/operator/brands/1/cashier'

function open(permissions: Permission[], extra: Parameters<typeof serve>[0] = {}, installationWide = false) {
  const me = meOf({ permissions: ['operator.session', ...permissions], installationWide })
  setSession({ token: 't1', expiresAt: me.sessionExpiresAt })
  const requests = serve({
    [`GET ${CASHIER_URL}`]: () => reply<typeof brandCashierRoutes.get>(CASHIER),
    ...extra,
  })
  render(
    <QueryClientProvider client={createQueryClient()}>
      <OperatorProvider me={me}>
        <BrandCashierTab merchantId={1} />
      </OperatorProvider>
    </QueryClientProvider>,
  )
  return requests
}
const CASHIER_RIGHTS: Permission[] = ['brands.read', 'brands.cashier']

describe('the Cashier tab', () => {
  it('lists the channels in order with their limits and receiving account', async () => {
    open(CASHIER_RIGHTS)
    const table = await screen.findByRole('table', { name: 'Deposit channels' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Bank transferBANK_TRANSFER',
      'Online paymentONLINE_PAYMENT',
    ])
    expect(within(rows[0] as HTMLElement).getByText('5140-1234-5678')).toBeTruthy()
    expect(within(rows[1] as HTMLElement).getByText('via paygate')).toBeTruthy()
    expect((screen.getByRole('switch', { name: 'Show Online payment to members' }) as HTMLInputElement).checked).toBe(
      false,
    )
  })

  it('switches a channel on with its whole body, and moves one down', async () => {
    const requests = open(CASHIER_RIGHTS, {
      'PUT /wps/operator/brands/1/cashier/deposit-channels/12': () =>
        reply<typeof brandCashierRoutes.updateChannel>({ ...CASHIER.channels[1]!, enabled: true }),
      'PUT /wps/operator/brands/1/cashier/deposit-channels/order': () =>
        reply<typeof brandCashierRoutes.orderChannels>(CASHIER.channels),
    })
    fireEvent.click(await screen.findByRole('switch', { name: 'Show Online payment to members' }))
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true))
    expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
      code: 'ONLINE_PAYMENT',
      type: 'gateway',
      enabled: true,
      provider: 'paygate',
    })
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move Bank transfer down' })).toHaveProperty('disabled', false),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Move Bank transfer down' }))
    await waitFor(() => expect(requests.some((r) => r.path.endsWith('/order'))).toBe(true))
    expect(requests.find((r) => r.path.endsWith('/order'))?.body).toEqual({ channelIds: [12, 11] })
    expect((screen.getByRole('button', { name: 'Move Bank transfer up' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('adds a bank transfer channel with amounts typed in major units', async () => {
    const requests = open(CASHIER_RIGHTS, {
      'POST /wps/operator/brands/1/cashier/deposit-channels': () =>
        reply<typeof brandCashierRoutes.createChannel>({ ...CASHIER.channels[0]!, id: 13, code: 'DUITNOW' }),
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Add channel' }))
    const dialog = screen.getByRole('dialog', { name: 'New deposit channel' })
    const type = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(new RegExp(`^${label}`)), { target: { value } })
    type('Code', 'DUITNOW')
    type('Name members see', 'DuitNow')
    type('Minimum deposit', '1,500.5')
    type('Maximum deposit', '1000')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('The maximum is below the minimum.')).toBeTruthy()
    expect(within(dialog).getByText('The bank members pay into.')).toBeTruthy()
    type('Maximum deposit', '20000')
    type('Receiving bank', 'Public Bank')
    type('Account name', 'Lotus Sdn Bhd')
    type('Account number', '3198 7766 01')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true))
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      code: 'DUITNOW',
      type: 'bank_transfer',
      displayName: 'DuitNow',
      minAmount: '1500.50',
      maxAmount: '20000.00',
      enabled: true,
      bankName: 'Public Bank',
      accountName: 'Lotus Sdn Bhd',
      accountNumber: '3198 7766 01',
      provider: null,
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('shows the server’s field errors on the fields', async () => {
    open(CASHIER_RIGHTS, {
      'PUT /wps/operator/brands/1/cashier/turnover': () =>
        new Response(
          JSON.stringify({
            success: false,
            code: 'validation_failed',
            message: 'no',
            details: [{ path: '/body/depositMultiplier', message: 'at most 100' }],
          }),
          { status: 400, headers: { 'content-type': 'application/json' } },
        ),
    })
    const input = await screen.findByLabelText(/Deposit turnover multiple/)
    fireEvent.change(input, { target: { value: '100.5' } })
    fireEvent.click(within(input.closest('form') as HTMLElement).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('From 0 to 100, at most two decimals.')).toBeTruthy()
  })

  it('saves the banks checklist whole, with a new bank', async () => {
    const requests = open(CASHIER_RIGHTS, {
      'PUT /wps/operator/brands/1/cashier/withdrawal-banks': () => reply<typeof brandCashierRoutes.setBanks>(CASHIER),
    })
    fireEvent.click(await screen.findByRole('checkbox', { name: /CIMB Bank/ }))
    fireEvent.change(screen.getByLabelText('New bank code'), { target: { value: 'gxb' } })
    fireEvent.change(screen.getByLabelText('New bank name'), { target: { value: 'GXBank' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add bank' }))
    const card = screen.getByRole('heading', { name: 'Withdrawal banks' }).closest('section') as HTMLElement
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true))
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      banks: [
        { code: 'MBB', name: 'Maybank', enabled: true },
        { code: 'CIMB', name: 'CIMB Bank', enabled: true },
        { code: 'GXB', name: 'GXBank', enabled: true },
      ],
    })
  })

  it('only reads without brands.cashier, thresholds included', async () => {
    open(['brands.read'])
    expect(await screen.findByText(/changing them needs the brand cashier permission/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Add channel' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull()
    expect((screen.getByRole('switch', { name: 'Show Bank transfer to members' }) as HTMLInputElement).disabled).toBe(
      true,
    )
    expect(screen.getByLabelText('Minimum per request').closest('fieldset')?.disabled).toBe(true)
    expect(screen.getByText('Never')).toBeTruthy()
    expect(screen.getByText(/Only installation-wide operators/)).toBeTruthy()
  })

  it('lets an installation-wide operator with money.thresholds change the thresholds', async () => {
    const requests = open(
      [...CASHIER_RIGHTS, 'money.thresholds'],
      {
        'PUT /wps/operator/merchants/1/money-thresholds': () =>
          reply<typeof moneyRequestRoutes.setThresholds>({ ...CASHIER.thresholds, isDefault: false }),
      },
      true,
    )
    fireEvent.change(await screen.findByLabelText('Debit adjustment'), { target: { value: '2500' } })
    fireEvent.change(screen.getByLabelText('Bonus'), { target: { value: '' } })
    const card = screen.getByRole('heading', { name: /Four-eyes thresholds/ }).closest('section') as HTMLElement
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true))
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      adjustmentCredit: '1000.00',
      adjustmentDebit: '2500.00',
      bonus: null,
    })
  })

  it('says so when the brand is not found', async () => {
    open(CASHIER_RIGHTS, { [`GET ${CASHIER_URL}`]: () => refusal('not_found', 404) })
    expect(await screen.findByRole('alert')).toBeTruthy()
  })
})
