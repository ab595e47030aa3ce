import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { call } from '../../../lib/api-client'
import { useTexts } from '../../../lib/i18n'
import { api } from '../api/auth-api'
import { AUTH } from '../auth-texts'
import { useFormSubmit } from '../hooks/use-form-submit'
import { finishLogin } from '../session-start'
import { FailureMessage, SubmitButton } from './form-submit'
import { PasswordPairFields, usePasswordPairCheck, type PasswordPair } from './password-fields'
import { PhoneCodeFields, usePhoneCode } from './phone-code-fields'

/**
 * Forgot password by phone (PHONE_RECOVERY): a code to the bound number, counting down until
 * it expires, a new password, then the server logs the member in (its answer is a session).
 */
export function ForgotByPhone() {
  const { t } = useTexts(AUTH)
  const checkPair = usePasswordPairCheck()
  const queryClient = useQueryClient()
  const { errors, setErrors, failure, busy, submitWith } = useFormSubmit()
  const phone = usePhoneCode({ purpose: 'reset', setErrors })
  const [pair, setPair] = useState<PasswordPair>({ newPassword: '', confirmNewPassword: '' })

  const submit = submitWith(
    () => ({ ...phone.problems(), ...checkPair(pair) }),
    async () => {
      const value = await call(api.forgotByPhone, {
        body: {
          ...phone.body(),
          newPassword: pair.newPassword.trim(),
          confirmNewPassword: pair.confirmNewPassword.trim(),
        },
      })
      await finishLogin(queryClient, value, 'sms')
    },
  )

  return (
    <form className="form auth-form" onSubmit={(event) => void submit(event)} noValidate>
      <p className="auth-lead">{t('forgotPhoneIntro')}</p>
      <PhoneCodeFields phone={phone} errors={errors} />
      <PasswordPairFields pair={pair} onChange={setPair} errors={errors} />
      <FailureMessage failure={failure} />
      <SubmitButton busy={busy}>{t('resetAndLogin')}</SubmitButton>
    </form>
  )
}
