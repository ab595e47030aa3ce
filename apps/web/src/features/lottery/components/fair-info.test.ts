import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { commitOf } from './fair-info'

describe('commitOf', () => {
  it('hashes the seed’s hex bytes as the server commits them', async () => {
    const seed = '7958a009e26e900cb7a2479cb38c1fd2ecc0630dcc38db404a94e4fd2ca011f8'
    expect(await commitOf(seed)).toBe(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'))
    expect(await commitOf('00')).toBe('6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d')
  })
})
