import { useState } from 'react'
import { Field } from '../../../components/ui/field'
import { call } from '../../../lib/api-client'
import { useTexts } from '../../../lib/i18n'
import { api } from '../api/auth-api'
import { AUTH } from '../auth-texts'
import { useFieldCheck } from '../hooks/use-field-check'
import type { FieldErrors } from '../hooks/use-form-submit'
import { useSmsCaptcha } from '../hooks/use-sms-captcha'
import { SmsCaptchaField } from './captcha-field'
import { MobileField, useDefaultDialingCode } from './mobile-field'
import { SmsCodeButton } from './sms-code-button'

/**
 * A mobile number and the SMS code sent to it without a session (login or password reset).
 * The number is checked before a code is sent, its problem shown in the form's errors.
 */
export function usePhoneCode({
  purpose,
  setErrors,
  remembered,
}: {
  purpose: 'login' | 'reset'
  setErrors: (update: (current: FieldErrors) => FieldErrors) => void
  remembered?: { mobileNum?: string; countryDialingCode?: string } | null
}) {
  const { t } = useTexts(AUTH)
  const check = useFieldCheck()
  const defaultCode = useDefaultDialingCode()
  const [chosenCode, setCode] = useState(remembered?.countryDialingCode ?? '')
  const code = chosenCode || defaultCode
  const [mobile, setMobile] = useState(remembered?.mobileNum ?? '')
  const [smsCode, setSmsCode] = useState('')
  const smsCaptcha = useSmsCaptcha()

  const mobileProblem = () => check('mobileNum', mobile) ?? (code ? null : t('required'))

  const sendCode = async (): Promise<number | null> => {
    const problem = mobileProblem()
    setErrors((current) => ({ ...current, mobile: problem }))
    if (problem) return null
    return smsCaptcha.send(async (answer) => {
      const sent = await call(api.smsNoLogin, {
        body: { mobileNum: mobile.trim(), countryDialingCode: code, purpose, ...answer },
      })
      return sent.expiredMinutes * 60
    })
  }

  return {
    code,
    setCode,
    mobile,
    setMobile,
    smsCode,
    setSmsCode,
    smsCaptcha,
    sendCode,
    problems: () => ({ mobile: mobileProblem(), smsCode: smsCode.trim() ? null : t('required') }),
    body: () => ({ mobileNum: mobile.trim(), countryDialingCode: code, verificationCode: smsCode.trim() }),
  }
}

export function PhoneCodeFields({ phone, errors }: { phone: ReturnType<typeof usePhoneCode>; errors: FieldErrors }) {
  const { t } = useTexts(AUTH)
  return (
    <>
      <MobileField
        label={t('mobileNumber')}
        code={phone.code}
        onCode={phone.setCode}
        value={phone.mobile}
        onChange={phone.setMobile}
        error={errors.mobile}
      />
      <Field
        label={t('smsCode')}
        placeholder={t('smsCodePlaceholder')}
        value={phone.smsCode}
        onChange={(event) => phone.setSmsCode(event.target.value)}
        error={errors.smsCode}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
        addon={<SmsCodeButton send={phone.sendCode} />}
      />
      <SmsCaptchaField smsCaptcha={phone.smsCaptcha} />
    </>
  )
}
