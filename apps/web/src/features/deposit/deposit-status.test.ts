import { describe, expect, it } from 'vitest'
import { returnState } from './deposit-status'

describe('returnState', () => {
  it('trusts the deposit, not the return link', () => {
    expect(returnState('approved', 'failed')).toBe('paid')
    expect(returnState('approved', undefined)).toBe('paid')
    expect(returnState('failed', 'paid')).toBe('failed')
    expect(returnState('expired', undefined)).toBe('expired')
    expect(returnState('rejected', 'paid')).toBe('rejected')
  })

  it('waits for a pending deposit unless the member cancelled', () => {
    expect(returnState('pending', 'paid')).toBe('waiting')
    expect(returnState('pending', undefined)).toBe('waiting')
    expect(returnState('pending', 'failed')).toBe('failed')
  })

  it('says so when the deposit is not the member’s', () => {
    expect(returnState(undefined, 'paid')).toBe('missing')
  })
})
