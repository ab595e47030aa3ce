import { useState, type FormEvent } from 'react'
import { Field, FormMessage } from '../../../components/ui/field'
import { Icon } from '../../../components/ui/icon'
import { call } from '../../../lib/api-client'
import { useErrorText } from '../../../lib/error-text'
import { useTexts } from '../../../lib/i18n'
import { api } from '../api/auth-api'
import { AUTH } from '../auth-texts'
import { focusFirstInvalid } from '../focus-invalid'
import { useFieldCheck } from '../hooks/use-field-check'

/** Forgot password by email: username and email, then the in_been_out confirmation (docs/domain/site.md#states-and-transitions). */
export function ForgotByEmail() {
  const { t } = useTexts(AUTH)
  const errorText = useErrorText()
  const check = useFieldCheck()
  const [username, setUsername] = useState('')
  const [email, setEmail] = useState('')
  const [errors, setErrors] = useState<Record<string, string | null>>({})
  const [failure, setFailure] = useState<unknown>(null)
  const [busy, setBusy] = useState(false)
  const [sent, setSent] = useState(false)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const next = { username: check('username', username), email: check('email', email) }
    setErrors(next)
    setFailure(null)
    if (next.username || next.email) {
      focusFirstInvalid(event.currentTarget)
      return
    }
    setBusy(true)
    try {
      await call(api.forgotByEmail, { body: { username: username.trim(), email: email.trim() } })
      setSent(true)
    } catch (error) {
      setFailure(error)
    } finally {
      setBusy(false)
    }
  }

  if (sent) {
    return (
      <div className="auth-done" role="status">
        <span className="auth-done__icon">
          <Icon name="mail" size={28} />
        </span>
        <p>{t('in_been_out')}</p>
      </div>
    )
  }
  return (
    <form className="form auth-form" onSubmit={(event) => void submit(event)} noValidate>
      <p className="auth-lead">{t('forgotEmailIntro')}</p>
      <Field
        label={t('username')}
        placeholder={t('usernamePlaceholder')}
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        error={errors.username}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={64}
      />
      <Field
        label={t('email')}
        placeholder={t('emailPlaceholder')}
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email}
        autoComplete="email"
        maxLength={254}
      />
      {failure ? <FormMessage>{errorText(failure)}</FormMessage> : null}
      <button type="submit" className="button button--cta button--large button--block" disabled={busy}>
        {busy ? <span className="auth-busy" aria-hidden="true" /> : null}
        {t('sendLink')}
      </button>
    </form>
  )
}
