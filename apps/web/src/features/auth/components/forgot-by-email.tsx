import { useState } from 'react'
import { Field } from '../../../components/ui/field'
import { call } from '../../../lib/api-client'
import { useTexts } from '../../../lib/i18n'
import { api } from '../api/auth-api'
import { AUTH } from '../auth-texts'
import { useFieldCheck } from '../hooks/use-field-check'
import { useFormSubmit } from '../hooks/use-form-submit'
import { AuthDone } from './auth-done'
import { FailureMessage, SubmitButton } from './form-submit'
import { UsernameField } from './username-field'

/** Forgot password by email: username and email, then the in_been_out confirmation (docs/domain/site.md#states-and-transitions). */
export function ForgotByEmail() {
  const { t } = useTexts(AUTH)
  const check = useFieldCheck()
  const [username, setUsername] = useState('')
  const [email, setEmail] = useState('')
  const { errors, failure, busy, setBusy, submitWith } = useFormSubmit()
  const [sent, setSent] = useState(false)

  const submit = submitWith(
    () => ({ username: check('username', username), email: check('email', email) }),
    async () => {
      await call(api.forgotByEmail, { body: { username: username.trim(), email: email.trim() } })
      setSent(true)
      setBusy(false)
    },
  )

  if (sent) {
    return <AuthDone icon="mail" announce message={t('in_been_out')} />
  }
  return (
    <form className="form auth-form" onSubmit={(event) => void submit(event)} noValidate>
      <p className="auth-lead">{t('forgotEmailIntro')}</p>
      <UsernameField value={username} onChange={setUsername} error={errors.username} />
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
      <FailureMessage failure={failure} />
      <SubmitButton busy={busy}>{t('sendLink')}</SubmitButton>
    </form>
  )
}
