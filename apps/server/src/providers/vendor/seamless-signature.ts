import { createHmac, timingSafeEqual } from 'node:crypto'
import { deriveKey } from '../../lib/secret'

/**
 * Signing of the seamless wallet protocol (docs/decisions/026), shared by the platform (which
 * checks requests and signs answers) and any vendor written in this repository (the in-house
 * vendor, the fake vendor of the tests). HMAC-SHA256 over `{timestamp}.{METHOD}.{path}.{raw body}`:
 * the method and path are signed so that a captured body cannot be replayed to another call
 * (a balance body as a debit, one vendor's path for another's). An answer is signed with its
 * request's method and path, so it cannot pass for the answer to another call either.
 */
export const SEAMLESS_WINDOW_MS = 5 * 60_000

/** What a signature is bound to besides the body: the HTTP method and the path without its query. */
export interface SignedCall {
  method: string
  path: string
}

/** The secret shared with one seamless vendor: derived, never stored, never logged. */
export function seamlessSecret(appSecret: Buffer, vendorCode: string): Buffer {
  return deriveKey(appSecret, `vendor-seamless:${vendorCode}`)
}

export function signSeamless(secret: Buffer, timestamp: string, call: SignedCall, body: string): string {
  const signed = `${timestamp}.${call.method.toUpperCase()}.${call.path}.${body}`
  return `sha256=${createHmac('sha256', secret).update(signed, 'utf8').digest('hex')}`
}

/** True when the signature matches and the timestamp is inside the window around `now`. */
export function seamlessSignatureValid(
  secret: Buffer,
  headers: { timestamp: string | undefined; signature: string | undefined },
  call: SignedCall,
  body: string,
  now: number = Date.now(),
): boolean {
  const { timestamp, signature } = headers
  if (!timestamp || !signature || !/^\d{10,16}$/.test(timestamp)) return false
  if (Math.abs(now - Number(timestamp)) > SEAMLESS_WINDOW_MS) return false
  const expected = Buffer.from(signSeamless(secret, timestamp, call, body))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/** Headers for one signed request or answer. */
export function seamlessHeaders(
  secret: Buffer,
  call: SignedCall,
  body: string,
  now: number = Date.now(),
): Record<string, string> {
  const timestamp = String(now)
  return {
    'content-type': 'application/json',
    'x-timestamp': timestamp,
    'x-signature': signSeamless(secret, timestamp, call, body),
  }
}

/** The path part of a request's URL, as signed. */
export function pathOf(url: string): string {
  const end = url.indexOf('?')
  return end === -1 ? url : url.slice(0, end)
}
