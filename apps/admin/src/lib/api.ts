import type { ErrorCode, ErrorEnvelope, FieldError, RouteDescriptor } from '@sea/contract'
import type { Static } from 'typebox'
import { encryptPayload, forgetPublicKey } from '@sea/browser/encrypted-payload'
import { currentLanguage } from './i18n'
import { clearSession, getSession } from './session'

/** Codes the client adds for failures that never reached a well-formed envelope. */
export type ClientErrorCode = ErrorCode | 'network_error' | 'bad_response'

/** A failed call. The console branches on `code` and shows its own text for it, never `message`. */
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

export type CallInput<R extends RouteDescriptor> = {
  params?: In<R['schema'], 'params'>
  query?: In<R['schema'], 'querystring'>
  body?: In<R['schema'], 'body'>
  /** Headers a route asks for beyond the session's, such as an Idempotency-Key. */
  headers?: Record<string, string>
  /** A picture sent as the raw body (uploads), with its own type; instead of a JSON body. */
  file?: Blob
  signal?: AbortSignal
}
export type CallValue<R extends RouteDescriptor> = ValueOf<R['schema']>

/** A typed handle on one contract route: method and URL checked against the contract by the compiler. */
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

/** Told when the server says the session is over (401 on a call that carried a token). */
const sessionLost = new Set<() => void>()
export function onSessionLost(listener: () => void): () => void {
  sessionLost.add(listener)
  return () => sessionLost.delete(listener)
}

/** Told when the server holds the session until the operator replaces a one-time password. */
const passwordChangeNeeded = new Set<() => void>()
export function onPasswordChangeRequired(listener: () => void): () => void {
  passwordChangeNeeded.add(listener)
  return () => passwordChangeNeeded.delete(listener)
}

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
  const headers: Record<string, string> = { ...input.headers, accept: 'application/json', language: currentLanguage() }
  const token = getSession()?.token
  if (token) headers.authorization = `Bearer ${token}`
  if (input.file) {
    headers['content-type'] = input.file.type
    const path = buildUrl(route.url, input.params, input.query)
    return fetch(path, { method: route.method, headers, body: input.file, signal: input.signal })
  }
  let body: string | undefined
  if (input.body !== undefined || route.method !== 'GET') {
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
 * Calls a route and returns the envelope's `value`, or throws `ApiError`. A 401 on a call that
 * carried a token ends the session here, once, for the whole console (idle or absolute expiry,
 * "log out everywhere" from another window, a disabled account).
 */
export async function call<R extends RouteDescriptor>(
  route: Endpoint<R>,
  input: CallInput<R> = {},
): Promise<CallValue<R>> {
  let response: Response
  try {
    response = await send(route as Endpoint<RouteDescriptor>, input as CallInput<RouteDescriptor>)
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
  if (envelope.code === 'unknown_key') forgetPublicKey()
  if (envelope.code === 'password_change_required') for (const listener of passwordChangeNeeded) listener()
  if (response.status === 401 && getSession()) {
    clearSession()
    for (const listener of sessionLost) listener()
  }
  throw new ApiError(envelope.code, response.status, envelope.message, envelope.details ?? [])
}
