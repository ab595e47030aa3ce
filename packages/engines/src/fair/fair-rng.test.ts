import { createHash, createHmac } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { commitOf, createFairStream, drawWithoutReplacement, shuffle } from './fair-rng'

const seed = 'a'.repeat(64)
const hexSeed = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => Buffer.from(bytes).toString('hex'))

describe('fair RNG', () => {
  it('reads the HMAC stream 4 bytes at a time, big-endian', () => {
    const block = createHmac('sha256', Buffer.from(seed, 'hex')).update('client:7:0').digest()
    const stream = createFairStream({ serverSeed: seed, clientSeed: 'client', nonce: 7 })
    expect(stream.int(2 ** 32)).toBe(block.readUInt32BE(0))
    expect(stream.int(2 ** 32)).toBe(block.readUInt32BE(4))
    expect(stream.wordsRead).toBe(2)
  })

  it('is reproducible from the revealed inputs and differs by nonce', () => {
    const a = createFairStream({ serverSeed: seed, clientSeed: 'c', nonce: 1 })
    const b = createFairStream({ serverSeed: seed, clientSeed: 'c', nonce: 1 })
    const c = createFairStream({ serverSeed: seed, clientSeed: 'c', nonce: 2 })
    const seqA = Array.from({ length: 50 }, () => a.int(37))
    expect(Array.from({ length: 50 }, () => b.int(37))).toEqual(seqA)
    expect(Array.from({ length: 50 }, () => c.int(37))).not.toEqual(seqA)
  })

  it('commits with SHA-256 of the seed bytes', () => {
    expect(commitOf('00'.repeat(32))).toBe('66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925')
    expect(() => commitOf('xyz')).toThrow(RangeError)
  })

  // The library replaced node:crypto (decision 044): byte for byte the same commitment and stream.
  it('hashes and streams exactly as node:crypto does', () => {
    fc.assert(
      fc.property(hexSeed, fc.string(), fc.nat(), (serverSeed, clientSeed, nonce) => {
        const key = Buffer.from(serverSeed, 'hex')
        const expected = [0, 1].flatMap((counter) => {
          const block = createHmac('sha256', key).update(`${clientSeed}:${nonce}:${counter}`).digest()
          return Array.from({ length: 8 }, (_, i) => block.readUInt32BE(i * 4))
        })
        const stream = createFairStream({ serverSeed, clientSeed, nonce })
        const words = Array.from({ length: 16 }, () => stream.int(2 ** 32))
        return (
          commitOf(serverSeed) === createHash('sha256').update(key).digest('hex') &&
          words.every((word, i) => word === expected[i])
        )
      }),
    )
  })

  it('stays in range, and shuffles and draws without repeats', () => {
    fc.assert(
      fc.property(hexSeed, fc.integer({ min: 1, max: 1000 }), fc.nat(), (serverSeed, n, nonce) => {
        const stream = createFairStream({ serverSeed, clientSeed: 'p', nonce })
        const value = stream.int(n)
        const drawn = drawWithoutReplacement(80, 20, stream)
        const deck = shuffle([...Array(n).keys()], stream)
        return (
          value >= 0 &&
          value < n &&
          new Set(drawn).size === 20 &&
          drawn.every((d) => d >= 0 && d < 80) &&
          new Set(deck).size === n
        )
      }),
    )
  })

  it('is uniform: a chi-square over 60,000 rolls of 6 stays under the 0.1% critical value', () => {
    const stream = createFairStream({ serverSeed: seed, clientSeed: 'dice', nonce: 0 })
    const counts = new Array<number>(6).fill(0)
    for (let i = 0; i < 60_000; i += 1) counts[stream.int(6)]! += 1
    const chi = counts.reduce((sum, c) => sum + (c - 10_000) ** 2 / 10_000, 0)
    expect(chi).toBeLessThan(20.52)
  })
})
