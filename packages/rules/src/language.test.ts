import { describe, expect, it } from 'vitest'
import { isLanguage } from './language'

describe('isLanguage', () => {
  it('accepts the spec codes only', () => {
    expect(isLanguage('MY')).toBe(true)
    expect(isLanguage('CN')).toBe(true)
    expect(isLanguage('en')).toBe(false)
    expect(isLanguage(null)).toBe(false)
  })
})
