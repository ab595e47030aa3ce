import { afterEach, describe, expect, it, vi } from 'vitest'
import { ChunkLoadError, CHUNK_TIMEOUT_MS, withTimeout } from './lazy-page'

describe('withTimeout', () => {
  afterEach(() => vi.useRealTimers())

  it('gives the module when it arrives in time', async () => {
    await expect(withTimeout(() => Promise.resolve('page'), 'home')).resolves.toBe('page')
  })

  it('names the chunk after 120 seconds', async () => {
    vi.useFakeTimers()
    const pending = withTimeout(() => new Promise(() => undefined), 'promotions')
    const outcome = expect(pending).rejects.toMatchObject({ name: 'ChunkLoadError', chunk: 'promotions' })
    expect(CHUNK_TIMEOUT_MS).toBe(120_000)
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS)
    await outcome
  })

  it('names the chunk when the download fails', async () => {
    const error = await withTimeout(() => Promise.reject(new Error('404')), 'help').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ChunkLoadError)
    expect((error as ChunkLoadError).message).toContain('help')
  })
})
