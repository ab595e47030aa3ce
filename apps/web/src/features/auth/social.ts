import type { SessionValue, SocialProvider } from '@sea/contract'
import { ApiError, call } from '../../lib/api-client'
import { api } from './api/auth-api'

/**
 * Login with Google or Facebook (OIDC, apps/server/src/features/social). The provider sends the
 * browser back to /login, the home page with the login modal open, which finishes the login.
 * The state the server put in the authorization URL is kept in this tab, and a return whose
 * state differs is refused before any call (a forged or stale return).
 */
const KEY = 'socialLogin'
type Pending = { provider: SocialProvider; state: string }

export function socialRedirectUri(origin = location.origin): string {
  return `${origin}/login`
}

export async function startSocialLogin(provider: SocialProvider): Promise<void> {
  const { authorizationUrl } = await call(api.socialStart, {
    params: { provider },
    query: { redirectUri: socialRedirectUri() },
  })
  const state = new URL(authorizationUrl).searchParams.get('state')
  if (!state) throw new ApiError('third_party_failed', 0, 'The authorization URL carries no state')
  sessionStorage.setItem(KEY, JSON.stringify({ provider, state } satisfies Pending))
  location.assign(authorizationUrl)
}

export type SocialReturn =
  { kind: 'none' } | { kind: 'complete'; provider: SocialProvider; code: string; state: string } | { kind: 'failed' }

/** What a return URL means given the login this tab started (pure, for tests). */
export function matchSocialReturn(search: string, pending: Pending | null): SocialReturn {
  const params = new URLSearchParams(search)
  const code = params.get('code')
  const state = params.get('state')
  const error = params.get('error')
  if (!code && !state && !error) return { kind: 'none' }
  if (!pending) return { kind: 'none' }
  if (error || !code || !state || state !== pending.state) return { kind: 'failed' }
  return { kind: 'complete', provider: pending.provider, code, state }
}

let taken: { search: string; result: SocialReturn } | null = null
const completions = new Map<string, Promise<SessionValue>>()

/**
 * Reads and spends the pending login. The answer for a URL is kept, so a component mounted
 * twice (React's StrictMode) reads the same return, and `completeSocialLogin` calls once.
 */
export function takeSocialReturn(search: string): SocialReturn {
  if (taken?.search === search) return taken.result
  let pending: Pending | null = null
  try {
    const raw = sessionStorage.getItem(KEY)
    pending = raw ? (JSON.parse(raw) as Pending) : null
  } catch {
    pending = null
  }
  const result = matchSocialReturn(search, pending)
  if (result.kind !== 'none') sessionStorage.removeItem(KEY)
  taken = { search, result }
  return result
}

/** Finishes the login with the provider's code; one call per state, however often asked. */
export function completeSocialLogin(done: Extract<SocialReturn, { kind: 'complete' }>): Promise<SessionValue> {
  let promise = completions.get(done.state)
  if (!promise) {
    promise = call(api.socialComplete, {
      params: { provider: done.provider },
      body: { code: done.code, state: done.state },
    })
    completions.set(done.state, promise)
  }
  return promise
}
