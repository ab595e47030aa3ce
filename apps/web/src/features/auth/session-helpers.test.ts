import { afterEach, describe, expect, it } from 'vitest'
import { ApiError } from '../../lib/api-client'
import { fieldsNamedBy, needsCaptcha } from './auth-errors'
import { forget, readRemembered, remember } from './remember-me'
import { nextStep } from './session-start'
import { matchSocialReturn, socialRedirectUri, takeSocialReturn } from './social'

describe('nextStep', () => {
  const value = { token: 't', verification: null, passwordExpired: false }
  it('asks for the new-IP verification when no token came back', () => {
    expect(
      nextStep(
        { token: null, verification: { challengeId: 'c', methods: ['sms'] }, passwordExpired: false },
        'username',
      ),
    ).toBe('verify')
  })
  it('forces the password change after a password login or registration only', () => {
    expect(nextStep({ ...value, passwordExpired: true }, 'username')).toBe('changePassword')
    expect(nextStep({ ...value, passwordExpired: true }, 'register')).toBe('changePassword')
    expect(nextStep({ ...value, passwordExpired: true }, 'sms')).toBe('afterLogin')
    expect(nextStep({ ...value, passwordExpired: true }, 'social')).toBe('afterLogin')
  })
  it('otherwise opens the after-login modal', () => {
    expect(nextStep(value, 'username')).toBe('afterLogin')
  })
})

describe('remember me', () => {
  afterEach(() => forget())

  it('keeps the username and the SMS number with its country code, merged', () => {
    remember({ username: 'alice01' })
    remember({ mobileNum: '0123456789', countryDialingCode: '60' })
    expect(readRemembered()).toEqual({
      remember: true,
      username: 'alice01',
      mobileNum: '0123456789',
      countryDialingCode: '60',
    })
  })

  it('never holds a password, whatever is passed', () => {
    remember({ username: 'alice01', ...({ password: 'secret12' } as object) })
    expect(document.cookie).not.toContain('secret12')
    expect(readRemembered()).toEqual({ remember: true, username: 'alice01' })
  })

  it('is gone after forget', () => {
    remember({ username: 'alice01' })
    forget()
    expect(readRemembered()).toBeNull()
  })
})

describe('social return', () => {
  const pending = { provider: 'google' as const, state: 'abc' }
  it('completes only when the state is the one this tab started', () => {
    expect(matchSocialReturn('?code=xyz&state=abc', pending)).toEqual({
      kind: 'complete',
      provider: 'google',
      code: 'xyz',
      state: 'abc',
    })
    expect(matchSocialReturn('?code=xyz&state=evil', pending)).toEqual({ kind: 'failed' })
    expect(matchSocialReturn('?error=access_denied&state=abc', pending)).toEqual({ kind: 'failed' })
  })
  it('ignores a plain visit and a return this tab did not start', () => {
    expect(matchSocialReturn('', pending)).toEqual({ kind: 'none' })
    expect(matchSocialReturn('?code=xyz&state=abc', null)).toEqual({ kind: 'none' })
  })
  it('spends the pending login on the first read, answering the same URL alike', () => {
    sessionStorage.setItem('socialLogin', JSON.stringify(pending))
    expect(takeSocialReturn('?code=xyz&state=abc').kind).toBe('complete')
    expect(sessionStorage.getItem('socialLogin')).toBeNull()
    // A second mount of the same page (StrictMode) reads the same answer...
    expect(takeSocialReturn('?code=xyz&state=abc').kind).toBe('complete')
    // ...while a replayed return to another URL finds nothing pending.
    expect(takeSocialReturn('?code=other&state=abc').kind).toBe('none')
  })
  it('comes back to /login on this origin', () => {
    expect(socialRedirectUri('https://play.example')).toBe('https://play.example/login')
  })
})

describe('server errors', () => {
  it('learns to show the captcha from the code or a captcha detail', () => {
    expect(needsCaptcha(new ApiError('invalid_credentials', 401, 'x'))).toBe(false)
    expect(
      needsCaptcha(
        new ApiError('invalid_credentials', 401, 'x', [{ path: '/body/captcha', message: 'required from now on' }]),
      ),
    ).toBe(true)
    expect(needsCaptcha(new ApiError('captcha_required', 400, 'x'))).toBe(true)
    expect(needsCaptcha(new Error('x'))).toBe(false)
  })
  it('names the fields of a validation failure', () => {
    const error = new ApiError('validation_failed', 400, 'x', [
      { path: '/body/username', message: 'required' },
      { path: '/body/password', message: 'Please enter 6-20 letters or digits' },
      { path: '/querystring/x', message: 'ignored' },
    ])
    expect(fieldsNamedBy(error)).toEqual({ username: 'required', password: 'Please enter 6-20 letters or digits' })
  })
})
