import { describe, expect, it } from 'vitest'
import { closureMoney, documentType, missingKinds, normaliseIdNumber, underAge } from './kyc-rules'

describe('identity rules', () => {
  it('types a file by its first bytes only', () => {
    expect(documentType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0]))).toBe('image/jpeg')
    expect(documentType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png')
    expect(documentType(Buffer.from('%PDF-1.7\n'))).toBe('application/pdf')
    for (const other of ['%PDF', 'GIF89a;', '<svg/>', '']) expect(documentType(Buffer.from(other)), other).toBeNull()
  })

  it('normalises an ID number to upper case letters and digits', () => {
    expect(normaliseIdNumber(' 900101-14-5678 ')).toBe('900101145678')
    expect(normaliseIdNumber('a12 345 b')).toBe('A12345B')
  })

  it('wants each kind uploaded since the last decision', () => {
    const at = (ms: number) => new Date(ms)
    const docs = [
      { kind: 'identity' as const, createdAt: at(1) },
      { kind: 'address' as const, createdAt: at(3) },
      { kind: 'selfie' as const, createdAt: at(3) },
    ]
    expect(missingKinds(docs, null)).toEqual([])
    expect(missingKinds(docs, at(2))).toEqual(['identity'])
  })

  it('counts under age by any birthday known, a date that does not exist too', () => {
    const now = new Date('2026-11-29T00:00:00Z')
    expect(underAge(['2008-11-29', null], 18, now)).toBe(false)
    expect(underAge(['2008-11-30'], 18, now)).toBe(true)
    expect(underAge(['1990-01-01', '2010-05-05'], 18, now)).toBe(true)
    expect(underAge(['1990-02-30'], 18, now)).toBe(true)
  })

  it('returns the deposits not paid back, forfeits the rest, makes up a loss', () => {
    expect(closureMoney({ deposited: 1000n, withdrawn: 0n, balance: 1500n })).toEqual({
      refund: 1000n,
      forfeited: 500n,
      toppedUp: 0n,
    })
    expect(closureMoney({ deposited: 800n, withdrawn: 100n, balance: 100n })).toEqual({
      refund: 700n,
      forfeited: 0n,
      toppedUp: 600n,
    })
    // Withdrew more than paid in: nothing is owed, the whole balance is winnings.
    expect(closureMoney({ deposited: 100n, withdrawn: 300n, balance: 50n })).toEqual({
      refund: 0n,
      forfeited: 50n,
      toppedUp: 0n,
    })
  })
})
