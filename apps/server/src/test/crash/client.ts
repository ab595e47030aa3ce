import { randomInt } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { encryptForServer } from '../encrypt'

/**
 * A client the way a real one behaves against a server that may die under it: one attempt is
 * classified as Jepsen does (ok, fail, or info when the outcome is unknown), and an unknown
 * outcome is re-sent with the same Idempotency-Key and payload after a jittered backoff.
 */

export type Outcome = 'ok' | 'fail' | 'info'

export interface Attempt {
  outcome: Outcome
  /** The response body as received (ok and fail). */
  body?: string
  /** The error code of a fail, or what went wrong for an info. */
  code?: string
  /** The instance that answered, as the load balancer in front of several names it (X-Served-By). */
  servedBy?: string
}

export interface Request {
  method: 'POST' | 'GET' | 'PUT'
  path: string
  token: string
  /** Sent encrypted with the server's public key (an E call) when present. */
  payload?: unknown
  /** Sent as it is (a call that is not E) when present. */
  json?: unknown
  idempotencyKey?: string
}

export interface PublicKey {
  keyId: string
  publicKey: string
}

const ATTEMPT_TIMEOUT_MS = 5_000
const BACKOFF_BASE_MS = 100
const BACKOFF_CAP_MS = 2_000

export async function fetchPublicKey(baseUrl: string): Promise<PublicKey> {
  const response = await fetch(`${baseUrl}/wps/system/publicKey`, { signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS) })
  const { value } = (await response.json()) as { value: PublicKey }
  return { keyId: value.keyId, publicKey: value.publicKey }
}

/** One attempt. Never throws: a reset, a refused connection or a timeout is an `info`. */
export async function attempt(baseUrl: string, key: PublicKey, request: Request): Promise<Attempt> {
  const headers: Record<string, string> = { authorization: `Bearer ${request.token}` }
  if (request.idempotencyKey) headers['idempotency-key'] = request.idempotencyKey
  let body: string | undefined
  if (request.payload !== undefined || request.json !== undefined) {
    headers['content-type'] = 'application/json'
    body = JSON.stringify(
      request.payload !== undefined ? encryptForServer(key.keyId, key.publicKey, request.payload) : request.json,
    )
  }
  try {
    const response = await fetch(baseUrl + request.path, {
      method: request.method,
      headers,
      ...(body === undefined ? {} : { body }),
      signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
    })
    const text = await response.text()
    const servedBy = response.headers.get('x-served-by') ?? undefined
    const by = servedBy === undefined ? {} : { servedBy }
    if (response.status === 200) return { outcome: 'ok', body: text, ...by }
    // 408, 429 and 5xx say nothing certain about whether the request took effect.
    if (response.status === 408 || response.status === 429 || response.status >= 500)
      return { outcome: 'info', code: `HTTP ${response.status}`, ...by }
    return { outcome: 'fail', body: text, code: codeOf(text) ?? `HTTP ${response.status}`, ...by }
  } catch (error) {
    return { outcome: 'info', code: describe(error) }
  }
}

/** `startedAt` is when the first attempt was sent (ms since the epoch). */
export type Retried = Attempt & { tries: number; unknowns: string[]; startedAt: number }

/** Attempts until ok or fail, at most `tries` times; the last unknown outcome stays `info`. */
export async function withRetries(send: () => Promise<Attempt>, tries: number): Promise<Retried> {
  const unknowns: string[] = []
  const startedAt = Date.now()
  for (let n = 1; ; n++) {
    const result = await send()
    if (result.outcome === 'info') unknowns.push(result.code ?? 'unknown')
    if (result.outcome !== 'info' || n >= tries) return { ...result, tries: n, unknowns, startedAt }
    await sleep(Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** (n - 1)) + randomInt(250))
  }
}

function codeOf(text: string): string | undefined {
  try {
    const code = (JSON.parse(text) as { code?: unknown }).code
    return typeof code === 'string' ? code : undefined
  } catch {
    return undefined
  }
}

function describe(error: unknown): string {
  const e = error as { name?: string; cause?: { code?: string } }
  return e.cause?.code ?? e.name ?? 'error'
}
