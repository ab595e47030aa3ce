import type { RegisterPattern, RegisterRule } from '@sea/contract'
import { describe, expect, it } from 'vitest'
import {
  affiliateCodeFromUrl,
  affiliateFieldVisible,
  buildRegisterBody,
  captchaRequired,
  checkValue,
  registerFields,
  validateRegister,
} from './register-rules'

const rule = (
  field: string,
  enabled: boolean,
  required: boolean,
  acceptedPattern: string,
  minLength: number,
  maxLength: number,
  patternId = 1,
): RegisterRule => ({
  field,
  enabled,
  required,
  acceptedPattern,
  patternId,
  minLength,
  maxLength,
})

// The demo merchant's rules, in the server's order.
const RULES: RegisterRule[] = [
  rule('username', true, true, '^[A-Za-z][A-Za-z0-9]*$', 6, 16, 2),
  rule('password', true, true, '^[A-Za-z0-9]+$', 6, 20),
  rule('confirmPassword', true, true, '^[A-Za-z0-9]+$', 6, 20),
  rule('payeeName', true, true, '^\\p{L}+( \\p{L}+)+$', 2, 50, 20),
  rule('nickname', false, false, '.*', 2, 20, 0),
  rule('email', true, false, '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', 6, 100, 3),
  rule('mobileNum', true, false, '^[0-9]+$', 8, 12, 4),
  rule('verificationCode', true, true, '^[0-9]+$', 6, 6, 4),
  rule('affiliateCode', true, false, '^[A-Za-z0-9]+$', 4, 16),
  rule('birthday', true, false, '^\\d{4}-\\d{2}-\\d{2}$', 10, 10, 15),
  rule('captcha', true, true, '^[A-Za-z0-9]+$', 4, 6),
]
const FLAGS = { SMS_VERIFICATION: true, DIRECT_REGISTER: true }
const PATTERNS: RegisterPattern[] = [
  { patternId: 1, name: 'ALNUM', pattern: '', message: 'Please enter (min)-(max) letters or digits' },
  {
    patternId: 2,
    name: 'LETTER_FIRST',
    pattern: '',
    message: 'Please enter (min)-(max) letters or digits, starting with a letter',
  },
  { patternId: 4, name: 'DIGITS', pattern: '', message: 'Please enter (min)-(max) digits' },
]
const names = (fields: { field: string }[]) => fields.map((f) => f.field)

describe('registerFields', () => {
  it('shows the enabled fields in the server order on the username tab, captcha apart', () => {
    expect(names(registerFields(RULES, 'username', FLAGS, 'none'))).toEqual([
      'username',
      'password',
      'confirmPassword',
      'payeeName',
      'email',
      'mobileNum',
      'verificationCode',
      'affiliateCode',
      'birthday',
    ])
    expect(captchaRequired(RULES)).toBe(true)
  })

  it('puts the mobile number first on the mobile tab, required, without a username', () => {
    const fields = registerFields(RULES, 'mobile', FLAGS, 'none')
    expect(names(fields).slice(0, 2)).toEqual(['mobileNum', 'verificationCode'])
    expect(names(fields)).not.toContain('username')
    expect(fields.find((f) => f.field === 'mobileNum')?.required).toBe(true)
  })

  it('shows a disabled mobile number only on the mobile tab', () => {
    const rules = RULES.map((r) => (r.field === 'mobileNum' ? { ...r, enabled: false } : r))
    expect(names(registerFields(rules, 'username', FLAGS, 'none'))).not.toContain('mobileNum')
    expect(names(registerFields(rules, 'username', FLAGS, 'none'))).not.toContain('verificationCode')
    expect(names(registerFields(rules, 'mobile', FLAGS, 'none'))).toContain('mobileNum')
  })

  it('drops the SMS code when SMS verification is off', () => {
    expect(names(registerFields(RULES, 'mobile', { ...FLAGS, SMS_VERIFICATION: false }, 'none'))).not.toContain(
      'verificationCode',
    )
  })

  it('always has username and password, enabled or not', () => {
    const rules = RULES.map((r) => ({ ...r, enabled: false }))
    expect(names(registerFields(rules, 'username', FLAGS, 'none'))).toEqual(['username', 'password'])
  })
})

describe('affiliate field', () => {
  it('shows without a code in the URL or when the URL code failed its check', () => {
    expect(affiliateFieldVisible('none')).toBe(true)
    expect(affiliateFieldVisible('invalid')).toBe(true)
    expect(affiliateFieldVisible('checking')).toBe(false)
    expect(affiliateFieldVisible('valid')).toBe(false)
    expect(names(registerFields(RULES, 'username', FLAGS, 'valid'))).not.toContain('affiliateCode')
  })

  it('is required, even when disabled, without direct registration', () => {
    const rules = RULES.map((r) => (r.field === 'affiliateCode' ? { ...r, enabled: false } : r))
    expect(names(registerFields(rules, 'username', FLAGS, 'none'))).not.toContain('affiliateCode')
    const field = registerFields(rules, 'username', { ...FLAGS, DIRECT_REGISTER: false }, 'none').find(
      (f) => f.field === 'affiliateCode',
    )
    expect(field?.required).toBe(true)
  })

  it("reads the agent's code from ?affiliateCode=, never a member's ?referralCode=", () => {
    expect(affiliateCodeFromUrl('?affiliateCode=%20AB12%20')).toBe('AB12')
    expect(affiliateCodeFromUrl('?referralCode=CD34')).toBeNull()
    expect(affiliateCodeFromUrl('?affiliateCode=')).toBeNull()
    expect(affiliateCodeFromUrl('')).toBeNull()
  })
})

