import type { cashierRoutes, depositRoutes, moneyRequestRoutes } from '@sea/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { refusal, reply, withFakeServer } from '../testing/fake-server'
import { meOf } from '../testing/render'
import type { DepositRow } from './cashier.api'
import { claimOf, depositOf, financeMe, openCashier, SUPPORT, writes } from './cashier-fixtures'

withFakeServer()

const page = (rows: DepositRow[]) =>
  reply<typeof depositRoutes.operatorList>({
    content: rows,
    pageNum: 1,
    totalPages: 1,
    totalElements: rows.length,
    totals: [{ merchantId: 1, currency: 'MYR', count: 14, amount: '25400.50' }],
  })

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement

describe('the deposits queue', () => {
  it('lists pending bank transfers with totals, holders and the tab badges', async () => {
    const requests = openCashier('/cashier/deposits', {
      'GET /wps/operator/deposits': () =>
        page([
          depositOf(),
          depositOf({ id: '42', username: 'bao.tran', firstDeposit: false, claim: claimOf('deposit', '42', 3, 'bob') }),
        ]),
      'GET /wps/operator/money-requests': () =>
        reply<typeof moneyRequestRoutes.list>({ content: [], pageNum: 1, totalPages: 5, totalElements: 5 }),
    })
    await screen.findByText('ahmad88')
    const first = rowOf('ahmad88')
    expect(within(first).getByText('1,250.00 MYR')).toBeTruthy()
    expect(within(first).getByText('First')).toBeTruthy()
    expect(within(first).getByText('TRX-8812')).toBeTruthy()
    expect(within(first).getByText('Unclaimed')).toBeTruthy()
    const held = rowOf('bao.tran')
    expect(within(held).getByText('bob')).toBeTruthy()
    // Held by another: no claim button, decisions disabled and saying why.
    expect(within(held).queryByRole('button', { name: 'Claim deposit 42' })).toBeNull()
    const approve = within(held).getByRole('button', { name: 'Approve deposit 42' }) as HTMLButtonElement
    expect(approve.disabled).toBe(true)
    expect(approve.title).toMatch(/bob is working on this item/)

    const totals = screen.getByRole('group', { name: 'Filtered queue' })
    expect(within(totals).getByText('25,400.50 MYR')).toBeTruthy()
    expect(within(totals).getByText('14 items')).toBeTruthy()
    const tabs = screen.getByRole('navigation', { name: 'Cashier queues' })
    await waitFor(() =>
      expect(within(tabs).getByRole('link', { name: /Withdrawals/ }).textContent).toBe('Withdrawals5'),
    )
    expect(within(tabs).getByRole('link', { name: /Deposits/ }).textContent).toBe('Deposits3')
    expect(within(tabs).getByRole('link', { name: /Disputes/ }).textContent).toBe('Disputes2')
    expect(within(tabs).getByRole('link', { name: /Approvals/ }).textContent).toBe('Approvals5')
    // The first load asks for the default queue: pending bank transfers.
    const list = requests.find((request) => request.path.startsWith('/wps/operator/deposits'))
    expect(list?.path).toContain('status=pending')
    expect(list?.path).toContain('channelType=bank_transfer')
  })

  it('sends the filters it shows: status at once, the typed ones on Apply, the brand from the top bar', async () => {
    localStorage.setItem('sea.admin.brand', '1')
    const requests = openCashier('/cashier/deposits', { 'GET /wps/operator/deposits': () => page([depositOf()]) })
    await screen.findByText('ahmad88')
    // The pending queue needs no status column; another status brings it.
    expect(screen.queryByRole('columnheader', { name: /Status/ })).toBeNull()
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'approved' } })
    await waitFor(() => expect(requests.at(-1)?.path).toContain('status=approved'))
    expect(await screen.findByRole('columnheader', { name: /Status/ })).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'ahmad88' } })
    fireEvent.change(screen.getByLabelText('Min amount'), { target: { value: '100' } })
    fireEvent.change(screen.getByLabelText('From day'), { target: { value: '2026-11-01' } })
    fireEvent.change(screen.getByLabelText('To day'), { target: { value: '2026-11-27' } })
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }))
    await waitFor(() => expect(requests.at(-1)?.path).toContain('username=ahmad88'))
    const query = new URLSearchParams(requests.at(-1)?.path.split('?')[1])
    expect(query.get('merchantId')).toBe('1')
    expect(query.get('minAmount')).toBe('100')
    expect(query.get('status')).toBe('approved')
    // Days are the brand's (Kuala Lumpur, UTC+8): the 1st starts at 16:00 UTC the day before.
    expect(query.get('from')).toBe('2026-10-31T16:00:00.000Z')
    expect(query.get('to')).toBe('2026-11-27T16:00:00.000Z')
  })

  it('claims, then approves through a confirmation, in that order', async () => {
    let row = depositOf()
    const requests = openCashier('/cashier/deposits', {
      'GET /wps/operator/deposits': () => page(row.status === 'pending' ? [row] : []),
      'POST /wps/operator/cashier/deposits/41/claim': () => {
        row = { ...row, claim: claimOf('deposit', '41', financeMe.id, financeMe.username) }
        return reply<typeof cashierRoutes.claimDeposit>(row.claim!)
      },
      'POST /wps/operator/deposits/41/approve': () => {
        row = { ...row, status: 'approved', claim: null }
        const { claim: _claim, ...deposit } = row
        return reply<typeof depositRoutes.approve>(deposit)
      },
    })
    const approve = (await screen.findByRole('button', { name: 'Approve deposit 41' })) as HTMLButtonElement
    expect(approve.disabled).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Claim deposit 41' }))
    await waitFor(() => expect(approve.disabled).toBe(false))
    expect(within(rowOf('ahmad88')).getByText('You')).toBeTruthy()
    fireEvent.click(approve)
    const dialog = screen.getByRole('dialog', { name: 'Approve deposit #41' })
    expect(dialog.textContent).toContain('1,250.00 MYR')
    expect(dialog.textContent).toContain('TRX-8812')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(writes(requests)).toEqual([
      'POST /wps/operator/cashier/deposits/41/claim',
      'POST /wps/operator/deposits/41/approve',
    ])
    // Decided, it leaves the pending queue the server answers next.
    await waitFor(() => expect(screen.queryByText('ahmad88')).toBeNull())
  })

  it('rejects with a reason, and releases a claim', async () => {
    const row = depositOf({ claim: claimOf('deposit', '41', financeMe.id, financeMe.username) })
    const requests = openCashier('/cashier/deposits', {
      'GET /wps/operator/deposits': () => page([row]),
      'DELETE /wps/operator/cashier/deposits/41/claim': () =>
        reply<typeof cashierRoutes.releaseDeposit>({ released: true }),
      'POST /wps/operator/deposits/41/reject': () => {
        const { claim: _claim, ...deposit } = row
        return reply<typeof depositRoutes.reject>({ ...deposit, status: 'rejected', rejectReason: 'No such transfer' })
      },
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Reject deposit 41' }))
    const dialog = screen.getByRole('dialog', { name: 'Reject deposit #41' })
    const confirm = within(dialog).getByRole('button', { name: 'Reject' }) as HTMLButtonElement
    expect(confirm.disabled).toBe(true)
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: ' No such transfer ' } })
    fireEvent.click(confirm)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    fireEvent.click(screen.getByRole('button', { name: 'Release deposit 41' }))
    await waitFor(() => expect(writes(requests)).toHaveLength(2))
    expect(requests.find((request) => request.path.endsWith('/reject'))?.body).toEqual({ reason: 'No such transfer' })
    expect(writes(requests)[1]).toBe('DELETE /wps/operator/cashier/deposits/41/claim')
  })

  it("shows another operator's claim when the server refuses with claimed_by_other", async () => {
    let row = depositOf()
    openCashier('/cashier/deposits', {
      'GET /wps/operator/deposits': () => page([row]),
      'POST /wps/operator/cashier/deposits/41/claim': () => {
        // Bob claimed it a moment before: the refusal, then the refreshed queue, say so.
        row = { ...row, claim: claimOf('deposit', '41', 3, 'bob') }
        return refusal('claimed_by_other', 409)
      },
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Claim deposit 41' }))
    expect((await screen.findByRole('alert')).textContent).toMatch(/Another operator is working on this item/)
    expect(await within(rowOf('ahmad88')).findByText('bob')).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Approve deposit 41' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('offers no decisions to an operator who may only read', async () => {
    openCashier(
      '/cashier/deposits',
      { 'GET /wps/operator/deposits': () => page([depositOf()]) },
      meOf({
        id: 8,
        roles: ['auditor'],
        permissions: ['operator.session', 'deposits.read', 'withdrawals.read', 'money.read'],
      }),
    )
    await screen.findByText('ahmad88')
    expect(screen.queryByRole('button', { name: /Claim|Approve|Reject/ })).toBeNull()
  })

  it('is refused to support, whose role has no cashier permission', async () => {
    const requests = openCashier('/cashier/deposits', {}, meOf({ id: 9, roles: ['support'], permissions: SUPPORT }))
    expect((await screen.findByRole('alert')).textContent).toMatch(/Your role does not allow this/)
    expect(requests.some((request) => request.path.startsWith('/wps/operator/deposits'))).toBe(false)
  })
})
