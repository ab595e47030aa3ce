import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { call } from '../../../lib/api-client'
import { useTexts } from '../../../lib/i18n'
import { api } from '../api/auth-api'
import { AUTH } from '../auth-texts'
import { useFormSubmit } from '../hooks/use-form-submit'
import { forget, readRemembered, remember } from '../remember-me'
import { finishLogin } from '../session-start'
import { FailureMessage, SubmitButton } from './form-submit'
import { PhoneCodeFields, usePhoneCode } from './phone-code-fields'
import { RememberRow } from './remember-row'

/** Mobile number and SMS code login (whitelabel SMS_LOGIN); a captcha only when sending codes asks for one. */
export function SmsLoginForm() {
  const { t } = useTexts(AUTH)
  const queryClient = useQueryClient()
  const [remembered] = useState(readRemembered)
  const [rememberMe, setRememberMe] = useState(remembered !== null)
  const { errors, setErrors, failure, busy, submitWith } = useFormSubmit()
  const phone = usePhoneCode({ purpose: 'login', setErrors, remembered })

  const submit = submitWith(phone.problems, async () => {
    const body = { type: 'sms' as const, ...phone.body() }
    const value = await call(api.login, { body })
    if (rememberMe) remember({ mobileNum: body.mobileNum, countryDialingCode: body.countryDialingCode })
    else forget()
    await finishLogin(queryClient, value, 'sms')
  })

  return (
    <form className="form auth-form" onSubmit={(event) => void submit(event)} noValidate>
      <PhoneCodeFields phone={phone} errors={errors} />
      <RememberRow checked={rememberMe} onChange={setRememberMe} />
      <FailureMessage failure={failure} />
      <SubmitButton busy={busy}>{busy ? t('loggingIn') : t('login')}</SubmitButton>
    </form>
  )
}
