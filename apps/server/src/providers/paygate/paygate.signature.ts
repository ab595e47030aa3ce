import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The payment gateway's message authentication, shared by both sides (decision record 011):
 * HMAC-SHA256 with the shared secret over `<timestamp>.` followed by the exact body bytes, in
 * hex. The timestamp (Unix seconds) is signed too, so a captured message cannot be replayed
 * later with a fresh timestamp, and an old one is refused by age.
 */
export const SIGNATURE_HEADER = 'x-paygate-signature'
export const TIMESTAMP_HEADER = 'x-paygate-timestamp'
/** How far a message's timestamp may be from the receiver's clock, either way. */
export const MAX_SKEW_SECONDS = 300

export function signBody(secret: Buffer, timestamp: number, body: Buffer): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex')
}

/** The two headers a signed message carries. */
export function signedHeaders(secret: Buffer, body: Buffer, nowMs = Date.now()): Record<string, string> {
  const timestamp = Math.floor(nowMs / 1000)
  return { [TIMESTAMP_HEADER]: String(timestamp), [SIGNATURE_HEADER]: signBody(secret, timestamp, body) }
}

type Headers = Record<string, string | string[] | undefined>

export type SignatureCheck = { ok: true } | { ok: false; reason: 'missing' | 'stale' | 'mismatch' }

/** Checks a message's headers against its raw body; compares in constant time. */
export function checkSignature(secret: Buffer, headers: Headers, body: Buffer, nowMs = Date.now()): SignatureCheck {
  const timestampText = single(headers[TIMESTAMP_HEADER])
  const signature = single(headers[SIGNATURE_HEADER])
  if (!timestampText || !signature || !/^\d{1,12}$/.test(timestampText) || !/^[0-9a-f]{64}$/.test(signature)) {
    return { ok: false, reason: 'missing' }
  }
  const timestamp = Number(timestampText)
  if (Math.abs(nowMs / 1000 - timestamp) > MAX_SKEW_SECONDS) return { ok: false, reason: 'stale' }
  const expected = Buffer.from(signBody(secret, timestamp, body), 'hex')
  const given = Buffer.from(signature, 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? { ok: true }
    : { ok: false, reason: 'mismatch' }
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? undefined : value
}
