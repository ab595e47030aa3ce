import type { operatorAccountRoutes } from '@sea/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { setSession } from '../lib/session'
import { refusal, reply, serve, withFakeServer } from '../testing/fake-server'
import { meOf, renderConsole } from '../testing/render'
import type { OperatorAccount } from './operator-form'

withFakeServer()

const OPERATORS: OperatorAccount[] = [
  {
    id: 1,
    username: 'alice',
    status: 'active',
    roles: ['owner'],
    merchantIds: null,
    enrolled: true,
    lastLoginAt: '2026-11-27T08:00:00.000Z',
    createdAt: '2026-01-01T00:00:00.000Z',
  },
  {
    id: 2,
    username: 'carol',
    status: 'disabled',
    roles: ['finance', 'risk'],
    merchantIds: [2],
    enrolled: false,
    lastLoginAt: null,
    createdAt: '2026-02-01T00:00:00.000Z',
  },
  {
    id: 3,
    username: 'bob',
    status: 'active',
    roles: ['support'],
    merchantIds: [1, 2],
    enrolled: true,
    lastLoginAt: '2026-11-26T08:00:00.000Z',
    createdAt: '2026-03-01T00:00:00.000Z',
  },
]

function open(me = meOf(), extra: Parameters<typeof serve>[0] = {}) {
  setSession({ token: 't1', expiresAt: me.sessionExpiresAt })
  const requests = serve({
    'GET /wps/operator/session/me': () => reply<typeof operatorAccountRoutes.me>(me),
    'GET /wps/operator/operators': () => reply<typeof operatorAccountRoutes.list>({ operators: OPERATORS }),
    ...extra,
  })
  renderConsole('/operators')
  return requests
}

const usernames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent)

describe('the operators table', () => {
  it('lists operators with roles as chips, brands by name, status and enrolment', async () => {
    open()
    await screen.findByText('carol')
    expect(usernames()).toEqual(['alice', 'bob', 'carol'])
    const carol = screen.getByText('carol').closest('tr') as HTMLElement
    expect(within(carol).getByText('Finance')).toBeTruthy()
    expect(within(carol).getByText('Risk')).toBeTruthy()
    expect(within(carol).getByText('Orchid')).toBeTruthy()
    expect(within(carol).getByText('Disabled')).toBeTruthy()
    expect(within(carol).getByText('Pending')).toBeTruthy()
    expect(within(carol).getByText('Never')).toBeTruthy()
    const alice = within(screen.getByRole('table')).getByText('alice').closest('tr') as HTMLElement
    expect(within(alice).getByText('All brands')).toBeTruthy()
    // Alice is the operator logged in: her own account is changed by another operator.
    expect(within(alice).queryByRole('button', { name: /Actions for/ })).toBeNull()
    expect(screen.getByRole('button', { name: 'Actions for bob' })).toBeTruthy()
    expect(within(screen.getByText('bob').closest('tr') as HTMLElement).getByText('Lotus, Orchid')).toBeTruthy()
  })

  it('sorts by a column, both ways, and hides a column on request', async () => {
    open()
    await screen.findByText('carol')
    fireEvent.click(screen.getByRole('button', { name: /^Username/ }))
    expect(usernames()).toEqual(['carol', 'bob', 'alice'])
    fireEvent.click(screen.getByRole('button', { name: /^Last login/ }))
    expect(usernames()).toEqual(['carol', 'bob', 'alice'])
    fireEvent.click(screen.getByRole('button', { name: /^Last login/ }))
    expect(usernames()).toEqual(['alice', 'bob', 'carol'])

    fireEvent.click(screen.getByRole('button', { name: 'Columns' }))
    fireEvent.click(within(screen.getByRole('group', { name: 'Columns' })).getByLabelText('Brands'))
    expect(screen.queryByRole('columnheader', { name: /Brands/ })).toBeNull()
    expect(screen.getByRole('columnheader', { name: /Roles/ })).toBeTruthy()
  })

  it('offers no actions to an operator who may only read', async () => {
    open(meOf({ roles: ['auditor'], permissions: ['operator.session', 'operators.read'] }))
    await screen.findByText('carol')
    expect(screen.queryByRole('button', { name: 'New operator' })).toBeNull()
    expect(screen.queryByRole('button', { name: /Actions for/ })).toBeNull()
  })
})

