import type { cashierRoutes, operatorWithdrawalRoutes } from '@sea/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { refusal, reply, withFakeServer } from '../testing/fake-server'
import { currentPath } from '../testing/render'
import type { WithdrawalRow } from './cashier.api'
import { claimOf, financeMe, openCashier, RISK_CLEAN, withdrawalOf, writes } from './cashier-fixtures'

withFakeServer()

const page = (rows: WithdrawalRow[]) =>
  reply<typeof operatorWithdrawalRoutes.list>({
    content: rows,
    pageNum: 1,
    totalPages: 3,
    totalElements: 45,
    totals: [{ merchantId: 1, currency: 'MYR', count: 45, amount: '36000.00' }],
  })

const RISKY = withdrawalOf({
  id: '78',
  username: 'kenji',
  risk: {
    firstWithdrawal: true,
    turnoverOutstanding: '350.00',
    turnoverMet: false,
    sharedBankAccountMembers: 2,
    sharedIpMembers: 4,
    deposited: '100.00',
    withdrawn: '900.00',
    net: '-800.00',
  },
})

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement
const decided = (row: WithdrawalRow, status: WithdrawalRow['status']) => {
  const { claim: _claim, risk: _risk, ...withdrawal } = row
  return { ...withdrawal, status }
}

describe('the withdrawals queue', () => {
  it('shows each withdrawal with its risk hints as explained chips', async () => {
    localStorage.setItem('sea.admin.brand', '1')
    const requests = openCashier('/cashier/withdrawals', {
      'GET /wps/operator/withdrawals': () => page([withdrawalOf(), RISKY]),
    })
    await screen.findByText('kenji')
    const risky = rowOf('kenji')
    const chips = [...risky.querySelectorAll('.chip-risk')]
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'First withdrawal',
      'Turnover not met',
      'Bank shared ×2',
      'IP shared ×4',
      'Out > in',
    ])
    expect(chips.map((chip) => chip.getAttribute('title'))).toEqual([
      'The member has never withdrawn before (rejected requests aside).',
      'Turnover the member still owes before withdrawing: 350.00 MYR.',
      '2 other members of this brand are bound to the same account number.',
      '4 other members of this brand registered or last logged in from one of this member’s addresses.',
      'Deposited 100.00 MYR, withdrawn 900.00 MYR: net -800.00 MYR.',
    ])
    expect(within(rowOf('mei.ling')).getByText('None')).toBeTruthy()
    expect(within(rowOf('mei.ling')).getByText('114455667788')).toBeTruthy()
    expect(within(screen.getByRole('group', { name: 'Filtered queue' })).getByText('36,000.00 MYR')).toBeTruthy()
    expect(requests.find((request) => request.path.startsWith('/wps/operator/withdrawals'))?.path).toContain(
      'status=pending',
    )
    // Paged on the server: the next page is another call.
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(requests.at(-1)?.path).toContain('pageNum=2'))
  })

  it('claims, then pays through a confirmation, in that order', async () => {
    let row = withdrawalOf()
    const requests = openCashier('/cashier/withdrawals', {
      'GET /wps/operator/withdrawals': () => page(row.status === 'pending' ? [row] : []),
      'POST /wps/operator/cashier/withdrawals/77/claim': () => {
        row = { ...row, claim: claimOf('withdrawal', '77', financeMe.id, financeMe.username) }
        return reply<typeof cashierRoutes.claimWithdrawal>(row.claim!)
      },
      'POST /wps/operator/withdrawals/77/approve': () => {
        row = { ...row, status: 'disbursed', claim: null }
        return reply<typeof operatorWithdrawalRoutes.approve>(decided(row, 'disbursed'))
      },
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Claim withdrawal 77' }))
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Pay withdrawal 77' }) as HTMLButtonElement).disabled).toBe(false),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Pay withdrawal 77' }))
    const dialog = screen.getByRole('dialog', { name: 'Pay withdrawal #77' })
    expect(dialog.textContent).toContain('MEI LING TAN, Maybank 114455667788')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(writes(requests)).toEqual([
      'POST /wps/operator/cashier/withdrawals/77/claim',
      'POST /wps/operator/withdrawals/77/approve',
    ])
    await waitFor(() => expect(screen.queryByText('mei.ling')).toBeNull())
  })

  it('keeps the dialog open with the refusal when another operator took the item meanwhile', async () => {
    let row = withdrawalOf({ claim: claimOf('withdrawal', '77', financeMe.id, financeMe.username) })
    openCashier('/cashier/withdrawals', {
      'GET /wps/operator/withdrawals': () => page([row]),
      'POST /wps/operator/withdrawals/77/reject': () => {
        row = { ...row, claim: claimOf('withdrawal', '77', 3, 'bob') }
        return refusal('claimed_by_other', 409)
      },
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Reject withdrawal 77' }))
    const dialog = screen.getByRole('dialog', { name: 'Reject withdrawal #77' })
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Account name differs' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }))
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/Another operator is working on this item/)
    expect(await within(rowOf('mei.ling')).findByText('bob')).toBeTruthy()
  })

  it('opens a withdrawal on its own page from the row', async () => {
    openCashier('/cashier/withdrawals', {
      'GET /wps/operator/withdrawals': () => page([withdrawalOf()]),
      'GET /wps/operator/withdrawals/77': () =>
        reply<typeof operatorWithdrawalRoutes.detail>({
          withdrawal: decided(withdrawalOf(), 'pending'),
          claim: null,
          risk: RISK_CLEAN,
          confirmations: [],
        }),
    })
    fireEvent.click(await screen.findByText('mei.ling'))
    await waitFor(() => expect(currentPath()).toBe('/cashier/withdrawals/77'))
    expect(await screen.findByText('Withdrawal #77')).toBeTruthy()
    expect(screen.getByText('The member has not answered yet.')).toBeTruthy()
  })
})
