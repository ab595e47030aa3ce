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
import { finishLogin } from '../session-start'
import { CaptchaField } from './captcha-field'
import { MobileField, useDefaultDialingCode } from './mobile-field'
import { PasswordPairFields, usePasswordPairCheck, type PasswordPair } from './password-fields'
import { SmsCodeButton } from './sms-code-button'

/**
 * Forgot password by phone (PHONE_RECOVERY): a code to the bound number, counting down until
 * it expires, a new password, then the server logs the member in (its answer is a session).
 */
export function ForgotByPhone() {
  const { t } = useTexts(AUTH)
  const errorText = useErrorText()
  const check = useFieldCheck()
  const checkPair = usePasswordPairCheck()
  const queryClient = useQueryClient()
  const defaultCode = useDefaultDialingCode()
  const [chosenCode, setCode] = useState('')
  const code = chosenCode || defaultCode
  const [mobile, setMobile] = useState('')
  const [smsCode, setSmsCode] = useState('')
  const [pair, setPair] = useState<PasswordPair>({ newPassword: '', confirmNewPassword: '' })
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
        body: { mobileNum: mobile.trim(), countryDialingCode: code, purpose: 'reset', ...answer },
      })
      return sent.expiredMinutes * 60
    })
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const next = { mobile: mobileProblem(), smsCode: smsCode.trim() ? null : t('required'), ...checkPair(pair) }
    setErrors(next)
    setFailure(null)
    if (Object.values(next).some(Boolean)) {
      focusFirstInvalid(event.currentTarget)
      return
    }
    setBusy(true)
    try {
      const value = await call(api.forgotByPhone, {
        body: {
          mobileNum: mobile.trim(),
          countryDialingCode: code,
          verificationCode: smsCode.trim(),
          newPassword: pair.newPassword.trim(),
          confirmNewPassword: pair.confirmNewPassword.trim(),
        },
      })
      await finishLogin(queryClient, value, 'sms')
    } catch (error) {
      setBusy(false)
      setFailure(error)
    }
  }

  return (
    <form className="form auth-form" onSubmit={(event) => void submit(event)} noValidate>
      <p className="auth-lead">{t('forgotPhoneIntro')}</p>
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
      <PasswordPairFields pair={pair} onChange={setPair} errors={errors} />
      {failure ? <FormMessage>{errorText(failure)}</FormMessage> : null}
      <button type="submit" className="button button--cta button--large button--block" disabled={busy}>
        {busy ? <span className="auth-busy" aria-hidden="true" /> : null}
        {t('resetAndLogin')}
      </button>
    </form>
  )
}
