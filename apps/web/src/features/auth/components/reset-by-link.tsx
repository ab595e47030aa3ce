import { useState, type FormEvent } from 'react'
import { FormMessage } from '../../../components/ui/field'
import { Icon } from '../../../components/ui/icon'
import { call } from '../../../lib/api-client'
import { useErrorText } from '../../../lib/error-text'
import { useTexts } from '../../../lib/i18n'
import { switchModal } from '../../../lib/modals'
import { api } from '../api/auth-api'
import { AUTH } from '../auth-texts'
import { focusFirstInvalid } from '../focus-invalid'
import { PasswordPairFields, usePasswordPairCheck, type PasswordPair } from './password-fields'

/** The page a reset email links to (`/?resetToken=`): a new password, then back to login. */
export function ResetByLink({ token }: { token: string }) {
  const { t } = useTexts(AUTH)
  const errorText = useErrorText()
  const checkPair = usePasswordPairCheck()
  const [pair, setPair] = useState<PasswordPair>({ newPassword: '', confirmNewPassword: '' })
  const [errors, setErrors] = useState<Record<string, string | null>>({})
  const [failure, setFailure] = useState<unknown>(null)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const next = checkPair(pair)
    setErrors(next)
    setFailure(null)
    if (next.newPassword || next.confirmNewPassword) {
      focusFirstInvalid(event.currentTarget)
      return
    }
    setBusy(true)
    try {
      await call(api.resetByLink, {
        body: { token, newPassword: pair.newPassword.trim(), confirmNewPassword: pair.confirmNewPassword.trim() },
      })
      setDone(true)
    } catch (error) {
      setFailure(error)
    } finally {
      setBusy(false)
    }
  }

  if (done) {
    return (
      <div className="auth-done" role="status">
        <span className="auth-done__icon auth-done__icon--success">
          <Icon name="check" size={28} />
        </span>
        <p>{t('resetDone')}</p>
        <button type="button" className="button button--cta button--block" onClick={() => switchModal('login')}>
          {t('login')}
        </button>
      </div>
    )
  }
  return (
    <form className="form auth-form" onSubmit={(event) => void submit(event)} noValidate>
      <p className="auth-lead">{t('resetLinkIntro')}</p>
      <PasswordPairFields pair={pair} onChange={setPair} errors={errors} />
      {failure ? <FormMessage>{errorText(failure)}</FormMessage> : null}
      <button type="submit" className="button button--cta button--large button--block" disabled={busy}>
        {busy ? <span className="auth-busy" aria-hidden="true" /> : null}
        {t('savePassword')}
      </button>
    </form>
  )
}
