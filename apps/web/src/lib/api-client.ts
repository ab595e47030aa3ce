import type { ErrorCode, ErrorEnvelope, FieldError, RouteDescriptor } from '@sea/contract'
import type { Static } from 'typebox'
import { encryptPayload, forgetPublicKey } from '@sea/browser/encrypted-payload'
import { currentLanguage } from './i18n'
import { openModal } from './modals'
import { clearSession, getSession } from './session-store'

/** Codes the client adds for failures that never reached a well-formed envelope. */
export type ClientErrorCode = ErrorCode | 'network_error' | 'bad_response'

/** A failed call. The UI branches on `code` and never shows `message` to the player. */
export class ApiError extends Error {
  readonly code: ClientErrorCode
  readonly status: number
  readonly details: readonly FieldError[]

  constructor(code: ClientErrorCode, status: number, message: string, details: readonly FieldError[] = []) {
    super(message)
    this.name = 'ApiError'
    this.code = code
    this.status = status
    this.details = details
  }
}

type Schema = RouteDescriptor['schema']
type In<S, K extends keyof Schema> = S extends Record<K, infer T> ? Static<T & object> : never
type ValueOf<S extends Schema> = Static<S['response'][200]> extends { value: infer V } ? V : never

/** What a call takes: the route's params, query and body, each only when the route has them. */
export type CallInput<R extends RouteDescriptor> = {
  params?: In<R['schema'], 'params'>
  query?: In<R['schema'], 'querystring'>
  /** FormData, or a Blob sent raw with its own type (a proof picture). */
  body?: In<R['schema'], 'body'> | FormData | Blob
  /** Extra request headers, e.g. the `Idempotency-Key` of money-moving calls. */
  headers?: Record<string, string>
  signal?: AbortSignal
}
export type CallValue<R extends RouteDescriptor> = ValueOf<R['schema']>

/**
 * A typed handle on one contract route. Only the route's type is imported from the contract, so
 * no schema reaches the bundle; the method and URL are checked against it by the compiler.
 */
export interface Endpoint<R extends RouteDescriptor> {
  method: R['method']
  url: R['url']
  encrypted: boolean
  __route?: R
}

export function endpoint<R extends RouteDescriptor>(
  method: R['method'],
  url: R['url'],
  ...encrypted: R['encrypted'] extends true ? [true] : []
): Endpoint<R> {
  return { method, url, encrypted: encrypted[0] === true }
}

/** Listeners told when the server says the session is gone (401), so the UI can log out. */
const sessionLost = new Set<() => void>()
export function onSessionLost(listener: () => void): () => void {
  sessionLost.add(listener)
  return () => sessionLost.delete(listener)
}

/**
 * Listeners told when the server says the whole site is closed to this visitor (maintenance or
 * region restriction), so the site gate can ask for the status again and show the right page.
 */
const siteClosed = new Set<() => void>()
export function onSiteClosed(listener: () => void): () => void {
  siteClosed.add(listener)
  return () => siteClosed.delete(listener)
}

/** The codes that close the whole site rather than refuse one call (docs/decisions/040). */
export const SITE_CLOSED_CODES: ReadonlySet<ClientErrorCode> = new Set(['maintenance', 'region_restricted'])

function buildUrl(url: string, params: object | undefined, query: object | undefined): string {
  const path = url.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String((params as Record<string, unknown> | undefined)?.[name] ?? '')),
  )
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value))
  }
  const text = search.toString()
  return text ? `${path}?${text}` : path
}

async function send(route: Endpoint<RouteDescriptor>, input: CallInput<RouteDescriptor>): Promise<Response> {
  // `language` is the spec's header: the server answers field messages in the page's language.
  const headers: Record<string, string> = { ...input.headers, accept: 'application/json', language: currentLanguage() }
  const token = getSession()?.token
  if (token) headers.authorization = `Bearer ${token}`
  let body: BodyInit | undefined
  if (input.body instanceof FormData) body = input.body
  else if (input.body instanceof Blob) {
    body = input.body
    headers['content-type'] = input.body.type || 'application/octet-stream'
  } else if (input.body !== undefined || route.method !== 'GET') {
    const payload = input.body ?? {}
    headers['content-type'] = 'application/json'
    body = JSON.stringify(route.encrypted ? await encryptPayload(payload) : payload)
  }
  return fetch(buildUrl(route.url, input.params, input.query), {
    method: route.method,
    headers,
    body,
    signal: input.signal,
  })
}

/**
 * Calls a route and returns the envelope's `value`, or throws `ApiError`. A 401 on a session
 * call clears the session here, once, for the whole app. Aborts are re-thrown untouched.
 * `sent` is a request already under way for this route (the boot script's status call).
 */
export async function call<R extends RouteDescriptor>(
  route: Endpoint<R>,
  input: CallInput<R> = {},
  sent?: Promise<Response>,
): Promise<CallValue<R>> {
  let response: Response
  try {
    response = await (sent ?? send(route as Endpoint<RouteDescriptor>, input as CallInput<RouteDescriptor>))
  } catch (error) {
    if (input.signal?.aborted) throw error
    throw new ApiError('network_error', 0, error instanceof Error ? error.message : String(error))
  }
  let envelope: { success: true; value: CallValue<R> } | ErrorEnvelope
  try {
    envelope = (await response.json()) as typeof envelope
  } catch {
    throw new ApiError('bad_response', response.status, `Unreadable response from ${route.url}`)
  }
  if (envelope.success) return envelope.value
  // A rotated-out key: fetch the new one so that the user's retry succeeds.
  if (envelope.code === 'unknown_key') forgetPublicKey()
  if (response.status === 401 && getSession()) {
    clearSession()
    for (const listener of sessionLost) listener()
  }
  // A session that must change its password first (after a reload, say) is sent to that form.
  if (envelope.code === 'password_change_required') openModal('changePassword', { forced: '1' })
  if (SITE_CLOSED_CODES.has(envelope.code)) for (const listener of siteClosed) listener()
  throw new ApiError(envelope.code, response.status, envelope.message, envelope.details ?? [])
}
