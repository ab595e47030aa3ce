import { describe, expect, it } from 'vitest'
import { pickProofs, PROOF_MAX_BYTES, readProof, screenProofs, sniffImage } from './proof-files'

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0])
const file = (name: string, type: string, size = 1000) => ({ name, type, size })

describe('sniffImage', () => {
  it('knows PNG and JPEG by their signatures only', () => {
    expect(sniffImage(PNG)).toBe('image/png')
    expect(sniffImage(JPEG)).toBe('image/jpeg')
    expect(sniffImage(new TextEncoder().encode('GIF89a'))).toBeNull()
    expect(sniffImage(new Uint8Array())).toBeNull()
  })
})

describe('screenProofs', () => {
  it('takes PNG and JPEG up to 5 MB', () => {
    const ok = file('a.png', 'image/png', PROOF_MAX_BYTES)
    const { accepted, rejected } = screenProofs(0, [
      ok,
      file('b.gif', 'image/gif'),
      file('c.jpg', 'image/jpeg', PROOF_MAX_BYTES + 1),
    ])
    expect(accepted).toEqual([ok])
    expect(rejected.map((item) => item.problem)).toEqual(['type', 'size'])
  })

  it('stops at three proofs, counting those already chosen', () => {
    const files = [file('1.png', 'image/png'), file('2.png', 'image/png'), file('3.png', 'image/png')]
    expect(screenProofs(1, files).accepted).toHaveLength(2)
    expect(screenProofs(1, files).rejected).toEqual([{ file: files[2], problem: 'count' }])
    expect(screenProofs(3, files).accepted).toHaveLength(0)
  })
})

describe('readProof', () => {
  it('types the picture by its bytes and refuses what is not a picture', async () => {
    expect((await readProof(new Blob([JPEG], { type: 'image/png' })))?.type).toBe('image/jpeg')
    expect(await readProof(new Blob(['<svg/>'], { type: 'image/png' }))).toBeNull()
  })
})

describe('pickProofs', () => {
  it('refuses a file whose bytes are not the picture its type claims, without using a place', async () => {
    const fake = new File(['GIF89a'], 'fake.png', { type: 'image/png' })
    const real = [1, 2, 3].map((n) => new File([PNG], `${n}.png`, { type: 'image/png' }))
    const { accepted, rejected } = await pickProofs(0, [fake, ...real])
    expect(accepted.map((file) => file.name)).toEqual(['1.png', '2.png', '3.png'])
    expect(rejected).toEqual([{ file: fake, problem: 'type' }])
  })
})
