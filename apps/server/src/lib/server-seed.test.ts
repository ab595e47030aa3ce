import { commitOf, createFairStream } from '@sea/engines/fair'
import { describe, expect, it } from 'vitest'
import { newServerSeed } from './server-seed'

describe('newServerSeed', () => {
  it('makes 32 fresh random bytes in the hex form the engines take', () => {
    const seeds = Array.from({ length: 20 }, newServerSeed)
    for (const seed of seeds) {
      expect(seed).toMatch(/^[0-9a-f]{64}$/)
      expect(commitOf(seed)).toMatch(/^[0-9a-f]{64}$/)
      expect(createFairStream({ serverSeed: seed, clientSeed: 'c', nonce: 0 }).int(6)).toBeLessThan(6)
    }
    expect(new Set(seeds).size).toBe(seeds.length)
  })
})
