import { describe, expect, it } from 'vitest'
import { ageOn, ruleMessage } from './registration'

describe('ruleMessage', () => {
  it('fills in min and max', () => {
    expect(ruleMessage('Please enter (min)-(max) digits', { minLength: 8, maxLength: 12 })).toBe(
      'Please enter 8-12 digits',
    )
  })
  it('gives a single number when they are equal', () => {
    expect(ruleMessage('Please enter (min)-(max) digits', { minLength: 6, maxLength: 6 })).toBe('Please enter 6 digits')
  })
  it('leaves a message without placeholders alone', () => {
    expect(ruleMessage('Enter a valid email address', { minLength: 6, maxLength: 100 })).toBe(
      'Enter a valid email address',
    )
  })
})

describe('ageOn', () => {
  const now = new Date('2026-06-15T00:00:00Z')
  it('counts whole years, the birthday itself included', () => {
    expect(ageOn('2005-06-15', now)).toBe(21)
    expect(ageOn('2005-06-16', now)).toBe(20)
    expect(ageOn('2005-07-01', now)).toBe(20)
  })
  it('refuses dates that are not real', () => {
    expect(ageOn('2001-02-30', now)).toBeNull()
    expect(ageOn('15/06/2005', now)).toBeNull()
  })
})
