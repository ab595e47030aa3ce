import { describe, expect, it } from 'vitest'
import { isAgentType, TRIAL } from './accounts'

describe('account types', () => {
  it('knows the four agent types, and that members and trial accounts are not agents', () => {
    for (const type of [1, 2, 41, 42]) expect(isAgentType(type)).toBe(true)
    for (const type of [0, 3, TRIAL, 40]) expect(isAgentType(type)).toBe(false)
  })
})
