import { useState } from 'react'
import { call } from '../../../lib/api-client'
import { useTexts } from '../../../lib/i18n'
import { switchModal } from '../../../lib/modals'
import { api } from '../api/auth-api'
import { AUTH } from '../auth-texts'
import { useFormSubmit } from '../hooks/use-form-submit'
import { AuthDone } from './auth-done'
import { FailureMessage, SubmitButton } from './form-submit'
import { PasswordPairFields, usePasswordPairCheck, type PasswordPair } from './password-fields'

/** The page a reset email links to (`/?resetToken=`): a new password, then back to login. */
export function ResetByLink({ token }: { token: string }) {
  const { t } = useTexts(AUTH)
  const checkPair = usePasswordPairCheck()
  const [pair, setPair] = useState<PasswordPair>({ newPassword: '', confirmNewPassword: '' })
  const { errors, failure, busy, setBusy, submitWith } = useFormSubmit()
  const [done, setDone] = useState(false)

  const submit = submitWith(
    () => checkPair(pair),
    async () => {
      await call(api.resetByLink, {
        body: { token, newPassword: pair.newPassword.trim(), confirmNewPassword: pair.confirmNewPassword.trim() },
      })
      setDone(true)
      setBusy(false)
    },
  )

  if (done) {
    return (
      <AuthDone icon="check" tone="success" announce message={t('resetDone')}>
        <button type="button" className="button button--cta button--block" onClick={() => switchModal('login')}>
          {t('login')}
        </button>
      </AuthDone>
    )
  }
  return (
    <form className="form auth-form" onSubmit={(event) => void submit(event)} noValidate>
      <p className="auth-lead">{t('resetLinkIntro')}</p>
      <PasswordPairFields pair={pair} onChange={setPair} errors={errors} />
      <FailureMessage failure={failure} />
      <SubmitButton busy={busy}>{t('savePassword')}</SubmitButton>
    </form>
  )
}