describe('creating an operator', () => {
  it("checks the contract's schema before calling, then shows the one-time password once", async () => {
    const requests = open(meOf(), {
      'POST /wps/operator/operators': (request) => {
        const body = request.body as { username: string; roles: OperatorAccount['roles']; merchantIds: number[] | null }
        return reply<typeof operatorAccountRoutes.create>({
          operator: { ...(OPERATORS[2] as OperatorAccount), id: 9, ...body, enrolled: false, lastLoginAt: null },
          password: 'Tq7-one-time-Zx',
        })
      },
    })
    fireEvent.click(await screen.findByRole('button', { name: 'New operator' }))
    const dialog = screen.getByRole('dialog', { name: 'New operator' })
    fireEvent.change(within(dialog).getByLabelText(/^Username/), { target: { value: '9lives' } })
    fireEvent.click(within(dialog).getByLabelText('Only these brands'))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create operator' }))
    expect(await within(dialog).findByText(/Use 3 to 32 letters/)).toBeTruthy()
    expect(within(dialog).getByText('Choose at least one role')).toBeTruthy()
    expect(within(dialog).getByText('Choose at least one brand')).toBeTruthy()
    expect(requests.some((request) => request.method === 'POST')).toBe(false)

    fireEvent.change(within(dialog).getByLabelText(/^Username/), { target: { value: 'dave.ops' } })
    fireEvent.click(within(dialog).getByLabelText('Finance'))
    fireEvent.click(within(dialog).getByLabelText('Auditor'))
    fireEvent.click(within(dialog).getByLabelText(/Orchid/))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create operator' }))

    const password = await screen.findByRole('dialog', { name: 'One-time password for dave.ops' })
    expect(within(password).getByTestId('one-time-password').textContent).toBe('Tq7-one-time-Zx')
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      username: 'dave.ops',
      roles: ['finance', 'auditor'],
      merchantIds: [2],
    })
    fireEvent.click(within(password).getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(screen.queryByTestId('one-time-password')).toBeNull())
  })

  it('lets only an owner grant the owner role, and shows a taken name in words', async () => {
    open(meOf({ roles: ['administrator'], permissions: ['operator.session', 'operators.read', 'operators.manage'] }), {
      'POST /wps/operator/operators': () => refusal('username_taken', 409),
    })
    fireEvent.click(await screen.findByRole('button', { name: 'New operator' }))
    const dialog = screen.getByRole('dialog', { name: 'New operator' })
    expect((within(dialog).getByLabelText('Owner') as HTMLInputElement).disabled).toBe(true)
    fireEvent.change(within(dialog).getByLabelText(/^Username/), { target: { value: 'alice' } })
    fireEvent.click(within(dialog).getByLabelText('Support'))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create operator' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This username is already taken')
  })
})

describe('row actions', () => {
  it('asks before disabling, then calls and refreshes', async () => {
    let disabled = false
    const requests = open(meOf(), {
      'POST /wps/operator/operators/3/disable': () => {
        disabled = true
        return reply<typeof operatorAccountRoutes.disable>({
          operator: { ...(OPERATORS[2] as OperatorAccount), status: 'disabled' },
        })
      },
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for bob' }))
    fireEvent.click(screen.getByRole('menuitem', { name: 'Disable' }))
    const dialog = screen.getByRole('dialog', { name: 'Disable' })
    expect(within(dialog).getByText(/Disable bob\?/)).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(disabled).toBe(true)
    expect(requests.filter((request) => request.path === '/wps/operator/operators').length).toBe(2)
  })

  it('shows the new password after a password reset', async () => {
    open(meOf(), {
      'POST /wps/operator/operators/2/reset-password': () =>
        reply<typeof operatorAccountRoutes.resetPassword>({
          operator: OPERATORS[1] as OperatorAccount,
          password: 'New-pass-42',
        }),
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for carol' }))
    expect(screen.getByRole('menuitem', { name: 'Enable' })).toBeTruthy()
    fireEvent.click(screen.getByRole('menuitem', { name: 'Reset password' }))
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }))
    expect((await screen.findByTestId('one-time-password')).textContent).toBe('New-pass-42')
  })

  it("edits roles and brands with the operator's current ones filled in", async () => {
    const requests = open(meOf(), {
      'PUT /wps/operator/operators/3': (request) =>
        reply<typeof operatorAccountRoutes.update>({
          operator: { ...(OPERATORS[2] as OperatorAccount), ...(request.body as object) },
        }),
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for bob' }))
    fireEvent.click(screen.getByRole('menuitem', { name: 'Edit roles and brands' }))
    const dialog = screen.getByRole('dialog', { name: 'Roles and brands of bob' })
    expect((within(dialog).getByLabelText('Support') as HTMLInputElement).checked).toBe(true)
    expect((within(dialog).getByLabelText(/Lotus/) as HTMLInputElement).checked).toBe(true)
    fireEvent.click(within(dialog).getByLabelText(/Lotus/))
    fireEvent.click(within(dialog).getByLabelText('Content'))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      roles: ['support', 'content'],
      merchantIds: [2],
    })
  })
})
