import type { operatorAccountRoutes, operatorRoutes } from '@sea/contract'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { getSession, setSession } from '../lib/session'
import { refusal, reply, serve, withFakeServer } from '../testing/fake-server'
import { currentPath, meOf, renderConsole } from '../testing/render'

withFakeServer()

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'
const ENROLMENT = {
  enrolmentToken: 'enrol-token-1',
  secret: SECRET,
  otpauthUri: `otpauth://totp/SEA:alice?secret=${SECRET}&issuer=SEA`,
  expiresAt: '2026-11-27T17:10:00.000Z',
}
const SESSION = { token: 'session-token-1', expiresAt: '2026-11-28T04:00:00.000Z', passwordChangeRequired: false }

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
}

describe('first login: password, enrolment, new password, console', () => {
  it('enrols the authenticator from the QR code, replaces the one-time password, lands in the console', async () => {
    const requests = serve({
      'POST /wps/operator/session/login': () => reply<typeof operatorRoutes.login>({ enrolment: ENROLMENT }),
      'POST /wps/operator/session/enrol': (request) =>
        (request.body as { totpCode: string }).totpCode === '123456'
          ? reply<typeof operatorAccountRoutes.enrol>({ ...SESSION, passwordChangeRequired: true })
          : refusal('totp_invalid', 400),
      'POST /wps/operator/session/password': () =>
        reply<typeof operatorAccountRoutes.changePassword>({ changed: true }),
      'GET /wps/operator/session/me': (request) =>
        request.authorization === `Bearer ${SESSION.token}`
          ? reply<typeof operatorAccountRoutes.me>(meOf())
          : refusal('unauthorized', 401),
      'GET /wps/operator/operators': () => reply<typeof operatorAccountRoutes.list>({ operators: [] }),
    })
    renderConsole('/operators')
    expect(await screen.findByRole('heading', { name: 'Sign in to the console' })).toBeTruthy()
    expect(screen.getByText(/Leave empty on your first login/)).toBeTruthy()

    fill(/^Username/, ' alice ')
    fill(/^Password/, 'one-time-pass')
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))

    expect(await screen.findByRole('heading', { name: 'Set up your authenticator' })).toBeTruthy()
    // The login went encrypted; the fake decrypted exactly what the server would read.
    expect(requests[0]?.body).toEqual({ username: 'alice', password: 'one-time-pass' })
    expect(screen.getByRole('img', { name: 'Set up your authenticator' }).querySelector('path')).toBeTruthy()
    expect(screen.getByTestId('enrol-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')

    fill(/^Code from the app/, '12345')
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and continue' }))
    expect(await screen.findByText('Enter the 6 digits the app shows')).toBeTruthy()
    expect(requests.some((request) => request.path.endsWith('/enrol'))).toBe(false)

    fill(/^Code from the app/, '654 321')
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and continue' }))
    expect((await screen.findByRole('alert')).textContent).toMatch(/authenticator code is not right/)

    fill(/^Code from the app/, '123456')
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and continue' }))
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeTruthy()
    expect(currentPath()).toBe('/change-password')
    fill(/^Current password/, 'one-time-pass')
    fill(/^New password/, 'Alice-own-pass-2026')
    fill(/^Repeat the new password/, 'Alice-own-pass-2026')
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }))
    expect(await screen.findByRole('heading', { name: 'Operators' })).toBeTruthy()
    expect(requests.find((request) => request.path.endsWith('/password'))?.body).toEqual({
      currentPassword: 'one-time-pass',
      newPassword: 'Alice-own-pass-2026',
    })
    expect(requests.find((request) => request.path.endsWith('/enrol'))?.body).toEqual({
      enrolmentToken: 'enrol-token-1',
      totpCode: '654321',
    })
    expect(getSession()?.token).toBe(SESSION.token)
    expect(currentPath()).toBe('/operators')
    expect(screen.getByText('alice')).toBeTruthy()
  })

  it('sends the authenticator code on a later login and shows refusals in words', async () => {
    const requests = serve({
      'POST /wps/operator/session/login': (request) =>
        (request.body as { totpCode?: string }).totpCode === '111111'
          ? reply<typeof operatorRoutes.login>(SESSION)
          : refusal('invalid_credentials', 401),
      'GET /wps/operator/session/me': () => reply<typeof operatorAccountRoutes.me>(meOf()),
    })
    renderConsole('/login')
    fill(/^Username/, 'alice')
    fill(/^Password/, 'secret-password')
    fill(/^Authenticator code/, '000000')
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect username, password or authenticator code')
    expect(getSession()).toBeNull()

    fill(/^Authenticator code/, '111 111')
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy()
    expect(requests.at(-2)?.body).toEqual({ username: 'alice', password: 'secret-password', totpCode: '111111' })
  })

  it('asks for the username and password before calling', async () => {
    const requests = serve({})
    renderConsole('/login')
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect((await screen.findAllByText('Required')).length).toBe(2)
    expect(requests).toEqual([])
  })

  it('shows too_many_attempts in the chosen language', async () => {
    serve({ 'POST /wps/operator/session/login': () => refusal('too_many_attempts', 429) })
    renderConsole('/login')
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'MY' } })
    fill(/^Nama pengguna/, 'alice')
    fill(/^Kata laluan/, 'x')
    fireEvent.click(screen.getByRole('button', { name: 'Log masuk' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Terlalu banyak percubaan; tunggu beberapa minit dan cuba lagi',
    )
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'EN' } })
  })
})

describe('session expiry', () => {
  it('goes back to login with a note when a call finds the session over, and back after login', async () => {
    setSession({ token: 'stale', expiresAt: '2026-11-27T00:00:00.000Z' })
    serve({
      'GET /wps/operator/session/me': (request) =>
        request.authorization === 'Bearer fresh'
          ? reply<typeof operatorAccountRoutes.me>(meOf())
          : refusal('unauthorized', 401),
      'POST /wps/operator/session/login': () => reply<typeof operatorRoutes.login>({ ...SESSION, token: 'fresh' }),
      'GET /wps/operator/operators': () => reply<typeof operatorAccountRoutes.list>({ operators: [] }),
    })
    renderConsole('/operators')
    expect(await screen.findByText('Your session ended. Please sign in again.')).toBeTruthy()
    expect(getSession()).toBeNull()
    fill(/^Username/, 'alice')
    fill(/^Password/, 'pw')
    fill(/^Authenticator code/, '123456')
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(currentPath()).toBe('/operators'))
  })

  it('a page reload without a session starts at login', async () => {
    serve({})
    renderConsole('/members')
    expect(await screen.findByRole('heading', { name: 'Sign in to the console' })).toBeTruthy()
    expect(screen.queryByText(/session ended/)).toBeNull()
  })
})
