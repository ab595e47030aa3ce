import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * RFC 6238 TOTP (HMAC-SHA1, 30 s, 6 digits): the only profile every authenticator app
 * supports, and what ASVS 6.5.5 asks for (lifetime <= 30 s).
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/** RFC 4648 base32, upper case, without padding (authenticator apps expect exactly this). */
export function base32Encode(bytes: Uint8Array): string {
  let out = ''
  let bits = 0
  let value = 0
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31]
  return out
}

/** Lenient on case, spaces and padding, since people retype secrets; strict on anything else. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase()
  const out: number[] = []
  let bits = 0
  let value = 0
  for (const ch of clean) {
    const index = ALPHABET.indexOf(ch)
    if (index < 0) throw new Error('invalid base32 secret')
    value = ((value << 5) | index) & 0xffff
    bits += 5
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff)
      bits -= 8
    }
  }
  return Buffer.from(out)
}

/** 20 bytes from the CSPRNG (ASVS 6.5.3): the SHA-1 block-size key length RFC 4226 recommends. */
export function generateTotpSecret(): string {
  return base32Encode(randomBytes(20))
}

function hotp(key: Buffer, counter: number, digits: number): string {
  const message = Buffer.alloc(8)
  message.writeBigUInt64BE(BigInt(counter))
  const mac = createHmac('sha1', key).update(message).digest()
  // Dynamic truncation, RFC 4226 section 5.3.
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f
  const binary = mac.readUInt32BE(offset) & 0x7fffffff
  return String(binary % 10 ** digits).padStart(digits, '0')
}

export function totpStep(timeMs: number, step = 30): number {
  return Math.floor(timeMs / 1000 / step)
}

export function totpCode(secretBase32: string, timeMs: number, step = 30, digits = 6): string {
  return hotp(base32Decode(secretBase32), totpStep(timeMs, step), digits)
}

/**
 * Checks a 6-digit code against the steps just before, at and after `timeMs` (one step of
 * clock drift either way). Steps at or before `lastUsedStep` are refused, so a code works
 * once (ASVS 6.5.1); the caller stores the returned step as the new `lastUsedStep`.
 */
export function verifyTotp(
  secretBase32: string,
  code: string,
  timeMs: number,
  lastUsedStep?: number | null,
): { ok: true; step: number } | { ok: false } {
  if (!/^\d{6}$/.test(code)) return { ok: false }
  const key = base32Decode(secretBase32)
  const given = Buffer.from(code)
  const current = totpStep(timeMs)
  let matched: number | null = null
  // Every candidate is computed and compared, with no early exit, so timing does not tell
  // which step (if any) matched.
  for (const step of [current - 1, current, current + 1]) {
    if (step < 0) continue
    const equal = timingSafeEqual(Buffer.from(hotp(key, step, 6)), given)
    const fresh = lastUsedStep == null || step > lastUsedStep
    if (equal && fresh && matched === null) matched = step
  }
  return matched === null ? { ok: false } : { ok: true, step: matched }
}

/**
 * The otpauth:// URI that authenticator apps read from a QR code (Google's Key Uri Format).
 * The label and every value are percent-encoded (%20 rather than '+', which some apps
 * show literally); a colon in issuer or account would make the label ambiguous.
 */
export function totpUri({ secret, account, issuer }: { secret: string; account: string; issuer: string }): string {
  if (issuer.includes(':') || account.includes(':')) throw new Error('issuer and account must not contain ":"')
  const e = encodeURIComponent
  const label = `${e(issuer)}:${e(account)}`
  return `otpauth://totp/${label}?secret=${e(secret)}&issuer=${e(issuer)}&algorithm=SHA1&digits=6&period=30`
}
