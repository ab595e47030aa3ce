import type { RegisterRule } from '@sea/contract'
import { describe, expect, it } from 'vitest'
import { fieldOfError, loginPasswordProblems, meetsPasswordRule, paymentPasswordProblems } from './password-rules'

const rule: RegisterRule = {
  field: 'password',
  enabled: true,
  required: true,
  acceptedPattern: '^[A-Za-z0-9]+$',
  patternId: 1,
  minLength: 6,
  maxLength: 20,
}

describe('login password form', () => {
  it('follows the merchant rule: length by code points, pattern, trimmed', () => {
    expect(meetsPasswordRule('secret1', rule)).toBe(true)
    expect(meetsPasswordRule('  secret1  ', rule)).toBe(true)
    expect(meetsPasswordRule('short', rule)).toBe(false)
    expect(meetsPasswordRule('has space1', rule)).toBe(false)
    expect(meetsPasswordRule('x'.repeat(21), rule)).toBe(false)
    expect(meetsPasswordRule('anything', undefined)).toBe(true)
    expect(meetsPasswordRule('anything', { ...rule, acceptedPattern: '([' })).toBe(true)
  })

  it('names each empty, invalid or mismatched field', () => {
    expect(loginPasswordProblems({ oldPassword: '', newPassword: '', confirmNewPassword: '' }, rule)).toEqual({
      oldPassword: 'required',
      newPassword: 'required',
      confirmNewPassword: 'required',
    })
    expect(
      loginPasswordProblems({ oldPassword: 'old123', newPassword: 'abc', confirmNewPassword: 'abd' }, rule),
    ).toEqual({
      newPassword: 'invalid',
      confirmNewPassword: 'mismatch',
    })
    expect(
      loginPasswordProblems({ oldPassword: 'old123', newPassword: 'newpass1', confirmNewPassword: 'newpass1' }, rule),
    ).toEqual({})
  })
})

describe('payment password form', () => {
  it('wants six digits, twice, and the login password', () => {
    expect(
      paymentPasswordProblems({ loginPassword: '', newPaymentPassword: '12345a', confirmPaymentPassword: '123456' }),
    ).toEqual({
      loginPassword: 'required',
      newPaymentPassword: 'digits',
      confirmPaymentPassword: 'mismatch',
    })
    expect(
      paymentPasswordProblems({
        loginPassword: 'secret1',
        newPaymentPassword: '123456',
        confirmPaymentPassword: '123456',
      }),
    ).toEqual({})
  })
})

describe('server errors on fields', () => {
  const fields = ['oldPassword', 'newPassword', 'confirmNewPassword'] as const
  it('places an error by its code first, then by the details path', () => {
    const byCode = { password_incorrect: 'oldPassword', password_mismatch: 'confirmNewPassword' } as const
    expect(fieldOfError('password_incorrect', [], fields, byCode)).toBe('oldPassword')
    expect(fieldOfError('validation_failed', ['/body/newPassword'], fields, byCode)).toBe('newPassword')
    expect(fieldOfError('network_error', [], fields, byCode)).toBeNull()
  })
})
