import { createHash } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { AppError } from '../../lib/app-error'
import { startFakeIdp, type FakeIdp, type TamperMode } from '../../test/fake-idp'
import { authorizationUrl, discover, exchangeCode, newLoginSecrets, type OidcProvider } from './oidc.service'

let idp: FakeIdp
let provider: OidcProvider
const redirectUri = 'https://app.example.test/wps/oidc/callback'

beforeAll(async () => {
  idp = await startFakeIdp()
  provider = { name: 'google', issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret }
})
afterAll(() => idp.close())
afterEach(() => idp.tamper('none'))

/** What the browser does: open the authorization URL, come back to redirect_uri with a code. */
async function authorize(p: OidcProvider = provider) {
  const discovery = await discover(p.issuer)
  const secrets = newLoginSecrets()
  const url = authorizationUrl(p, discovery, { redirectUri, ...secrets })
  const res = await fetch(url, { redirect: 'manual' })
  expect(res.status).toBe(302)
  const back = new URL(res.headers.get('location') ?? '')
  expect(`${back.origin}${back.pathname}`).toBe(redirectUri)
  expect(back.searchParams.get('state')).toBe(secrets.state)
  const code = back.searchParams.get('code') ?? ''
  return { discovery, secrets, code }
}

async function login(p: OidcProvider = provider, override: { codeVerifier?: string } = {}) {
  const { discovery, secrets, code } = await authorize(p)
  return exchangeCode(p, discovery, {
    code,
    redirectUri,
    nonce: secrets.nonce,
    codeVerifier: override.codeVerifier ?? secrets.codeVerifier,
  })
}

async function expectRefused(promise: Promise<unknown>, reason?: RegExp) {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(err).toBeInstanceOf(AppError)
  expect((err as AppError).code).toBe('third_party_failed')
  if (reason) expect((err as AppError).message).toMatch(reason)
}

describe('OIDC authorization-code flow', () => {
  it('discovers the endpoints and builds a PKCE S256 authorization URL', async () => {
    const discovery = await discover(idp.issuer)
    expect(discovery).toEqual({
      issuer: idp.issuer,
      authorizationEndpoint: `${idp.issuer}/authorize`,
      tokenEndpoint: `${idp.issuer}/token`,
      jwksUri: `${idp.issuer}/jwks`,
    })
    const secrets = newLoginSecrets()
    expect(secrets.codeVerifier).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(new Set(Object.values(secrets)).size).toBe(3)
    const url = new URL(authorizationUrl(provider, discovery, { redirectUri, ...secrets }))
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: provider.clientId,
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      state: secrets.state,
      nonce: secrets.nonce,
      code_challenge: createHash('sha256').update(secrets.codeVerifier).digest('base64url'),
      code_challenge_method: 'S256',
    })
  })

  it('returns the verified identity', async () => {
    idp.setNextIdentity({ sub: 'google-123', email: 'ana@example.test', name: 'Ana' })
    expect(await login()).toEqual({
      provider: 'google',
      subject: 'google-123',
      email: 'ana@example.test',
      emailVerified: true,
      name: 'Ana',
    })
  })

  it('returns nulls for claims the provider did not release', async () => {
    idp.setNextIdentity({ sub: 'google-456' })
    expect(await login()).toEqual({
      provider: 'google',
      subject: 'google-456',
      email: null,
      emailVerified: false,
      name: null,
    })
  })

  it('fetches the keys again when the provider rotated them', async () => {
    await login()
    idp.rotateKey()
    expect((await login()).subject).toBeTruthy()
  })

  const tampered: [TamperMode, RegExp][] = [
    ['bad-signature', /signature/],
    ['wrong-aud', /audience/],
    ['expired', /expired/],
    ['alg-none', /RS256/],
    ['wrong-nonce', /nonce/],
  ]
  it.each(tampered)('refuses an id_token tampered with: %s', async (mode, reason) => {
    idp.tamper(mode)
    await expectRefused(login(), reason)
  })

  it('refuses a wrong client secret', async () => {
    await expectRefused(login({ ...provider, clientSecret: 'wrong' }), /401 \(invalid_client\)/)
  })

  it('refuses a PKCE verifier that does not match the challenge', async () => {
    await expectRefused(login(provider, { codeVerifier: newLoginSecrets().codeVerifier }), /400 \(invalid_grant\)/)
  })

  it('refuses a code used twice', async () => {
    const { discovery, secrets, code } = await authorize()
    const args = { code, redirectUri, nonce: secrets.nonce, codeVerifier: secrets.codeVerifier }
    await exchangeCode(provider, discovery, args)
    await expectRefused(exchangeCode(provider, discovery, args), /invalid_grant/)
  })

  it('refuses a nonce other than the one sent with this login', async () => {
    const { discovery, secrets, code } = await authorize()
    const args = { code, redirectUri, nonce: newLoginSecrets().nonce, codeVerifier: secrets.codeVerifier }
    await expectRefused(exchangeCode(provider, discovery, args), /nonce/)
  })

  it('refuses an issuer nobody listens on', async () => {
    const server = createServer()
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    await new Promise((resolve) => server.close(resolve))
    await expectRefused(discover(`http://127.0.0.1:${port}`), /unreachable/)
  })

  it('refuses a discovery document naming another issuer', async () => {
    await expectRefused(discover(`${idp.issuer}/`), /issuer/)
  })
})
