import type { ComponentType } from 'react'

/** Page chunks give up after 120 seconds (docs/domain/site.md#states-and-transitions) with an error naming the chunk. */
export const CHUNK_TIMEOUT_MS = 120_000

export class ChunkLoadError extends Error {
  readonly chunk: string
  constructor(chunk: string, cause: unknown) {
    super(`Page "${chunk}" could not be loaded`, { cause })
    this.name = 'ChunkLoadError'
    this.chunk = chunk
  }
}

export function withTimeout<T>(load: () => Promise<T>, chunk: string, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(chunk, new Error('timeout'))), timeoutMs)
    load().then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(new ChunkLoadError(chunk, error))
      },
    )
  })
}

/** A route's `lazy` for a module whose default export is the page. */
export function lazyPage(chunk: string, load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    const module = await withTimeout(load, chunk)
    return { Component: module.default }
  }
}
