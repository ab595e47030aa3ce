// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ERROR_TEXTS } from '../locales/errors'
import { ApiError } from './api-client'
import { describeError } from './error-text'

const locked = (seconds: string) =>
  new ApiError('secret_locked', 429, 'locked', [
    { path: '/unlockAt', message: '2026-11-27T03:15:00.000Z' },
    { path: '/retryAfterSeconds', message: seconds },
  ])

describe('describeError', () => {
  it('says how long a locked secret stays locked, in whole minutes rounded up', () => {
    expect(describeError(locked('900'), 'EN')).toBe(
      'For your safety this is locked after too many wrong attempts, please try again in 15 min',
    )
    expect(describeError(locked('61'), 'CN')).toContain('2 分钟')
    for (const language of ['MY', 'VI', 'TH'] as const) expect(describeError(locked('1800'), language)).toContain('30')
  })

  it('falls back to the plain texts without a usable length, and for other codes', () => {
    expect(describeError(new ApiError('secret_locked', 429, 'locked'), 'VI')).toBe(ERROR_TEXTS.VI.secret_locked)
    expect(describeError(locked('soon'), 'EN')).toBe(ERROR_TEXTS.EN.secret_locked)
    expect(describeError(new ApiError('server_busy', 429, 'busy'), 'TH')).toBe(ERROR_TEXTS.TH.server_busy)
    expect(describeError(new Error('boom'), 'EN')).toBe(ERROR_TEXTS.EN.bad_response)
  })
})
