import type { accountRoutes, systemRoutes, walletRoutes, withdrawalRoutes } from '@sea/contract'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CallValue } from '../../../lib/api-client'
import { setSession } from '../../../lib/session-store'
import { refusal, reply } from '../../../testing/fake-api'
import { memberInfo } from '../../../testing/member-info'
import { renderInSite } from '../../../testing/render-in-site'
import { resetAfterEach } from '../../../testing/reset-after-each'
import { WithdrawForm } from './withdraw-form'

/*
 * The withdrawal form when bonus wagering blocks it, against a fake server that decrypts the
 * request's E payload with a key pair made for the test, so the assertions see what the server would.
 */
let keys: CryptoKeyPair
let pem = ''
const b64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)))
const unb64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))

beforeAll(async () => {
  keys = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  )
  pem = `-----BEGIN PUBLIC KEY-----\n${b64(await crypto.subtle.exportKey('spki', keys.publicKey))}\n-----END PUBLIC KEY-----`
})

async function decrypt(body: { key: string; iv: string; data: string }): Promise<Record<string, unknown>> {
  const raw = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, keys.privateKey, unb64(body.key))
  const aes = await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['decrypt'])
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: unb64(body.iv) }, aes, unb64(body.data))
  return JSON.parse(new TextDecoder().decode(plain)) as Record<string, unknown>
}

type Settings = CallValue<typeof withdrawalRoutes.settings>
const settings = (changes: Partial<Settings> = {}): Settings => ({
  currency: 'MYR',
  minAmount: '50.00',
  maxAmount: '5000.00',
  dailyCount: 5,
  dailyAmount: '20000.00',
  usedCount: 0,
  usedAmount: '0.00',
  autoReceiveMinutes: 30,
  maxBankAccounts: 3,
  turnoverRequired: '1000.00',
  turnoverAchieved: '400.00',
  turnoverOutstanding: '600.00',
  bonusForfeit: '100.00',
  ...changes,
})

let current: Settings
let requests: Record<string, unknown>[] = []

beforeEach(() => {
  requests = []
  current = settings()
  setSession({ token: 'test-token-0123456789', isAgent: 0, userName: 'ahmad' })
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/wps/system/publicKey')
        return reply<typeof systemRoutes.publicKey>({ keyId: 'k1', publicKey: pem, algorithm: 'RSA-OAEP-256+A256GCM' })
      if (url === '/wps/member/withdraw/settings') return reply<typeof withdrawalRoutes.settings>(current)
      if (url === '/wps/member/bank-accounts')
        return reply<typeof withdrawalRoutes.bankAccounts>({
          accounts: [
            {
              id: '3',
              bankCode: 'MBB',
              bankName: 'Maybank',
              accountNumber: '****4321',
              payeeName: 'Ahmad',
              createdAt: '2026-11-01T00:00:00.000Z',
            },
          ],
        })
      if (url === '/wps/v2/wallets/balance')
        return reply<typeof walletRoutes.balance>({
          sumBalance: '300.00',
          currency: 'MYR',
          wallets: [{ walletType: 'MAIN', vendor: null, balance: '300.00' }],
        })
      if (url === '/wps/member/info')
        return reply<typeof accountRoutes.memberInfo>(memberInfo({ hasPaymentPassword: true }))
      if (url === '/wps/member/withdrawals') {
        requests.push(await decrypt(JSON.parse(String(init?.body)) as { key: string; iv: string; data: string }))
        return reply<typeof withdrawalRoutes.request>({
          id: '77',
          amount: '150.00',
          status: 'pending',
          bankCode: 'MBB',
          bankName: 'Maybank',
          accountNumber: '****4321',
          receivedAmount: '0.00',
          remainingAmount: '150.00',
          forced: false,
          reason: null,
          requestedAt: '2026-11-28T04:00:00.000Z',
          disbursedAt: null,
          autoReceiveAt: null,
          receivedAt: null,
        })
      }
      return refusal('not_found', 404)
    }),
  )
})

resetAfterEach()

function show() {
  renderInSite(<WithdrawForm onBind={() => {}} onShowRecords={() => {}} />)
}

describe('withdrawal with bonus wagering open', () => {
  it('shows the turnover progress and keeps the form shut until the bonus is given back', async () => {
    show()
    const bar = await screen.findByRole('progressbar')
    expect(bar.getAttribute('aria-valuenow')).toBe('40')
    expect(screen.getByText('400.00 of 1,000.00')).toBeTruthy()
    expect((screen.getByLabelText('Withdrawal amount') as HTMLInputElement).disabled).toBe(true)

    fireEvent.click(screen.getByRole('button', { name: 'Give back the bonus (MYR 100.00) and withdraw' }))
    expect(screen.getByText('Give back the bonus?')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Keep the bonus' }))
    expect((screen.getByLabelText('Withdrawal amount') as HTMLInputElement).disabled).toBe(true)

    fireEvent.click(screen.getByRole('button', { name: 'Give back the bonus (MYR 100.00) and withdraw' }))
    fireEvent.click(screen.getByRole('button', { name: 'Give it back and withdraw' }))
    expect(screen.getByText('The bonus of MYR 100.00 will be given back with this withdrawal.')).toBeTruthy()
    const amount = screen.getByLabelText('Withdrawal amount') as HTMLInputElement
    expect(amount.disabled).toBe(false)

    // The bonus leaves the balance first: 300.00 - 100.00 is the most there is to withdraw.
    fireEvent.change(amount, { target: { value: '250' } })
    fireEvent.change(screen.getByLabelText('Payment password'), { target: { value: '123456' } })
    fireEvent.click(screen.getByRole('button', { name: /Request withdrawal/ }))
    expect(await screen.findByText('The amount is above your balance')).toBeTruthy()
    expect(requests).toHaveLength(0)

    fireEvent.change(amount, { target: { value: '150' } })
    fireEvent.click(screen.getByRole('button', { name: /Request withdrawal/ }))
    await waitFor(() => expect(requests).toHaveLength(1))
    expect(requests[0]).toEqual({
      bankAccountId: '3',
      amount: '150.00',
      paymentPassword: '123456',
      forfeitBonus: true,
    })
    expect(await screen.findByText('Withdrawal requested')).toBeTruthy()
  })

  it('offers no forfeit when the turnover blocks withdrawal', async () => {
    current = settings({ bonusForfeit: null })
    show()
    expect(await screen.findByRole('progressbar')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Give back the bonus/ })).toBeNull()
    expect((screen.getByLabelText('Withdrawal amount') as HTMLInputElement).disabled).toBe(true)
  })
})
