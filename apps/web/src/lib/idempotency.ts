import { useState } from 'react'

/** A fresh `Idempotency-Key` (32 hex characters; the server takes 8 to 64 of [A-Za-z0-9_.-]). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

export interface KeyKeeper {
  /** The key for this request: the same request again (a retry) gets the same key. */
  keyFor(request: string): string
  /** Forget the key once the request succeeded, so the next one is a new request. */
  reset(): void
}

/**
 * Keys for one form's money-moving calls. A retry after a lost answer must reuse the key (the
 * server then answers the first result instead of moving money twice); a changed request must
 * not (the server would refuse it as `idempotency_conflict`).
 */
export function createKeyKeeper(generate: () => string = newIdempotencyKey): KeyKeeper {
  let last: { request: string; key: string } | null = null
  return {
    keyFor(request) {
      if (last?.request !== request) last = { request, key: generate() }
      return last.key
    },
    reset() {
      last = null
    },
  }
}

/** One key keeper for the lifetime of a form. */
export function useKeyKeeper(): KeyKeeper {
  const [keeper] = useState(() => createKeyKeeper())
  return keeper
}

export const idempotencyHeader = (key: string) => ({ 'Idempotency-Key': key })
