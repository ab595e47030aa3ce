import { useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { Field, FormMessage } from '../../../components/ui/field'
import { call } from '../../../lib/api-client'
import { useErrorText } from '../../../lib/error-text'
import { useTexts } from '../../../lib/i18n'
import { api } from '../api/auth-api'
import { AUTH } from '../auth-texts'
import { focusFirstInvalid } from '../focus-invalid'
import { useFieldCheck } from '../hooks/use-field-check'
import { useSmsCaptcha } from '../hooks/use-sms-captcha'
import { forget, readRemembered, remember } from '../remember-me'
import { finishLogin } from '../session-start'
import { CaptchaField } from './captcha-field'
import { MobileField, useDefaultDialingCode } from './mobile-field'
import { RememberRow } from './remember-row'
import { SmsCodeButton } from './sms-code-button'

/** Mobile number and SMS code login (whitelabel SMS_LOGIN); a captcha only when sending codes asks for one. */
export function SmsLoginForm() {
  const { t } = useTexts(AUTH)
  const errorText = useErrorText()
  const check = useFieldCheck()
  const queryClient = useQueryClient()
  const [remembered] = useState(readRemembered)
  const [mobile, setMobile] = useState(remembered?.mobileNum ?? '')
  const [chosenCode, setCode] = useState(remembered?.countryDialingCode ?? '')
  const defaultCode = useDefaultDialingCode()
  const code = chosenCode || defaultCode
  const [smsCode, setSmsCode] = useState('')
  const [rememberMe, setRememberMe] = useState(remembered !== null)
  const [errors, setErrors] = useState<Record<string, string | null>>({})
  const [failure, setFailure] = useState<unknown>(null)
  const [busy, setBusy] = useState(false)
  const smsCaptcha = useSmsCaptcha()

  const mobileProblem = () => check('mobileNum', mobile) ?? (code ? null : t('required'))

  const sendCode = async (): Promise<number | null> => {
    const problem = mobileProblem()
    setErrors((current) => ({ ...current, mobile: problem }))
    if (problem) return null
    return smsCaptcha.send(async (answer) => {
      const sent = await call(api.smsNoLogin, {
        body: { mobileNum: mobile.trim(), countryDialingCode: code, purpose: 'login', ...answer },
      })
      return sent.expiredMinutes * 60
    })
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const next = { mobile: mobileProblem(), smsCode: smsCode.trim() ? null : t('required') }
    setErrors(next)
    setFailure(null)
    if (next.mobile || next.smsCode) {
      focusFirstInvalid(event.currentTarget)
      return
    }
    setBusy(true)
    try {
      const body = {
        type: 'sms' as const,
        mobileNum: mobile.trim(),
        countryDialingCode: code,
        verificationCode: smsCode.trim(),
      }
      const value = await call(api.login, { body })
      if (rememberMe) remember({ mobileNum: body.mobileNum, countryDialingCode: code })
      else forget()
      await finishLogin(queryClient, value, 'sms')
    } catch (error) {
      setBusy(false)
      setFailure(error)
    }
  }

  return (
    <form className="form auth-form" onSubmit={(event) => void submit(event)} noValidate>
      <MobileField
        label={t('mobileNumber')}
        code={code}
        onCode={setCode}
        value={mobile}
        onChange={setMobile}
        error={errors.mobile}
      />
      <Field
        label={t('smsCode')}
        placeholder={t('smsCodePlaceholder')}
        value={smsCode}
        onChange={(event) => setSmsCode(event.target.value)}
        error={errors.smsCode}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
        addon={<SmsCodeButton send={sendCode} />}
      />
      {smsCaptcha.shown ? (
        <CaptchaField
          captcha={smsCaptcha.captcha}
          label={t('smsCaptcha')}
          value={smsCaptcha.answer}
          onChange={smsCaptcha.setAnswer}
          error={smsCaptcha.error}
          autoFocus
        />
      ) : null}
      <RememberRow checked={rememberMe} onChange={setRememberMe} />
      {failure ? <FormMessage>{errorText(failure)}</FormMessage> : null}
      <button type="submit" className="button button--cta button--large button--block" disabled={busy}>
        {busy ? <span className="auth-busy" aria-hidden="true" /> : null}
        {busy ? t('loggingIn') : t('login')}
      </button>
    </form>
  )
}
