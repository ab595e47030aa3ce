import type { SessionValue } from '@sea/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { Field, FormMessage } from '../../../components/ui/field'
import { call } from '../../../lib/api-client'
import { useErrorText } from '../../../lib/error-text'
import { useTexts } from '../../../lib/i18n'
import { api } from '../api/auth-api'
import { needsCaptcha } from '../auth-errors'
import { AUTH } from '../auth-texts'
import { focusFirstInvalid } from '../focus-invalid'
import { useCaptcha } from '../hooks/use-captcha'
import { forget, readRemembered, remember } from '../remember-me'
import { finishLogin, nextStep } from '../session-start'
import { CaptchaField } from './captcha-field'
import { RememberRow } from './remember-row'

export type Challenge = NonNullable<SessionValue['verification']> & { userName: string }

/**
 * Username and password login (docs/domain/site.md): trimmed inputs, both required; the
 * captcha appears once the server asks for it and is replaced after every attempt, as each
 * attempt spends it.
 */
export function UsernameLoginForm({ onChallenge }: { onChallenge: (challenge: Challenge) => void }) {
  const { t } = useTexts(AUTH)
  const errorText = useErrorText()
  const queryClient = useQueryClient()
  const [remembered] = useState(readRemembered)
  const [username, setUsername] = useState(remembered?.username ?? '')
  const [password, setPassword] = useState('')
  const [rememberMe, setRememberMe] = useState(remembered !== null)
  const [showCaptcha, setShowCaptcha] = useState(false)
  const [answer, setAnswer] = useState('')
  const captcha = useCaptcha(showCaptcha)
  const [errors, setErrors] = useState<Record<string, string | null>>({})
  const [failure, setFailure] = useState<unknown>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const name = username.trim()
    const secret = password.trim()
    const next = {
      username: name ? null : t('required'),
      password: secret ? null : t('required'),
      captcha: showCaptcha && !answer.trim() ? t('required') : null,
    }
    setErrors(next)
    setFailure(null)
    if (Object.values(next).some(Boolean)) {
      focusFirstInvalid(event.currentTarget)
      return
    }
    setBusy(true)
    try {
      const withCaptcha =
        showCaptcha && captcha.captchaId ? { captcha: answer.trim(), captchaId: captcha.captchaId } : {}
      const value = await call(api.login, {
        body: { type: 'username', username: name, password: secret, ...withCaptcha },
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
      setBusy(false)
      setFailure(error)
      setAnswer('')
      if (showCaptcha) captcha.refresh(true)
      else if (needsCaptcha(error)) setShowCaptcha(true)
    }
  }

  return (
    <form className="form auth-form" onSubmit={(event) => void submit(event)} noValidate>
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
      {failure ? <FormMessage>{errorText(failure)}</FormMessage> : null}
      <button type="submit" className="button button--cta button--large button--block" disabled={busy}>
        {busy ? <span className="auth-busy" aria-hidden="true" /> : null}
        {busy ? t('loggingIn') : t('login')}
      </button>
    </form>
  )
}
