import type { ErrorCode, ErrorEnvelope } from '@sea/contract'

/** Codes the client adds for failures that never reached a well-formed envelope. */
export type ClientErrorCode = ErrorCode | 'network_error' | 'bad_response'

/** A failed call. The UI branches on `code` and never shows `message` to the player. */
export class ApiError extends Error {
  readonly code: ClientErrorCode
  readonly status: number

  constructor(code: ClientErrorCode, status: number, message: string) {
    super(message)
    this.name = 'ApiError'
    this.code = code
    this.status = status
  }
}

type Envelope<T> = { success: true; value: T } | ErrorEnvelope

/**
 * GETs an API path and returns the envelope's `value`; throws `ApiError` otherwise.
 * Aborts are re-thrown untouched so callers can ignore them.
 */
export async function apiGet<T>(
  path: string,
  query: Record<string, string> = {},
  signal?: AbortSignal,
): Promise<T> {
  const search = new URLSearchParams(query).toString()
  let response: Response
  try {
    response = await fetch(search ? `${path}?${search}` : path, {
      headers: { accept: 'application/json' },
      signal,
    })
  } catch (error) {
    if (signal?.aborted) throw error
    throw new ApiError('network_error', 0, error instanceof Error ? error.message : String(error))
  }
  let body: Envelope<T>
  try {
    body = (await response.json()) as Envelope<T>
  } catch {
    throw new ApiError('bad_response', response.status, `Unreadable response from ${path}`)
  }
  if (body.success) return body.value
  throw new ApiError(body.code, response.status, body.message)
}
