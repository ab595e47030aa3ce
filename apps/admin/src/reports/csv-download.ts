import type { ErrorEnvelope, RouteDescriptor } from '@sea/contract'
import { ApiError, call, type Endpoint } from '../lib/api'
import { currentLanguage } from '../lib/i18n'
import { api } from '../lib/routes'
import { getSession } from '../lib/session'

/** The name a Content-Disposition header gives the file, if any. */
export function attachmentName(header: string | null): string | null {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header ?? '')
  return match?.[1] ? decodeURIComponent(match[1]) : null
}

/**
 * Fetches a report's CSV twin with the session's bearer token (a plain link could not carry it)
 * and saves it under the server's file name. Refusals come back as the usual `ApiError`.
 */
export async function downloadCsv<R extends RouteDescriptor>(
  route: Endpoint<R>,
  query: Record<string, string | number | undefined>,
  fallbackName: string,
): Promise<void> {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') search.set(key, String(value))
  const headers: Record<string, string> = { accept: 'text/csv', language: currentLanguage() }
  const token = getSession()?.token
  if (token) headers.authorization = `Bearer ${token}`
  let response: Response
  try {
    response = await fetch(`${route.url}?${search.toString()}`, { headers })
  } catch (error) {
    throw new ApiError('network_error', 0, error instanceof Error ? error.message : String(error))
  }
  if (!response.ok) {
    let envelope: ErrorEnvelope
    try {
      envelope = (await response.json()) as ErrorEnvelope
    } catch {
      throw new ApiError('bad_response', response.status, `Unreadable response from ${route.url}`)
    }
    // A session that ended is ended by the console's own call, which sends the operator to login.
    if (response.status === 401) await call(api.me).catch(() => undefined)
    throw new ApiError(envelope.code, response.status, envelope.message, envelope.details ?? [])
  }
  const blob = await response.blob()
  const href = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = href
  link.download = attachmentName(response.headers.get('content-disposition')) ?? fallbackName
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked after the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(href), 1000)
}
