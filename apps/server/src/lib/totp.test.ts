import { describe, expect, it } from 'vitest'
import { base32Decode, base32Encode, generateTotpSecret, totpCode, totpStep, totpUri, verifyTotp } from './totp'

// RFC 6238 appendix B, SHA1 column: the seed is the ASCII string '12345678901234567890'.
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890', 'ascii'))
const RFC_VECTORS: Array<[number, string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
]

describe('base32', () => {
  it('matches RFC 4648 and round-trips', () => {
    expect(RFC_SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ')
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI') // RFC 4648 section 10, unpadded
    expect(base32Decode('mzxw 6ytb oi======').toString()).toBe('foobar')
    expect(() => base32Decode('MZXW1')).toThrow()
  })

  it('generates 20-byte secrets that differ', () => {
    const a = generateTotpSecret()
    expect(a).toMatch(/^[A-Z2-7]{32}$/)
    expect(base32Decode(a)).toHaveLength(20)
    expect(generateTotpSecret()).not.toBe(a)
  })
})

describe('totpCode', () => {
  it.each(RFC_VECTORS)('RFC 6238 vector at T=%i s is %s', (seconds, expected) => {
    expect(totpCode(RFC_SECRET, seconds * 1000, 30, 8)).toBe(expected)
  })

  it('defaults to 6 digits (the last six of the 8-digit value)', () => {
    expect(totpCode(RFC_SECRET, 59_000)).toBe('287082')
  })
})

describe('verifyTotp', () => {
  const secret = generateTotpSecret()
  const now = 1_700_000_000_000
  const step = totpStep(now)

  it('accepts the current step and one step either side, not two', () => {
    expect(verifyTotp(secret, totpCode(secret, now), now)).toEqual({ ok: true, step })
    expect(verifyTotp(secret, totpCode(secret, now - 30_000), now)).toEqual({ ok: true, step: step - 1 })
    expect(verifyTotp(secret, totpCode(secret, now + 30_000), now)).toEqual({ ok: true, step: step + 1 })
    expect(verifyTotp(secret, totpCode(secret, now - 60_000), now)).toEqual({ ok: false })
    expect(verifyTotp(secret, totpCode(secret, now + 60_000), now)).toEqual({ ok: false })
  })

  it('refuses a replay of the same or an earlier step', () => {
    const code = totpCode(secret, now)
    const first = verifyTotp(secret, code, now, null)
    expect(first).toEqual({ ok: true, step })
    expect(verifyTotp(secret, code, now, step)).toEqual({ ok: false })
    expect(verifyTotp(secret, code, now + 20_000, step)).toEqual({ ok: false })
    // An older code is refused once a later step was used, even inside the window.
    expect(verifyTotp(secret, totpCode(secret, now - 30_000), now, step)).toEqual({ ok: false })
    // The next step's code still works.
    expect(verifyTotp(secret, totpCode(secret, now + 30_000), now, step)).toEqual({ ok: true, step: step + 1 })
  })

  it('rejects malformed codes without throwing', () => {
    const good = totpCode(secret, now)
    for (const bad of [
      '',
      '12345',
      '1234567',
      `${good} `,
      ` ${good}`,
      '12a456',
      '１２３４５６',
      '-12345',
      '+12345',
      '1e5000',
    ]) {
      expect(verifyTotp(secret, bad, now)).toEqual({ ok: false })
    }
  })
})

describe('totpUri', () => {
  it('builds an otpauth URI that parses with URL and keeps values intact', () => {
    const secret = generateTotpSecret()
    const uri = totpUri({ secret, account: 'ana+1@example.com', issuer: 'SEA Games & Lotto' })
    expect(uri.startsWith('otpauth://totp/SEA%20Games%20%26%20Lotto:ana%2B1%40example.com?')).toBe(true)
    const url = new URL(uri)
    expect(url.protocol).toBe('otpauth:')
    expect(url.host).toBe('totp')
    expect(decodeURIComponent(url.pathname)).toBe('/SEA Games & Lotto:ana+1@example.com')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      secret,
      issuer: 'SEA Games & Lotto',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    })
  })

  it('refuses a colon in issuer or account', () => {
    expect(() => totpUri({ secret: 'A', account: 'a:b', issuer: 'X' })).toThrow()
    expect(() => totpUri({ secret: 'A', account: 'a', issuer: 'X:Y' })).toThrow()
  })
})
