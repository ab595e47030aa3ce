import type { operatorMemberRoutes as members, operatorMoneyRoutes, operatorRoutes } from '@sea/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { refusal, reply, withFakeServer } from '../testing/fake-server'
import { currentPath } from '../testing/render'
import { DETAIL, openMember, OWNER } from './members.fixtures'

withFakeServer()

const detailCalls = (requests: { path: string }[]) =>
  requests.filter((request) => request.path === '/wps/operator/members/42').length

/** The Idempotency-Key of each adjustment sent: the fake server does not keep headers. */
function keysSent(): string[] {
  const keys: string[] = []
  const inner = globalThis.fetch
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    if (input.endsWith('/adjustments')) keys.push(new Headers(init?.headers).get('idempotency-key') ?? '')
    return inner(input, init)
  })
  return keys
}

const adjustment = (state: 'posted' | 'pending') =>
  reply<typeof operatorMoneyRoutes.adjust>({
    state,
    requestId: state === 'pending' ? '88' : null,
    transactionId: state === 'posted' ? '9001' : null,
    currency: 'MYR',
    balanceBefore: state === 'posted' ? '1250.50' : null,
    balanceAfter: state === 'posted' ? '1400.50' : null,
    replayed: false,
  })

async function fillAdjustment(amount: string, reason: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Adjust balance' }))
  const dialog = screen.getByRole('dialog', { name: 'Adjust the balance of lucky88' })
  fireEvent.change(within(dialog).getByLabelText('Amount (MYR)'), { target: { value: amount } })
  fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: reason } })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }))
  return dialog
}

describe('freezing', () => {
  it('asks, sends the call and refreshes the page', async () => {
    let frozen = false
    const requests = openMember('/members/42', OWNER, {
      'GET /wps/operator/members/42': () =>
        reply<typeof members.detail>({ ...DETAIL, member: { ...DETAIL.member, status: frozen ? 'frozen' : 'active' } }),
      'POST /wps/operator/members/42/freeze': () => {
        frozen = true
        return reply<typeof operatorRoutes.freezeMember>({ status: 'frozen' })
      },
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Freeze' }))
    const dialog = screen.getByRole('dialog', { name: 'Freeze' })
    expect(within(dialog).getByText(/Freeze lucky88\?/)).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Freeze' }))
    expect(await screen.findByText('lucky88 is frozen.')).toBeTruthy()
    expect(frozen).toBe(true)
    expect(await screen.findByRole('button', { name: 'Unfreeze' })).toBeTruthy()
    expect(within(screen.getByRole('heading', { name: 'lucky88' }).parentElement!).getByText('Frozen')).toBeTruthy()
    expect(detailCalls(requests)).toBe(2)
  })

  it("shows the server's refusal in the dialog", async () => {
    openMember('/members/42', OWNER, { 'POST /wps/operator/members/42/freeze': () => refusal('forbidden', 403) })
    fireEvent.click(await screen.findByRole('button', { name: 'Freeze' }))
    const dialog = screen.getByRole('dialog', { name: 'Freeze' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Freeze' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Your role does not allow this')
  })
})

describe('adjusting the balance', () => {
  it('posts at once under the threshold and shows the new balance', async () => {
    const requests = openMember('/members/42', OWNER, {
      'POST /wps/operator/members/42/adjustments': () => adjustment('posted'),
    })
    const keys = keysSent()
    await fillAdjustment('150', ' goodwill ')
    const done = await screen.findByRole('dialog', { name: 'Balance adjusted' })
    expect(within(done).getByText(/from 1,250.50 MYR to 1,400.50 MYR/)).toBeTruthy()
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      type: 'adjustment',
      direction: 'credit',
      amount: '150',
      reason: 'goodwill',
    })
    expect(keys).toHaveLength(1)
    expect(keys[0]).toMatch(/^[A-Za-z0-9_.-]{8,64}$/)
    await waitFor(() => expect(detailCalls(requests)).toBe(2))
  })

  it('says a request above the threshold waits for a second operator, and where it is approved', async () => {
    const requests = openMember('/members/42', OWNER, {
      'POST /wps/operator/members/42/adjustments': () => adjustment('pending'),
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Adjust balance' }))
    fireEvent.click(screen.getByLabelText('Bonus'))
    expect(screen.queryByLabelText('Debit (take)')).toBeNull()
    fireEvent.change(screen.getByLabelText('Amount (MYR)'), { target: { value: '5000.00' } })
    fireEvent.change(screen.getByLabelText(/^Reason/), { target: { value: 'Birthday bonus' } })
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))

    const waiting = await screen.findByRole('dialog', { name: 'Waiting for approval' })
    expect(within(waiting).getByText("Waiting for a second operator's approval")).toBeTruthy()
    expect(within(waiting).getByText(/Request #88/)).toBeTruthy()
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      type: 'bonus',
      direction: 'credit',
      amount: '5000.00',
      reason: 'Birthday bonus',
    })
    // Nothing moved, so the page is not refreshed.
    expect(detailCalls(requests)).toBe(1)
    fireEvent.click(within(waiting).getByRole('link', { name: 'Cashier › Approvals' }))
    await waitFor(() => expect(currentPath()).toBe('/cashier/approvals'))
  })

  it("checks the amount and reason against the contract's schema before sending", async () => {
    const requests = openMember('/members/42')
    const dialog = await fillAdjustment('12.345', '   ')
    expect(await within(dialog).findByText(/Type an amount above zero/)).toBeTruthy()
    expect(within(dialog).getByText('Write a reason, up to 200 characters')).toBeTruthy()
    // Zero fits the pattern but moves nothing: the form refuses it too.
    fireEvent.change(within(dialog).getByLabelText(/^Amount/), { target: { value: '0.00' } })
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'test' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(within(dialog).queryByText(/Write a reason/)).toBeNull())
    expect(within(dialog).getByText(/Type an amount above zero/)).toBeTruthy()
    expect(requests.some((request) => request.method === 'POST')).toBe(false)
  })

  it('shows a refusal and keeps the same key for the retry', async () => {
    let calls = 0
    openMember('/members/42', OWNER, {
      'POST /wps/operator/members/42/adjustments': () =>
        ++calls === 1 ? refusal('insufficient_funds', 409) : adjustment('posted'),
    })
    const keys = keysSent()
    fireEvent.click(await screen.findByRole('button', { name: 'Adjust balance' }))
    fireEvent.click(screen.getByLabelText('Debit (take)'))
    fireEvent.change(screen.getByLabelText('Amount (MYR)'), { target: { value: '9999' } })
    fireEvent.change(screen.getByLabelText(/^Reason/), { target: { value: 'chargeback' } })
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    expect((await screen.findByRole('alert')).textContent).toBe('The balance is too low for this')
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByRole('dialog', { name: 'Balance adjusted' })).toBeTruthy()
    expect(keys).toHaveLength(2)
    expect(keys[1]).toBe(keys[0])
  })
})

