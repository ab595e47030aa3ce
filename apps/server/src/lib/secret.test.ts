import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { resolveAppSecret } from './secret'

const dirs: string[] = []
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'secret-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('resolveAppSecret', () => {
  it('prefers APP_SECRET and writes nothing then', () => {
    const dir = freshDir()
    expect(resolveAppSecret('x'.repeat(32), dir).toString()).toBe('x'.repeat(32))
    expect(readdirSync(dir)).toEqual([])
  })

  it('generates 32 random bytes once and reads the same ones at every later start', () => {
    const dir = join(freshDir(), 'data')
    const first = resolveAppSecret(null, dir)
    expect(first).toHaveLength(32)
    expect(resolveAppSecret(null, dir)).toEqual(first)
    expect(readdirSync(dir)).toEqual(['app-secret'])
  })

  it('ignores what a start killed while writing left behind, and refuses a damaged secret', () => {
    const dir = freshDir()
    writeFileSync(join(dir, 'app-secret.4242.partial'), '')
    expect(resolveAppSecret(null, dir)).toHaveLength(32)
    const damaged = freshDir()
    writeFileSync(join(damaged, 'app-secret'), '')
    expect(() => resolveAppSecret(null, damaged)).toThrow('does not hold a 32-byte base64 secret')
  })
})
