import type { cashierRoutes, operatorWithdrawalRoutes } from '@sea/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { reply, withFakeServer } from '../testing/fake-server'
import { currentPath } from '../testing/render'
import type { WithdrawalDetail } from './cashier.api'
import { claimOf, financeMe, openCashier, RISK_CLEAN, withdrawalOf, writes } from './cashier-fixtures'

withFakeServer()
afterEach(() => vi.restoreAllMocks())

const DISPUTED = withdrawalOf({
  id: '90',
  status: 'disputed',
  disbursedAt: '2026-11-26T05:00:00.000Z',
  autoReceiveAt: '2026-11-29T05:00:00.000Z',
})

function detailOf(claim: WithdrawalDetail['claim']): WithdrawalDetail {
  const { claim: _claim, risk: _risk, ...withdrawal } = DISPUTED
  return {
    withdrawal,
    claim,
    risk: RISK_CLEAN,
    confirmations: [
      {
        id: '5',
        result: 'not_received',
        amount: '800.00',
        remark: 'Nothing in my account',
        proofIds: ['31', '32'],
        createdAt: '2026-11-26T09:00:00.000Z',
      },
    ],
  }
}

/** A picture as the proof route answers it: the bytes with their type, no envelope. */
const png = () => new Response(new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }))

describe('the disputes queue', () => {
  it('lists disputed withdrawals and opens one on its own address', async () => {
    const requests = openCashier('/cashier/disputes', {
      'GET /wps/operator/withdrawals': () =>
        reply<typeof operatorWithdrawalRoutes.list>({
          content: [DISPUTED],
          pageNum: 1,
          totalPages: 1,
          totalElements: 1,
          totals: [{ merchantId: 1, currency: 'MYR', count: 1, amount: '800.00' }],
        }),
      'GET /wps/operator/withdrawals/90': () => reply<typeof operatorWithdrawalRoutes.detail>(detailOf(null)),
    })
    expect(await screen.findByText('mei.ling')).toBeTruthy()
    expect(requests.find((request) => request.path.startsWith('/wps/operator/withdrawals'))?.path).toContain(
      'status=disputed',
    )
    // One status only: no status choice.
    expect(screen.queryByLabelText('Status')).toBeNull()
    fireEvent.click(screen.getByRole('link', { name: 'Review' }))
    await waitFor(() => expect(currentPath()).toBe('/cashier/disputes/90'))
    expect(await screen.findByText('Nothing in my account')).toBeTruthy()
  })
})

describe('a dispute', () => {
  it("shows the member's proofs in a viewer that fetches each picture with the session's token", async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:proof')
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined)
    const requests = openCashier('/cashier/disputes/90', {
      'GET /wps/operator/withdrawals/90': () => reply<typeof operatorWithdrawalRoutes.detail>(detailOf(null)),
      'GET /wps/operator/withdrawals/90/proofs/31': png,
      'GET /wps/operator/withdrawals/90/proofs/32': png,
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Proof 2' }))
    const viewer = screen.getByRole('dialog', { name: 'Proof 2 of 2' })
    const image = (await within(viewer).findByRole('img')) as HTMLImageElement
    expect(image.src).toBe('blob:proof')
    expect(image.alt).toBe('Proof 2 uploaded by the member')
    const proof = requests.find((request) => request.path.endsWith('/proofs/32'))
    expect(proof?.authorization).toBe('Bearer t1')

    fireEvent.click(within(viewer).getByRole('button', { name: 'Previous' }))
    expect(await screen.findByRole('dialog', { name: 'Proof 1 of 2' })).toBeTruthy()
    await waitFor(() => expect(requests.some((request) => request.path.endsWith('/proofs/31'))).toBe(true))
    expect(((await screen.findByRole('img')) as HTMLImageElement).style.width).toBe('100%')
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }))
    expect(screen.getByText('150%')).toBeTruthy()
    expect((screen.getByRole('img') as HTMLImageElement).style.width).toBe('150%')
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true)
    // Leaving a picture frees its object URL.
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(revoke).toHaveBeenCalledTimes(2))
  })

  it('shows a refused picture in place', async () => {
    openCashier('/cashier/disputes/90', {
      'GET /wps/operator/withdrawals/90': () => reply<typeof operatorWithdrawalRoutes.detail>(detailOf(null)),
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Proof 1' }))
    const viewer = screen.getByRole('dialog', { name: 'Proof 1 of 2' })
    expect((await within(viewer).findByRole('alert')).textContent).toMatch(/Not found/)
  })

  it('settles as received with a note, once claimed', async () => {
    let claim: WithdrawalDetail['claim'] = null
    const requests = openCashier('/cashier/disputes/90', {
      'GET /wps/operator/withdrawals/90': () => reply<typeof operatorWithdrawalRoutes.detail>(detailOf(claim)),
      'POST /wps/operator/cashier/withdrawals/90/claim': () => {
        claim = claimOf('dispute', '90', financeMe.id, financeMe.username)
        return reply<typeof cashierRoutes.claimWithdrawal>(claim)
      },
      'POST /wps/operator/withdrawals/90/resolve': () => {
        const { withdrawal } = detailOf(null)
        return reply<typeof operatorWithdrawalRoutes.resolveDispute>({ ...withdrawal, status: 'received' })
      },
    })
    const received = (await screen.findByRole('button', {
      name: 'Confirm received withdrawal 90',
    })) as HTMLButtonElement
    expect(received.disabled).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Claim withdrawal 90' }))
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: 'Confirm received withdrawal 90' }) as HTMLButtonElement).disabled,
      ).toBe(false),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Confirm received withdrawal 90' }))
    const dialog = screen.getByRole('dialog', { name: 'Settle dispute #90 as received' })
    fireEvent.change(within(dialog).getByLabelText('Note'), { target: { value: 'Bank statement shows the credit' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm received' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(writes(requests)).toEqual([
      'POST /wps/operator/cashier/withdrawals/90/claim',
      'POST /wps/operator/withdrawals/90/resolve',
    ])
    expect(requests.find((request) => request.path.endsWith('/resolve'))?.body).toEqual({
      outcome: 'received',
      note: 'Bank statement shows the credit',
    })
  })
})