describe('security, labels and notes', () => {
  it('ends one live session and all of them', async () => {
    const requests = openMember('/members/42/sessions', OWNER, {
      'POST /wps/operator/members/42/sessions/601/revoke': () => reply<typeof members.revokeSession>({ revoked: 1 }),
      'POST /wps/operator/members/42/sessions/revoke-all': () => reply<typeof members.revokeSessions>({ revoked: 1 }),
    })
    fireEvent.click(await screen.findByRole('button', { name: 'End session' }))
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    fireEvent.click(screen.getByRole('button', { name: 'End all sessions' }))
    expect(within(screen.getByRole('dialog')).getByText(/End all 1 live sessions/)).toBeTruthy()
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const posts = requests.filter((request) => request.method === 'POST').map((request) => request.path)
    expect(posts).toEqual([
      '/wps/operator/members/42/sessions/601/revoke',
      '/wps/operator/members/42/sessions/revoke-all',
    ])
  })

  it('sends a reset link and says where it went', async () => {
    openMember('/members/42', OWNER, {
      'POST /wps/operator/members/42/password-reset-link': () =>
        reply<typeof members.sendResetLink>({ channel: 'email', destination: 'l***@example.com' }),
    })
    fireEvent.click(await screen.findByRole('button', { name: /Security/ }))
    fireEvent.click(screen.getByRole('menuitem', { name: 'Send password reset link' }))
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Send link' }))
    expect(await screen.findByText('Reset link sent by email to l***@example.com.')).toBeTruthy()
  })

  it('forces a password change', async () => {
    const requests = openMember('/members/42', OWNER, {
      'POST /wps/operator/members/42/force-password-change': () =>
        reply<typeof members.forcePasswordChange>({ passwordChangeRequired: true, revoked: 2 }),
    })
    fireEvent.click(await screen.findByRole('button', { name: /Security/ }))
    fireEvent.click(screen.getByRole('menuitem', { name: 'Force password change' }))
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }))
    expect(await screen.findByText('A new password is required; 2 session(s) ended.')).toBeTruthy()
    await waitFor(() => expect(detailCalls(requests)).toBe(2))
  })

  it('adds a label checked against the pattern, and removes one', async () => {
    const requests = openMember('/members/42', OWNER, {
      'POST /wps/operator/members/42/labels': () => reply<typeof members.addLabel>({ labels: ['vip', 'watch', 'kyc'] }),
      'DELETE /wps/operator/members/42/labels/watch': () => reply<typeof members.removeLabel>({ labels: ['vip'] }),
    })
    fireEvent.click(await screen.findByRole('button', { name: '+ Label' }))
    const dialog = screen.getByRole('dialog', { name: 'Add a label' })
    fireEvent.change(within(dialog).getByLabelText(/^Label/), { target: { value: 'bad label!' } })
    expect((within(dialog).getByRole('button', { name: 'Label' }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.change(within(dialog).getByLabelText(/^Label/), { target: { value: 'KYC' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Label' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    fireEvent.click(screen.getByRole('button', { name: 'Remove label watch' }))
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const writes = requests.filter((request) => request.method !== 'GET')
    expect(writes.map((request) => [request.method, request.path, request.body])).toEqual([
      ['POST', '/wps/operator/members/42/labels', { label: 'kyc' }],
      ['DELETE', '/wps/operator/members/42/labels/watch', {}],
    ])
  })

  it('adds a note as typed', async () => {
    const requests = openMember('/members/42', OWNER, {
      'POST /wps/operator/members/42/notes': (request) =>
        reply<typeof members.addNote>({
          note: {
            id: '10',
            text: (request.body as { text: string }).text,
            operatorId: 1,
            operator: 'alice',
            createdAt: '2026-11-27T05:00:00.000Z',
          },
        }),
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Add note' }))
    const dialog = screen.getByRole('dialog', { name: 'Add note' })
    expect((within(dialog).getByRole('button', { name: 'Save note' }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.change(within(dialog).getByLabelText(/^Note/), {
      target: { value: 'Asked for <b>VIP</b>\nsee ticket 12' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save note' }))
    expect(await screen.findByText('Note saved.')).toBeTruthy()
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      text: 'Asked for <b>VIP</b>\nsee ticket 12',
    })
  })
})
