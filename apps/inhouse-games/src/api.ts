import type { FairState, InhousePlayValue, InhouseRound, InhouseSessionValue } from '@sea/contract'

/**
 * The game pages' calls to the vendor's API. The session token arrives in the launch address's
 * fragment; it is moved to sessionStorage and the fragment cleared, so a reload keeps playing
 * and the token never appears in a log, a referrer or the history.
 */
const SESSION_KEY = 'sea-inhouse-session'
const HEADER = 'x-game-session'

export class ApiError extends Error {
  constructor(readonly code: string) {
    super(code)
  }
}

export function takeSessionToken(): string | null {
  const fragment = new URLSearchParams(location.hash.slice(1))
  const fresh = fragment.get('session')
  if (fresh) {
    sessionStorage.setItem(SESSION_KEY, fresh)
    history.replaceState(null, '', location.pathname + location.search)
    return fresh
  }
  return sessionStorage.getItem(SESSION_KEY)
}

/** An error code handed over in the fragment by the launch (a refused token, an unknown game). */
export function fragmentError(): string | null {
  return new URLSearchParams(location.hash.slice(1)).get('error')
}

async function call<T>(method: string, path: string, token: string | null, body?: unknown): Promise<T> {
  let response: Response
  try {
    response = await fetch(`/inhouse/api/${path}`, {
      method,
      headers: {
        ...(token ? { [HEADER]: token } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? null : JSON.stringify(body),
    })
  } catch {
    throw new ApiError('vendor_unavailable')
  }
  const answer = (await response.json().catch(() => null)) as { success?: boolean; value?: T; code?: string } | null
  if (answer?.success === true) return answer.value as T
  throw new ApiError(answer?.code ?? 'generic')
}

export function gameApi(token: string | null) {
  return {
    session: () => call<InhouseSessionValue>('GET', 'session', token),
    spin: (lineBet: string) => call<InhousePlayValue>('POST', 'slot/spin', token, { lineBet }),
    deal: (bets: { type: string; amount: string }[]) =>
      call<InhousePlayValue>('POST', 'baccarat/deal', token, { bets }),
    setClientSeed: (clientSeed: string) => call<FairState>('PUT', 'client-seed', token, { clientSeed }),
    history: () => call<InhouseRound[]>('GET', 'history', token),
  }
}
export type GameApi = ReturnType<typeof gameApi>

export const verifyApi = {
  round: (id: string) => call<InhouseRound>('GET', `rounds/${encodeURIComponent(id)}`, null),
}

/** Tells the site's /game page the new balance (it listens on the same origin). */
export function postBalance(balance: string): void {
  if (window.parent !== window) window.parent.postMessage({ type: 'sea:balance', balance }, location.origin)
}
