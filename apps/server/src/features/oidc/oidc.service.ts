import { createHash, createPublicKey, randomBytes, verify, type JsonWebKey } from 'node:crypto'
import { AppError } from '../../lib/app-error'

/**
 * The protocol side of "login with Google / Facebook": OpenID Connect authorization-code
 * flow with PKCE, as plain functions. Accounts decide what an identity means; this module
 * only proves that the provider vouched for it.
 */

export interface OidcProvider {
  name: 'google' | 'facebook'
  issuer: string
  clientId: string
  clientSecret: string
}

export interface Discovery {
  issuer: string
  authorizationEndpoint: string
  tokenEndpoint: string
  jwksUri: string
}

export interface LoginSecrets {
  state: string
  nonce: string
  codeVerifier: string
}

export interface OidcIdentity {
  provider: OidcProvider['name']
  subject: string
  email: string | null
  emailVerified: boolean
  name: string | null
}

const FETCH_TIMEOUT_MS = 5_000
const CACHE_TTL_MS = 60 * 60 * 1000
const CLOCK_LEEWAY_S = 60

function fail(reason: string): never {
  throw new AppError('third_party_failed', `oidc: ${reason}`)
}

/**
 * Every call to a provider goes through here so that a hung provider, a refused connection,
 * an error status or a non-JSON body all become the same third_party_failed.
 */
async function fetchJson(url: string, what: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
  let res: Response
  let body: unknown
  try {
    // The signal also covers reading the body, so a provider that trickles bytes still times out.
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) })
    body = await res.json().catch(() => undefined)
  } catch (err) {
    const timedOut = err instanceof Error && err.name === 'TimeoutError'
    fail(`${what} ${timedOut ? 'timed out' : 'unreachable'}`)
  }
  if (!res.ok) {
    // The provider's OAuth error code helps diagnose misconfiguration; it never carries secrets.
    const code = isRecord(body) && typeof body.error === 'string' ? ` (${body.error.slice(0, 80)})` : ''
    fail(`${what} answered ${res.status}${code}`)
  }
  if (!isRecord(body)) fail(`${what} did not return a JSON object`)
  return body
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function stringField(doc: Record<string, unknown>, key: string, what: string): string {
  const value = doc[key]
  if (typeof value !== 'string' || value === '') fail(`${what} lacks ${key}`)
  return value
}

const discoveryCache = new Map<string, { at: number; value: Discovery }>()

/** The provider's endpoints, fetched once an hour per issuer: they change rarely, logins often. */
export async function discover(issuer: string): Promise<Discovery> {
  const cached = discoveryCache.get(issuer)
  if (cached && Date.now() - cached.at < CACHE_TTL_MS) return cached.value
  const doc = await fetchJson(`${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`, 'discovery')
  const value: Discovery = {
    issuer: stringField(doc, 'issuer', 'discovery'),
    authorizationEndpoint: stringField(doc, 'authorization_endpoint', 'discovery'),
    tokenEndpoint: stringField(doc, 'token_endpoint', 'discovery'),
    jwksUri: stringField(doc, 'jwks_uri', 'discovery'),
  }
  // OIDC Discovery 4.3: a document naming another issuer must not be used, or a compromised
  // or misconfigured host could point token checks at keys of its choosing.
  if (value.issuer !== issuer) fail('discovery issuer does not match the configured issuer')
  discoveryCache.set(issuer, { at: Date.now(), value })
  return value
}

const b64url = (bytes: Buffer) => bytes.toString('base64url')

/** Three independent 256-bit values; the verifier's 43 characters are PKCE's minimum length. */
export function newLoginSecrets(): LoginSecrets {
  return { state: b64url(randomBytes(32)), nonce: b64url(randomBytes(32)), codeVerifier: b64url(randomBytes(32)) }
}

function codeChallenge(codeVerifier: string): string {
  return b64url(createHash('sha256').update(codeVerifier).digest())
}

export function authorizationUrl(
  provider: OidcProvider,
  discovery: Discovery,
  opts: { redirectUri: string; state: string; nonce: string; codeVerifier: string },
): string {
  const url = new URL(discovery.authorizationEndpoint)
  url.searchParams.set('response_type', 'code')
  url.searchParams.set('client_id', provider.clientId)
  url.searchParams.set('redirect_uri', opts.redirectUri)
  url.searchParams.set('scope', 'openid email profile')
  url.searchParams.set('state', opts.state)
  url.searchParams.set('nonce', opts.nonce)
  url.searchParams.set('code_challenge', codeChallenge(opts.codeVerifier))
  url.searchParams.set('code_challenge_method', 'S256')
  return url.toString()
}

