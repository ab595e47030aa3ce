import type { SessionValue } from '@sea/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Field } from '../../../components/ui/field'
import { call } from '../../../lib/api-client'
import { useTexts } from '../../../lib/i18n'
import { api } from '../api/auth-api'
import { needsCaptcha } from '../auth-errors'
import { AUTH } from '../auth-texts'
import { useCaptcha } from '../hooks/use-captcha'
import { useFormSubmit } from '../hooks/use-form-submit'
import { forget, readRemembered, remember } from '../remember-me'
import { finishLogin, nextStep } from '../session-start'
import { CaptchaField } from './captcha-field'
import { FailureMessage, SubmitButton } from './form-submit'
import { RememberRow } from './remember-row'
import { UsernameField } from './username-field'

export type Challenge = NonNullable<SessionValue['verification']> & { userName: string }

/**
 * Username and password login (docs/domain/site.md): trimmed inputs, both required; the
 * captcha appears once the server asks for it and is replaced after every attempt, as each
 * attempt spends it.
 */
export function UsernameLoginForm({ onChallenge }: { onChallenge: (challenge: Challenge) => void }) {
  const { t } = useTexts(AUTH)
  const queryClient = useQueryClient()
  const [remembered] = useState(readRemembered)
  const [username, setUsername] = useState(remembered?.username ?? '')
  const [password, setPassword] = useState('')
  const [rememberMe, setRememberMe] = useState(remembered !== null)
  const [showCaptcha, setShowCaptcha] = useState(false)
  const [answer, setAnswer] = useState('')
  const captcha = useCaptcha(showCaptcha)
  const { errors, failure, busy, setBusy, submitWith } = useFormSubmit()

  const submit = submitWith(
    () => ({
      username: username.trim() ? null : t('required'),
      password: password.trim() ? null : t('required'),
      captcha: showCaptcha && !answer.trim() ? t('required') : null,
    }),
    async () => {
      const name = username.trim()
      const withCaptcha =
        showCaptcha && captcha.captchaId ? { captcha: answer.trim(), captchaId: captcha.captchaId } : {}
      try {
        const value = await call(api.login, {
          body: { type: 'username', username: name, password: password.trim(), ...withCaptcha },
        })
        if (rememberMe) remember({ username: name })
        else forget()
        if (nextStep(value, 'username') === 'verify' && value.verification) {
          onChallenge({ ...value.verification, userName: name })
          setBusy(false)
        } else {
          await finishLogin(queryClient, value, 'username', name)
        }
      } catch (error) {
        // Each attempt spends the captcha.
        setAnswer('')
        if (showCaptcha) captcha.refresh(true)
        else if (needsCaptcha(error)) setShowCaptcha(true)
        throw error
      }
    },
  )

  return (
    <form className="form auth-form" onSubmit={(event) => void submit(event)} noValidate>
      <UsernameField value={username} onChange={setUsername} error={errors.username} />
      <Field
        label={t('password')}
        placeholder={t('passwordPlaceholder')}
        type="password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
        autoComplete="current-password"
        maxLength={256}
        reveal={{ show: t('showPassword'), hide: t('hidePassword') }}
      />
      {showCaptcha ? (
        <CaptchaField captcha={captcha} value={answer} onChange={setAnswer} error={errors.captcha} autoFocus />
      ) : null}
      <RememberRow checked={rememberMe} onChange={setRememberMe} />
      <FailureMessage failure={failure} />
      <SubmitButton busy={busy}>{busy ? t('loggingIn') : t('login')}</SubmitButton>
    </form>
  )
}
