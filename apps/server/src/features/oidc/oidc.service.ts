import { createHash } from 'node:crypto'
import { compactVerify, createRemoteJWKSet } from 'jose'
import * as client from 'openid-client'
import { fail, refusal } from './oidc-errors'

/**
 * The protocol side of "login with Google / Facebook": OpenID Connect authorization-code
 * flow with PKCE through openid-client, the id_token's signature through jose (decision 049).
 * Accounts decide what an identity means; this module only proves that the provider vouched
 * for it.
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

const FETCH_TIMEOUT_S = 5
const CACHE_TTL_MS = 60 * 60 * 1000
const CLOCK_LEEWAY_S = 60
// openid-client's discovery builds a client configuration; discovery itself needs no client.
const DISCOVERY_ONLY_CLIENT = 'discovery'

/** Plain HTTP only for an issuer configured as such: a test or local provider. */
function transport(issuer: string): client.DiscoveryRequestOptions {
  const insecure = new URL(issuer).protocol === 'http:'
  return { timeout: FETCH_TIMEOUT_S, ...(insecure ? { execute: [client.allowInsecureRequests] } : {}) }
}

const discoveryCache = new Map<string, { at: number; value: Discovery }>()

/** The provider's endpoints, fetched once an hour per issuer: they change rarely, logins often. */
export async function discover(issuer: string): Promise<Discovery> {
  const cached = discoveryCache.get(issuer)
  if (cached && Date.now() - cached.at < CACHE_TTL_MS) return cached.value
  const config = await client
    .discovery(new URL(issuer), DISCOVERY_ONLY_CLIENT, undefined, client.None(), transport(issuer))
    .catch((err: unknown) => refusal(err, 'discovery'))
  const doc = config.serverMetadata()
  // OIDC Discovery 4.3 asks for the exact issuer; openid-client compares them as URLs, so a
  // trailing slash would pass there, and id_tokens would then name an issuer never configured.
  if (doc.issuer !== issuer) fail('discovery issuer does not match the configured issuer')
  const value: Discovery = {
    issuer: doc.issuer,
    authorizationEndpoint: endpoint(doc.authorization_endpoint, 'authorization_endpoint'),
    tokenEndpoint: endpoint(doc.token_endpoint, 'token_endpoint'),
    jwksUri: endpoint(doc.jwks_uri, 'jwks_uri'),
  }
  discoveryCache.set(issuer, { at: Date.now(), value })
  return value
}

function endpoint(value: string | undefined, key: string): string {
  if (!value) fail(`discovery lacks ${key}`)
  return value
}

/** Three independent 256-bit values; the verifier's 43 characters are PKCE's minimum length. */
export function newLoginSecrets(): LoginSecrets {
  return { state: client.randomState(), nonce: client.randomNonce(), codeVerifier: client.randomPKCECodeVerifier() }
}

/** Only RS256 is accepted for id_tokens: the token's own choice of algorithm is how 'none' forgeries get in. */
function configuration(provider: OidcProvider, discovery: Discovery): client.Configuration {
  const config = new client.Configuration(
    {
      issuer: discovery.issuer,
      authorization_endpoint: discovery.authorizationEndpoint,
      token_endpoint: discovery.tokenEndpoint,
      jwks_uri: discovery.jwksUri,
    },
    provider.clientId,
    { id_token_signed_response_alg: 'RS256', [client.clockTolerance]: CLOCK_LEEWAY_S },
    client.ClientSecretPost(provider.clientSecret),
  )
  config.timeout = FETCH_TIMEOUT_S
  if (new URL(discovery.issuer).protocol === 'http:') client.allowInsecureRequests(config)
  return config
}

export function authorizationUrl(
  provider: OidcProvider,
  discovery: Discovery,
  opts: { redirectUri: string; state: string; nonce: string; codeVerifier: string },
): string {
  // openid-client's challenge helper is async; S256 is one hash, and this stays synchronous.
  const challenge = createHash('sha256').update(opts.codeVerifier).digest('base64url')
  return client
    .buildAuthorizationUrl(configuration(provider, discovery), {
      response_type: 'code',
      redirect_uri: opts.redirectUri,
      scope: 'openid email profile',
      state: opts.state,
      nonce: opts.nonce,
      code_challenge: challenge,
      code_challenge_method: 'S256',
    })
    .toString()
}

/** Trades the one-time code for tokens and returns who the verified id_token says the user is. */
export async function exchangeCode(
  provider: OidcProvider,
  discovery: Discovery,
  opts: { code: string; redirectUri: string; codeVerifier: string; nonce: string },
): Promise<OidcIdentity> {
  // The state was already matched against the stored login, so the callback carries the code alone.
  const callback = new URL(opts.redirectUri)
  callback.searchParams.set('code', opts.code)
  const tokens = await client
    .authorizationCodeGrant(configuration(provider, discovery), callback, {
      pkceCodeVerifier: opts.codeVerifier,
      // The nonce ties the token to this browser's login attempt; without it a token issued
      // for someone else's attempt could be replayed here.
      expectedNonce: opts.nonce,
      idTokenExpected: true,
    })
    .catch((err: unknown) => refusal(err, 'token endpoint'))
  const claims = tokens.claims()
  if (!tokens.id_token || !claims) fail('token response lacks id_token')
  await verifySignature(tokens.id_token, discovery.jwksUri)
  const email = typeof claims.email === 'string' && claims.email !== '' ? claims.email : null
  return {
    provider: provider.name,
    subject: claims.sub,
    email,
    // Some providers have sent the claim as the string "true"; absent means unverified.
    emailVerified: email !== null && (claims.email_verified === true || claims.email_verified === 'true'),
    name: typeof claims.name === 'string' && claims.name !== '' ? claims.name : null,
  }
}

const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>()

/**
 * openid-client checks the claims but, as OIDC Core 3.1.3.7 allows for a token fetched over
 * TLS, not the signature; it is checked anyway. Keys are cached like discovery; an unknown kid
 * means the provider rotated, so the set is fetched again at once (no cool-down), before the
 * token is refused.
 */
async function verifySignature(idToken: string, jwksUri: string): Promise<void> {
  let keys = keySets.get(jwksUri)
  if (!keys) {
    keys = createRemoteJWKSet(new URL(jwksUri), {
      cacheMaxAge: CACHE_TTL_MS,
      cooldownDuration: 0,
      timeoutDuration: FETCH_TIMEOUT_S * 1000,
    })
    keySets.set(jwksUri, keys)
  }
  await compactVerify(idToken, keys, { algorithms: ['RS256'] }).catch((err: unknown) => refusal(err, 'jwks'))
}
