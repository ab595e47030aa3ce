import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A small but real OpenID provider on 127.0.0.1, so the OIDC client is tested over HTTP
 * against signed tokens rather than against mocks of its own assumptions. /authorize skips
 * the login page and consent: it answers 302 at once, as if the user had approved.
 */

export type TamperMode = 'none' | 'bad-signature' | 'wrong-aud' | 'expired' | 'alg-none' | 'wrong-nonce'

export interface FakeIdentity {
  sub: string
  email?: string
  name?: string
}

export interface FakeIdp {
  issuer: string
  clientId: string
  clientSecret: string
  close(): Promise<void>
  /** The identity that logins get from the next /authorize on. */
  setNextIdentity(claims: FakeIdentity): void
  /** Corrupts every id_token issued until set back to 'none'. */
  tamper(mode: TamperMode): void
  /** Replaces the signing key (new kid), as a provider's key rotation would. */
  rotateKey(): void
}

interface PendingCode {
  clientId: string
  redirectUri: string
  nonce: string | undefined
  codeChallenge: string
  identity: FakeIdentity
}

const b64url = (bytes: Buffer) => bytes.toString('base64url')
const b64json = (value: unknown) => b64url(Buffer.from(JSON.stringify(value)))

function newKey(): { kid: string; privateKey: KeyObject; publicKey: KeyObject } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  return { kid: b64url(randomBytes(8)), privateKey, publicKey }
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
  res.end(JSON.stringify(body))
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}

export async function startFakeIdp(options: { clientId?: string; clientSecret?: string } = {}): Promise<FakeIdp> {
  const clientId = options.clientId ?? 'fake-client-id'
  const clientSecret = options.clientSecret ?? 'fake-client-secret'
  let key = newKey()
  let identity: FakeIdentity = { sub: 'fake-user-1', email: 'fake.user@example.test', name: 'Fake User' }
  let mode: TamperMode = 'none'
  const codes = new Map<string, PendingCode>()
  let issuer = ''

  function idToken(pending: PendingCode): string {
    const now = Math.floor(Date.now() / 1000)
    const claims: Record<string, unknown> = {
      iss: issuer,
      aud: mode === 'wrong-aud' ? 'some-other-client' : pending.clientId,
      sub: pending.identity.sub,
      iat: mode === 'expired' ? now - 7200 : now,
      exp: mode === 'expired' ? now - 3600 : now + 600,
      nonce: mode === 'wrong-nonce' ? 'not-the-nonce-you-sent' : pending.nonce,
      ...(pending.identity.email ? { email: pending.identity.email, email_verified: true } : {}),
      ...(pending.identity.name ? { name: pending.identity.name } : {}),
    }
    if (mode === 'alg-none') return `${b64json({ alg: 'none', typ: 'JWT' })}.${b64json(claims)}.`
    const signingInput = `${b64json({ alg: 'RS256', typ: 'JWT', kid: key.kid })}.${b64json(claims)}`
    const signature = sign('RSA-SHA256', Buffer.from(signingInput), key.privateKey)
    // Flipping a whole byte (not the last base64 character, whose low bits are padding)
    // guarantees the signature really changes.
    if (mode === 'bad-signature') signature[0] = (signature[0] ?? 0) ^ 0xff
    return `${signingInput}.${b64url(signature)}`
  }

  function authorize(url: URL, res: ServerResponse) {
    const q = url.searchParams
    const redirectUri = q.get('redirect_uri')
    const challenge = q.get('code_challenge')
    if (q.get('response_type') !== 'code' || q.get('client_id') !== clientId || !redirectUri) {
      return sendJson(res, 400, { error: 'invalid_request' })
    }
    // This provider insists on PKCE S256, as the client under test must always send it.
    if (!challenge || q.get('code_challenge_method') !== 'S256') return sendJson(res, 400, { error: 'invalid_request' })
    const code = b64url(randomBytes(24))
    codes.set(code, { clientId, redirectUri, nonce: q.get('nonce') ?? undefined, codeChallenge: challenge, identity })
    const target = new URL(redirectUri)
    target.searchParams.set('code', code)
    const state = q.get('state')
    if (state !== null) target.searchParams.set('state', state)
    res.writeHead(302, { location: target.toString() })
    res.end()
  }

  async function token(req: IncomingMessage, res: ServerResponse) {
    const form = await readForm(req)
    if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) {
      return sendJson(res, 401, { error: 'invalid_client' })
    }
    if (form.get('grant_type') !== 'authorization_code') return sendJson(res, 400, { error: 'unsupported_grant_type' })
    const code = form.get('code') ?? ''
    const pending = codes.get(code)
    // Codes are single use: spent by the first attempt, whatever its outcome.
    codes.delete(code)
    if (!pending || pending.redirectUri !== form.get('redirect_uri'))
      return sendJson(res, 400, { error: 'invalid_grant' })
    const verifier = form.get('code_verifier') ?? ''
    if (b64url(createHash('sha256').update(verifier).digest()) !== pending.codeChallenge) {
      return sendJson(res, 400, { error: 'invalid_grant' })
    }
    sendJson(res, 200, {
      access_token: b64url(randomBytes(24)),
      token_type: 'Bearer',
      expires_in: 3600,
      id_token: idToken(pending),
    })
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', issuer)
    const route = `${req.method} ${url.pathname}`
    if (route === 'GET /.well-known/openid-configuration') {
      return sendJson(res, 200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_post'],
      })
    }
    if (route === 'GET /authorize') return authorize(url, res)
    if (route === 'POST /token') {
      return void token(req, res).catch(() => sendJson(res, 500, { error: 'server_error' }))
    }
    if (route === 'GET /jwks') {
      const jwk = key.publicKey.export({ format: 'jwk' })
      return sendJson(res, 200, { keys: [{ ...jwk, kid: key.kid, alg: 'RS256', use: 'sig' }] })
    }
    sendJson(res, 404, { error: 'not_found' })
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    issuer,
    clientId,
    clientSecret,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()))
        // fetch keeps connections alive; without this close() would wait for them to idle out.
        server.closeAllConnections()
      }),
    setNextIdentity(claims) {
      identity = { ...claims }
    },
    tamper(next) {
      mode = next
    },
    rotateKey() {
      key = newKey()
    },
  }
}
