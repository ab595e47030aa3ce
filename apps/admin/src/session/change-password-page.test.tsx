import type { operatorAccountRoutes, operatorRoutes } from '@sea/contract'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { getSession, setSession } from '../lib/session'
import { refusal, reply, serve, withFakeServer, type Request } from '../testing/fake-server'
import { currentPath, meOf, renderConsole } from '../testing/render'

withFakeServer()

const SESSION = { token: 'one-time-session', expiresAt: '2026-11-28T04:00:00.000Z', passwordChangeRequired: true }
const ONE_TIME = 'Xq7-one-time'

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
}
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }))
const changes = (requests: Request[]) => requests.filter((request) => request.path === '/wps/operator/session/password')

/** A server where the operator's one-time password must go first, as the real one holds it. */
function heldServer(change: (request: Request) => Response) {
  let changed = false
  return serve({
    'POST /wps/operator/session/login': () => reply<typeof operatorRoutes.login>(SESSION),
    'GET /wps/operator/session/me': () => reply<typeof operatorAccountRoutes.me>(meOf({ username: 'Alice' })),
    'POST /wps/operator/session/password': (request) => {
      const answer = change(request)
      changed = answer.ok
      return answer
    },
    'GET /wps/operator/operators': () =>
      changed ? reply<typeof operatorAccountRoutes.list>({ operators: [] }) : refusal('password_change_required', 403),
  })
}

describe('choose a new password', () => {
  it('takes a reset operator from login to the change, checks the rules first, then goes where it was going', async () => {
    let attempt = 0
    const requests = heldServer(() => {
      attempt += 1
      return attempt === 1
        ? refusal('password_incorrect', 400)
        : reply<typeof operatorAccountRoutes.changePassword>({ changed: true })
    })
    renderConsole('/operators')
    fill(/^Username/, 'alice')
    fill(/^Password/, ONE_TIME)
    fill(/^Authenticator code/, '123456')
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeTruthy()
    expect(currentPath()).toBe('/change-password')
    expect(getSession()?.token).toBe(SESSION.token)
    expect(await screen.findByText('Alice')).toBeTruthy()
    expect(screen.getByLabelText(/^New password/).getAttribute('type')).toBe('password')

    save()
    expect((await screen.findAllByText('Required')).length).toBe(3)
    fill(/^Current password/, ONE_TIME)
    const refusedLocally: [string, string, string][] = [
      ['short-1', 'short-1', 'Use at least 12 characters, with at least one letter and one digit'],
      ['only-letters-here', 'only-letters-here', 'Use at least 12 characters, with at least one letter and one digit'],
      ['my-alice-password-1', 'my-alice-password-1', 'Must not contain your username'],
      [ONE_TIME, ONE_TIME, 'Must differ from the current password'],
      ['Fresh-console-2026', 'Fresh-console-2025', 'The two passwords differ'],
    ]
    for (const [next, repeat, text] of refusedLocally) {
      fill(/^New password/, next)
      fill(/^Repeat the new password/, repeat)
      save()
      expect(await screen.findByText(text)).toBeTruthy()
    }
    expect(changes(requests)).toEqual([])

    fill(/^Repeat the new password/, 'Fresh-console-2026')
    save()
    expect((await screen.findByRole('alert')).textContent).toBe('The current password is not right')
    expect(currentPath()).toBe('/change-password')
    save()
    expect(await screen.findByRole('heading', { name: 'Operators' })).toBeTruthy()
    expect(currentPath()).toBe('/operators')
    expect(changes(requests).map((request) => request.body)).toEqual([
      { currentPassword: ONE_TIME, newPassword: 'Fresh-console-2026' },
      { currentPassword: ONE_TIME, newPassword: 'Fresh-console-2026' },
    ])
    expect(changes(requests)[0]?.authorization).toBe(`Bearer ${SESSION.token}`)
  })

  it('marks the new password when the server refuses it, in the chosen language', async () => {
    setSession(SESSION)
    heldServer(() => refusal('password_same_as_old', 400))
    renderConsole('/change-password')
    fireEvent.change(await screen.findByRole('combobox', { name: 'Language' }), { target: { value: 'VI' } })
    fill(/^Mật khẩu hiện tại/, 'Old-password-2026')
    fill(/^Mật khẩu mới/, 'Other-password-2026')
    fill(/^Nhập lại mật khẩu mới/, 'Other-password-2026')
    fireEvent.click(screen.getByRole('button', { name: 'Lưu và tiếp tục' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Mật khẩu mới phải khác mật khẩu hiện tại')
    expect(screen.getByText('Phải khác mật khẩu hiện tại')).toBeTruthy()
    expect(screen.getByLabelText(/^Mật khẩu mới/).getAttribute('aria-invalid')).toBe('true')
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'EN' } })
  })

  it('signs out instead, ending the session on the server too', async () => {
    setSession(SESSION)
    const requests = serve({
      'GET /wps/operator/session/me': () => reply<typeof operatorAccountRoutes.me>(meOf()),
      'POST /wps/operator/session/logout': () => reply<typeof operatorRoutes.logout>({ loggedOut: true }),
    })
    renderConsole('/change-password')
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out instead' }))
    expect(await screen.findByText('You are signed out.')).toBeTruthy()
    expect(getSession()).toBeNull()
    expect(requests.some((request) => request.path === '/wps/operator/session/logout')).toBe(true)
  })

  it('without a session starts at login', async () => {
    serve({})
    renderConsole('/change-password')
    expect(await screen.findByRole('heading', { name: 'Sign in to the console' })).toBeTruthy()
    await waitFor(() => expect(currentPath()).toBe('/login'))
  })

  it('sends a held session that reloads a page to the change instead of leaving it on the refusal', async () => {
    setSession({ token: SESSION.token, expiresAt: SESSION.expiresAt })
    heldServer(() => reply<typeof operatorAccountRoutes.changePassword>({ changed: true }))
    renderConsole('/operators')
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeTruthy()
    await waitFor(() => expect(currentPath()).toBe('/change-password'))
  })
})