describe('checkValue', () => {
  const username = RULES[0]!
  it('asks for a required value, trims, and lets an optional empty one pass', () => {
    expect(checkValue(username, '   ', true)).toEqual({ kind: 'required' })
    expect(checkValue(username, '', false)).toBeNull()
    expect(checkValue(username, '  alice01  ', true)).toBeNull()
  })
  it('checks length in characters and the pattern, with the pattern message', () => {
    const message = 'Please enter (min)-(max) letters or digits, starting with a letter'
    expect(checkValue(username, 'ab1', true, message)).toEqual({
      kind: 'format',
      message: 'Please enter 6-16 letters or digits, starting with a letter',
    })
    expect(checkValue(username, '1alice01', true, message)).toMatchObject({ kind: 'format' })
    expect(checkValue(username, 'a'.repeat(17), true)).toEqual({ kind: 'format', message: null })
    const name = RULES[3]!
    expect(checkValue(name, 'Nguyễn Văn', true)).toBeNull()
  })
})

describe('validateRegister', () => {
  const fields = registerFields(RULES, 'username', FLAGS, 'none')
  const good = { username: 'alice01', password: 'secret12', confirmPassword: 'secret12', payeeName: 'Alice Tan' }

  it('passes a complete form', () => {
    expect(validateRegister(fields, good, { patterns: PATTERNS })).toEqual({})
  })

  it('reports required fields and pattern messages', () => {
    const problems = validateRegister(fields, { ...good, username: 'a', payeeName: '' }, { patterns: PATTERNS })
    expect(problems).toEqual({
      username: { kind: 'format', message: 'Please enter 6-16 letters or digits, starting with a letter' },
      payeeName: { kind: 'required' },
    })
  })

  it('needs the confirmation to equal the password', () => {
    expect(validateRegister(fields, { ...good, confirmPassword: 'secret13' })).toEqual({
      confirmPassword: { kind: 'mismatch' },
    })
  })

  it('needs the SMS code once a mobile number is typed', () => {
    expect(validateRegister(fields, { ...good, mobileNum: '0123456789' }, { patterns: PATTERNS })).toEqual({
      verificationCode: { kind: 'required' },
    })
    expect(
      validateRegister(fields, { ...good, mobileNum: '0123456789', verificationCode: '12345' }, { patterns: PATTERNS }),
    ).toEqual({
      verificationCode: { kind: 'format', message: 'Please enter 6 digits' },
    })
  })

  it('refuses a birthday under the minimum age', () => {
    const now = new Date('2026-06-15T00:00:00Z')
    expect(validateRegister(fields, { ...good, birthday: '2006-06-16' }, { birthdayMinimumAge: 21, now })).toEqual({
      birthday: { kind: 'tooYoung', age: 21 },
    })
    expect(validateRegister(fields, { ...good, birthday: '2005-06-15' }, { birthdayMinimumAge: 21, now })).toEqual({})
  })
})

describe('buildRegisterBody', () => {
  const fields = registerFields(RULES, 'username', FLAGS, 'none')
  const extras = {
    countryDialingCode: '60',
    urlCode: null,
    affiliate: 'none' as const,
    referralCode: null,
    domain: 'play.example',
    registerUrl: 'https://play.example/register',
  }

  it('sends the shown fields trimmed, the dialing code with a number, and the fixed fields', () => {
    const body = buildRegisterBody(
      fields,
      { username: ' alice01 ', password: 'secret12', email: '', mobileNum: '0123456789', nickname: 'hidden' },
      extras,
    )
    expect(body).toEqual({
      username: 'alice01',
      password: 'secret12',
      mobileNum: '0123456789',
      countryDialingCode: '60',
      domain: 'play.example',
      registerUrl: 'https://play.example/register',
      registerMethod: 'WEB',
      acceptTerms: true,
      login: true,
    })
  })

  it('sends the URL code unless its check failed, and the referral code and captcha', () => {
    const hidden = registerFields(RULES, 'username', FLAGS, 'valid')
    const body = buildRegisterBody(
      hidden,
      { username: 'alice01' },
      {
        ...extras,
        urlCode: 'AB12',
        affiliate: 'valid',
        referralCode: 'AB12',
        captcha: { captcha: 'X7K2', captchaId: 'c1' },
      },
    )
    expect(body).toMatchObject({ affiliateCode: 'AB12', referralCode: 'AB12', captcha: 'X7K2', captchaId: 'c1' })
    const failed = buildRegisterBody(
      fields,
      { username: 'alice01', affiliateCode: 'GOOD1' },
      { ...extras, urlCode: 'BAD1', affiliate: 'invalid' },
    )
    expect(failed.affiliateCode).toBe('GOOD1')
  })
})
