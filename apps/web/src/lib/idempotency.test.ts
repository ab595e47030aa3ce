import { IDEMPOTENCY_KEY } from '@sea/contract'
import { describe, expect, it } from 'vitest'
import { createKeyKeeper, newIdempotencyKey } from './idempotency'

describe('idempotency keys', () => {
  it('makes keys the server accepts, each different', () => {
    const a = newIdempotencyKey()
    expect(a).toMatch(IDEMPOTENCY_KEY)
    expect(newIdempotencyKey()).not.toBe(a)
  })

  it('reuses the key for a retry and renews it for another request or after success', () => {
    let n = 0
    const keeper = createKeyKeeper(() => `key-000${(n += 1)}`)
    const first = keeper.keyFor('MAIN>X:10.00')
    expect(keeper.keyFor('MAIN>X:10.00')).toBe(first)
    const changed = keeper.keyFor('MAIN>X:20.00')
    expect(changed).not.toBe(first)
    keeper.reset()
    expect(keeper.keyFor('MAIN>X:20.00')).not.toBe(changed)
  })
})
