import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { commitOf, verifyFair } from './fair-info'

describe('commitOf', () => {
  it('hashes the seed’s hex bytes as the server commits them', async () => {
    const seed = '7958a009e26e900cb7a2479cb38c1fd2ecc0630dcc38db404a94e4fd2ca011f8'
    expect(await commitOf(seed)).toBe(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'))
    expect(await commitOf('00')).toBe('6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d')
  })
})

describe('verifyFair', () => {
  const seed = 'ab'.repeat(32)
  const seedHash = createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex')
  const digest = 'cd'.repeat(32)
  const draw = { gameCode: 'FAST_VN1', issueNo: '202611270001' }
  const fair = { algorithm: 'HMAC-SHA256/rejection/v1', version: 2, seedHash, serverSeed: seed, clientSeed: `FAST_VN1:202611270001:${digest}`, nonce: 0, betsDigest: digest, betCount: 3 }

  it('checks the commitment and that the client seed carries the published bets digest', async () => {
    expect(await verifyFair(draw, fair)).toBe('match')
    expect(await verifyFair(draw, { ...fair, seedHash: '00'.repeat(32) })).toBe('mismatch')
    expect(await verifyFair(draw, { ...fair, betsDigest: 'ef'.repeat(32) })).toBe('digestMismatch')
    expect(await verifyFair(draw, { ...fair, clientSeed: 'FAST_VN1:202611270001' })).toBe('digestMismatch')
  })

  it('takes older draws (scheme 1) by the commitment alone', async () => {
    expect(await verifyFair(draw, { ...fair, version: 1, clientSeed: 'FAST_VN1:202611270001', betsDigest: null, betCount: null })).toBe('match')
  })
})
