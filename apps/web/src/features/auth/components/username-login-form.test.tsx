import type { accountRoutes, StatusValue, systemRoutes } from '@sea/contract'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { getModals } from '../../../lib/modals'
import { getSession } from '../../../lib/session-store'
import { refusal, reply } from '../../../testing/fake-api'
import { memberInfo } from '../../../testing/member-info'
import { renderInSite } from '../../../testing/render-in-site'
import { resetAfterEach } from '../../../testing/reset-after-each'
import { UsernameLoginForm } from './username-login-form'

/*
 * The login form against a fake server that speaks the real wire format: E payloads are
 * decrypted here with a key pair made for the test, so the assertions see what the server would.
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

const SITE = {
  whitelabel: { SMS_LOGIN: true },
  registerRules: [],
  merchant: { imageBaseUrl: '/' },
  imageCDNs: [],
} as unknown as StatusValue
const session = {
  token: 'tok-1',
  verification: null,
  firstTimeLogin: false,
  passwordExpired: false,
  captcha: false,
  isAgent: 0,
  lastLoginTime: null,
}

let logins: Record<string, unknown>[] = []
let answers: Response[] = []
let captchas = 0

beforeEach(() => {
  logins = []
  answers = []
  captchas = 0
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/wps/system/publicKey')
        return reply<typeof systemRoutes.publicKey>({ keyId: 'k1', publicKey: pem, algorithm: 'RSA-OAEP-256+A256GCM' })
      if (url === '/wps/captcha') {
        captchas += 1
        return reply<typeof systemRoutes.captcha>({
          captchaId: `cap-${captchas}`,
          image: 'iVBORw0KGgo=',
          expiresInSeconds: 120,
        })
      }
      if (url === '/wps/session/login') {
        logins.push(await decrypt(JSON.parse(String(init?.body)) as { key: string; iv: string; data: string }))
        return answers.shift() ?? refusal('internal', 500)
      }
      if (url === '/wps/member/info') return reply<typeof accountRoutes.memberInfo>(memberInfo({ account: 'Alice01' }))
      return refusal('not_found', 404)
    }),
  )
})

resetAfterEach()

function renderForm() {
  return renderInSite(<UsernameLoginForm onChallenge={vi.fn()} />, SITE)
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Log in' }))

describe('UsernameLoginForm', () => {
  it('asks for both fields before calling', async () => {
    renderForm()
    submit()
    expect(await screen.findAllByText('This field cannot be empty')).toHaveLength(2)
    expect(logins).toHaveLength(0)
  })

  it('shows the captcha once the server asks, then sends its answer and id', async () => {
    renderForm()
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: '  alice01 ' } })
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: ' wrong1 ' } })
    answers.push(
      refusal('invalid_credentials', 401, 'invalid_credentials', [
        { path: '/body/captcha', message: 'required from now on' },
      ]),
    )
    submit()
    expect(await screen.findByText('Incorrect username or password')).toBeTruthy()
    expect(logins[0]).toEqual({ type: 'username', username: 'alice01', password: 'wrong1' })

    const captcha = await screen.findByLabelText('Verification code')
    await waitFor(() => expect(captchas).toBe(1))
    fireEvent.change(captcha, { target: { value: 'x7k2q' } })
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret12' } })
    answers.push(reply<typeof accountRoutes.login>(session))
    submit()
    await waitFor(() => expect(getSession()?.userName).toBe('Alice01'))
    expect(logins[1]).toEqual({
      type: 'username',
      username: 'alice01',
      password: 'secret12',
      captcha: 'x7k2q',
      captchaId: 'cap-1',
    })
    expect(getModals().at(-1)?.name).toBe('afterLogin')
  })

  it('opens the forced password change when the server says so', async () => {
    renderForm()
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'alice01' } })
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret12' } })
    answers.push(reply<typeof accountRoutes.login>({ ...session, passwordExpired: true }))
    submit()
    await waitFor(() => expect(getModals().at(-1)).toEqual({ name: 'changePassword', params: { forced: '1' } }))
  })
})