/** Trades the one-time code for tokens and returns who the verified id_token says the user is. */
export async function exchangeCode(
  provider: OidcProvider,
  discovery: Discovery,
  opts: { code: string; redirectUri: string; codeVerifier: string; nonce: string },
): Promise<OidcIdentity> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code: opts.code,
    redirect_uri: opts.redirectUri,
    code_verifier: opts.codeVerifier,
    client_id: provider.clientId,
    client_secret: provider.clientSecret,
  })
  const tokens = await fetchJson(discovery.tokenEndpoint, 'token endpoint', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: form.toString(),
  })
  const idToken = stringField(tokens, 'id_token', 'token response')
  const claims = await verifyIdToken(idToken, provider, discovery, opts.nonce)
  const email = typeof claims.email === 'string' && claims.email !== '' ? claims.email : null
  return {
    provider: provider.name,
    subject: claims.sub as string,
    email,
    // Some providers have sent the claim as the string "true"; absent means unverified.
    emailVerified: email !== null && (claims.email_verified === true || claims.email_verified === 'true'),
    name: typeof claims.name === 'string' && claims.name !== '' ? claims.name : null,
  }
}

function decodeJson(part: string, what: string): Record<string, unknown> {
  let value: unknown
  try {
    value = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
  } catch {
    fail(`id_token ${what} is not JSON`)
  }
  if (!isRecord(value)) fail(`id_token ${what} is not an object`)
  return value
}

/** OIDC Core 3.1.3.7. The token came over TLS from the provider, but it is checked in full anyway. */
async function verifyIdToken(
  token: string,
  provider: OidcProvider,
  discovery: Discovery,
  nonce: string,
): Promise<Record<string, unknown>> {
  const parts = token.split('.')
  const [head, payload, signature] = parts
  if (parts.length !== 3 || !head || !payload) fail('id_token is not a JWT')
  const header = decodeJson(head, 'header')
  // Only RS256: accepting the token's own choice of algorithm is how 'none' and HS256-with-
  // the-public-key forgeries get in.
  if (header.alg !== 'RS256') fail('id_token algorithm is not RS256')
  if (!signature) fail('id_token is not signed')
  const kid = typeof header.kid === 'string' ? header.kid : undefined
  const jwk = await signingKey(discovery.jwksUri, kid)
  let valid: boolean
  try {
    const key = createPublicKey({ key: jwk, format: 'jwk' })
    valid = verify('RSA-SHA256', Buffer.from(`${head}.${payload}`), key, Buffer.from(signature, 'base64url'))
  } catch {
    fail('id_token signing key is unusable')
  }
  if (!valid) fail('id_token signature is invalid')

  const claims = decodeJson(payload, 'payload')
  if (!issuerMatches(claims.iss, discovery.issuer, provider)) fail('id_token issuer mismatch')
  const aud = claims.aud
  const audiences = Array.isArray(aud) ? aud : [aud]
  if (!audiences.includes(provider.clientId)) fail('id_token audience mismatch')
  // With several audiences the authorized party says which client the token was issued to.
  if (claims.azp !== undefined && claims.azp !== provider.clientId) fail('id_token authorized party mismatch')
  const now = Math.floor(Date.now() / 1000)
  if (typeof claims.exp !== 'number' || claims.exp + CLOCK_LEEWAY_S <= now) fail('id_token expired')
  if (typeof claims.iat !== 'number' || claims.iat - CLOCK_LEEWAY_S > now) fail('id_token issued in the future')
  // The nonce ties the token to this browser's login attempt; without it a token issued for
  // someone else's attempt could be replayed here.
  if (typeof claims.nonce !== 'string' || claims.nonce !== nonce) fail('id_token nonce mismatch')
  if (typeof claims.sub !== 'string' || claims.sub === '') fail('id_token lacks sub')
  return claims
}

/** Google documents that its tokens may name the issuer without the scheme. */
function issuerMatches(iss: unknown, expected: string, provider: OidcProvider): boolean {
  if (iss === expected) return true
  return provider.name === 'google' && expected === 'https://accounts.google.com' && iss === 'accounts.google.com'
}

const jwksCache = new Map<string, { at: number; keys: JsonWebKey[] }>()

async function fetchJwks(jwksUri: string): Promise<JsonWebKey[]> {
  const doc = await fetchJson(jwksUri, 'jwks')
  if (!Array.isArray(doc.keys)) fail('jwks lacks keys')
  const keys = doc.keys.filter(isRecord) as JsonWebKey[]
  jwksCache.set(jwksUri, { at: Date.now(), keys })
  return keys
}

function pick(keys: JsonWebKey[], kid: string | undefined): JsonWebKey | undefined {
  const usable = keys.filter((k) => k.kty === 'RSA' && (k.use === undefined || k.use === 'sig') && (k.alg === undefined || k.alg === 'RS256'))
  if (kid !== undefined) return usable.find((k) => k.kid === kid)
  // A token without kid is only acceptable when the set leaves no choice.
  return usable.length === 1 ? usable[0] : undefined
}

/**
 * Keys are cached like discovery; an unknown kid means the provider rotated, so the set is
 * fetched again, once, before the token is refused.
 */
async function signingKey(jwksUri: string, kid: string | undefined): Promise<JsonWebKey> {
  const cached = jwksCache.get(jwksUri)
  const fresh = !cached || Date.now() - cached.at >= CACHE_TTL_MS
  const key = pick(fresh ? await fetchJwks(jwksUri) : cached.keys, kid)
  if (key) return key
  const refetched = fresh ? undefined : pick(await fetchJwks(jwksUri), kid)
  if (!refetched) fail('id_token signing key not found in jwks')
  return refetched
}
