import { parseOptions } from '@node-rs/argon2'
import { afterEach, describe, expect, it } from 'vitest'
import {
  dummyVerify,
  hashPassword,
  needsRehash,
  passwordLoad,
  passwordQueueLength,
  setPasswordConcurrency,
  setPasswordQueueLimit,
  verifyPassword,
  withPasswordSlot,
} from './password'

afterEach(() => {
  setPasswordConcurrency(2)
  setPasswordQueueLimit(64)
})

describe('password hashing', () => {
  it('produces an Argon2id PHC string with the OWASP parameters', async () => {
    const stored = await hashPassword('correct horse battery staple')
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/)
    const o = parseOptions(stored)
    expect([o.memoryCost, o.timeCost, o.parallelism]).toEqual([19456, 2, 1])
    expect(needsRehash(stored)).toBe(false)
    // Random salt: the same password never gives the same string twice.
    expect(await hashPassword('correct horse battery staple')).not.toBe(stored)
  })

  it('verifies the right password and rejects a wrong one, exactly as received', async () => {
    const plain = 'Pässwörd 🎲 ' + 'x'.repeat(200)
    const stored = await hashPassword(plain)
    expect(await verifyPassword(stored, plain)).toBe(true)
    expect(await verifyPassword(stored, plain.slice(0, -1))).toBe(false)
    expect(await verifyPassword(stored, plain.normalize('NFD'))).toBe(false)
  })

  it('answers false for a malformed hash instead of throwing', async () => {
    for (const bad of ['', 'garbage', '$argon2id$v=19$m=19456,t=2,p=1$xx', '$2b$10$abcdefghijklmnopqrstuv']) {
      expect(await verifyPassword(bad, 'secret')).toBe(false)
      expect(needsRehash(bad)).toBe(true)
    }
  })

  it('refuses passwords longer than 256 characters before hashing', async () => {
    await expect(hashPassword('a'.repeat(257))).rejects.toThrow(/longer than 256/)
    await expect(verifyPassword('x', 'a'.repeat(100_000))).rejects.toThrow(/longer than 256/)
    await expect(dummyVerify('a'.repeat(257))).rejects.toThrow(/longer than 256/)
    // 256 astral code points are 512 UTF-16 units and still allowed.
    await expect(hashPassword('🎲'.repeat(256))).resolves.toMatch(/^\$argon2id\$/)
    expect(passwordLoad().running).toBe(0)
  })

  it('runs at most N operations at once and queues the rest in order', async () => {
    const stored = await hashPassword('pw')
    setPasswordConcurrency(2)
    let maxRunning = 0
    const sample = () => (maxRunning = Math.max(maxRunning, passwordLoad().running))
    const timer = setInterval(sample, 1)

    const finished: number[] = []
    const jobs = Array.from({ length: 6 }, (_, i) =>
      (i % 2 ? hashPassword('pw' + i) : verifyPassword(stored, 'pw')).then(() => finished.push(i)),
    )
    // Slots are taken synchronously, so the split is visible immediately.
    expect(passwordLoad()).toEqual({ running: 2, queued: 4, limit: 2 })
    expect(passwordQueueLength()).toBe(4)
    sample()

    await Promise.all(jobs)
    clearInterval(timer)
    expect(maxRunning).toBe(2)
    expect(finished).toHaveLength(6)
    // FIFO: the last two queued cannot finish before the first two started.
    expect(finished.indexOf(4)).toBeGreaterThan(Math.min(finished.indexOf(0), finished.indexOf(1)))
    expect(passwordLoad()).toEqual({ running: 0, queued: 0, limit: 2 })
  })

  it('wakes waiters when the limit is raised and rejects nonsense limits', async () => {
    setPasswordConcurrency(1)
    const jobs = [hashPassword('a'), hashPassword('b'), hashPassword('c')]
    expect(passwordLoad()).toMatchObject({ running: 1, queued: 2 })
    setPasswordConcurrency(3)
    expect(passwordLoad()).toMatchObject({ running: 3, queued: 0 })
    await Promise.all(jobs)
    expect(() => setPasswordConcurrency(0)).toThrow()
    expect(() => setPasswordConcurrency(1.5)).toThrow()
  })

  it('dummyVerify is false and costs about as much as a real verify', async () => {
    const stored = await hashPassword('real password')
    const time = async (f: () => Promise<unknown>) => {
      const t = performance.now()
      await f()
      return performance.now() - t
    }
    // Warm up, then take the median of a few runs of each to keep this from flaking.
    await verifyPassword(stored, 'x')
    await dummyVerify('x')
    const real: number[] = []
    const dummy: number[] = []
    for (let i = 0; i < 5; i++) {
      real.push(await time(() => verifyPassword(stored, 'wrong')))
      dummy.push(await time(() => dummyVerify('wrong')))
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[2] ?? 0
    expect(await dummyVerify('real password')).toBe(false)
    expect(median(dummy)).toBeGreaterThan(median(real) / 5)
    expect(median(dummy)).toBeLessThan(median(real) * 5)
  })

  it('refuses at once with server_busy when the queue is full, and takes work again once it drains', async () => {
    setPasswordConcurrency(1)
    setPasswordQueueLimit(3)
    let open = () => {}
    const gate = new Promise<void>((resolve) => (open = resolve))
    // One slot and three places, all held by work that waits for the test: nothing can finish.
    const held = Array.from({ length: 4 }, () => withPasswordSlot(() => gate))
    expect(passwordLoad()).toEqual({ running: 1, queued: 3, limit: 1 })
    await expect(verifyPassword('x', 'pw')).rejects.toMatchObject({ code: 'server_busy', status: 429 })
    await expect(hashPassword('pw')).rejects.toMatchObject({ code: 'server_busy' })
    await expect(dummyVerify('pw')).rejects.toMatchObject({ code: 'server_busy' })
    // The refused calls took no place and left the held work as it was.
    expect(passwordLoad()).toEqual({ running: 1, queued: 3, limit: 1 })
    open()
    await Promise.all(held)
    expect(passwordLoad()).toEqual({ running: 0, queued: 0, limit: 1 })
    await expect(hashPassword('pw')).resolves.toMatch(/^\$argon2id\$/)
    expect(() => setPasswordQueueLimit(-1)).toThrow()
  })
})
