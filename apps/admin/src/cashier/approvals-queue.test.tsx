import type { moneyRequestRoutes } from '@sea/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { refusal, reply, withFakeServer } from '../testing/fake-server'
import type { MoneyRequest } from './cashier.api'
import { financeMe, openCashier, requestOf, writes } from './cashier-fixtures'

withFakeServer()

const page = (rows: MoneyRequest[]) =>
  reply<typeof moneyRequestRoutes.list>({ content: rows, pageNum: 1, totalPages: 1, totalElements: rows.length })

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement
const OWN = requestOf({ id: '13', requestedBy: financeMe.id, type: 'bonus', amount: '600.00', reason: 'VIP birthday' })

describe('the approvals queue', () => {
  it('lists pending money requests; the requester may not approve their own, only withdraw it', async () => {
    const requests = openCashier('/cashier/approvals', {
      'GET /wps/operator/money-requests': () => page([requestOf(), OWN]),
    })
    await screen.findByText('Compensation for a failed game round')
    const other = rowOf('Compensation for a failed game round')
    expect(within(other).getByText('+25,000.00 MYR')).toBeTruthy()
    expect(within(other).getByText('Operator #3')).toBeTruthy()
    expect(within(other).getByText('Lotus')).toBeTruthy()
    expect((within(other).getByRole('button', { name: 'Approve request 12' }) as HTMLButtonElement).disabled).toBe(
      false,
    )
    const own = rowOf('VIP birthday')
    expect(within(own).getByText('You')).toBeTruthy()
    const approve = within(own).getByRole('button', { name: 'Approve request 13' }) as HTMLButtonElement
    expect(approve.disabled).toBe(true)
    expect(approve.title).toBe('You asked for this: another operator must approve it')
    expect(within(own).getByRole('button', { name: 'Withdraw request 13' })).toBeTruthy()
    expect(requests.some((request) => request.path.includes('/money-requests?status=pending&pageNum=1'))).toBe(true)
  })

  it('filters by status and member', async () => {
    const requests = openCashier('/cashier/approvals', {
      'GET /wps/operator/money-requests': () => page([requestOf()]),
    })
    await screen.findByText('Compensation for a failed game round')
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'approved' } })
    fireEvent.change(screen.getByLabelText('Member ID'), { target: { value: '900' } })
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }))
    await waitFor(() => expect(requests.at(-1)?.path).toContain('memberId=900'))
    expect(requests.at(-1)?.path).toContain('status=approved')
  })

  it("approves another operator's request through a confirmation", async () => {
    let row = requestOf()
    const requests = openCashier('/cashier/approvals', {
      'GET /wps/operator/money-requests': () => page(row.status === 'pending' ? [row] : []),
      'POST /wps/operator/money-requests/12/approve': () => {
        row = { ...row, status: 'approved', decidedBy: financeMe.id, transactionId: '5001' }
        return reply<typeof moneyRequestRoutes.approve>({ request: row, replayed: false })
      },
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Approve request 12' }))
    const dialog = screen.getByRole('dialog', { name: 'Approve request #12' })
    expect(dialog.textContent).toContain('credit of 25,000.00 MYR for member #900')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(writes(requests)).toContain('POST /wps/operator/money-requests/12/approve')
    await waitFor(() => expect(screen.queryByText('Compensation for a failed game round')).toBeNull())
  })

  it("shows the server's refusal in the dialog", async () => {
    openCashier('/cashier/approvals', {
      'GET /wps/operator/money-requests': () => page([requestOf()]),
      'POST /wps/operator/money-requests/12/approve': () => refusal('second_operator_required', 409),
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Approve request 12' }))
    const dialog = screen.getByRole('dialog', { name: 'Approve request #12' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Another operator must do this: the four-eyes rule',
    )
  })

  it('withdraws an own request with a reason', async () => {
    const requests = openCashier('/cashier/approvals', {
      'GET /wps/operator/money-requests': () => page([OWN]),
      'POST /wps/operator/money-requests/13/reject': () =>
        reply<typeof moneyRequestRoutes.reject>({ request: { ...OWN, status: 'rejected' }, replayed: false }),
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw request 13' }))
    const dialog = screen.getByRole('dialog', { name: 'Reject request #13' })
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Wrong member' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ reason: 'Wrong member' })
  })
})
