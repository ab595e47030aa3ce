import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useLocation, useNavigate } from 'react-router'
import { call } from '../lib/api'
import { api } from '../lib/routes'
import { setSession } from '../lib/session'
import { useTexts } from '../lib/i18n'
import { ErrorAlert, Notice } from '../components/common'
import { AuthFrame } from './auth-frame'
import { SESSION } from './session.texts'

/** Why the login page is showing, passed by whoever sent the operator here. */
export type LoginReason = 'ended' | 'loggedOut'
export type LoginState = { reason?: LoginReason; from?: string } | null

interface LoginValues {
  username: string
  password: string
  totpCode: string
}

export function LoginPage() {
  const { t } = useTexts(SESSION)
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const state = useLocation().state as LoginState
  const { register, handleSubmit, formState } = useForm<LoginValues>({
    defaultValues: { username: '', password: '', totpCode: '' },
  })
  const login = useMutation({
    mutationFn: (values: LoginValues) =>
      call(api.login, {
        body: {
          username: values.username.trim(),
          password: values.password,
          totpCode: values.totpCode.replace(/\s/g, '') || undefined,
        },
      }),
    onSuccess: (value) => {
      if ('enrolment' in value) {
        void navigate('/enrol', { state: { enrolment: value.enrolment, from: state?.from } })
        return
      }
      // A new session: nothing the previous operator's queries cached may show.
      queryClient.clear()
      setSession(value)
      if (value.passwordChangeRequired)
        void navigate('/change-password', { replace: true, state: { from: state?.from } })
      else void navigate(state?.from ?? '/', { replace: true })
    },
  })
  const errors = formState.errors
  return (
    <AuthFrame title={t('title')} subtitle={t('subtitle')}>
      {state?.reason && !login.isPending && !login.error ? <Notice>{t(state.reason)}</Notice> : null}
      <ErrorAlert error={login.error} />
      <form className="form" noValidate onSubmit={handleSubmit((values) => login.mutate(values))}>
        <label className="field">
          <span className="field-label">{t('username')}</span>
          <input
            className="input"
            autoComplete="username"
            autoFocus
            aria-invalid={errors.username ? true : undefined}
            {...register('username', { validate: (value) => value.trim() !== '' })}
          />
          {errors.username ? <span className="field-error">{t('required')}</span> : null}
        </label>
        <label className="field">
          <span className="field-label">{t('password')}</span>
          <input
            className="input"
            type="password"
            autoComplete="current-password"
            aria-invalid={errors.password ? true : undefined}
            {...register('password', { required: true })}
          />
          {errors.password ? <span className="field-error">{t('required')}</span> : null}
        </label>
        <label className="field">
          <span className="field-label">{t('code')}</span>
          <input
            className="input input-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={8}
            placeholder="••••••"
            {...register('totpCode')}
          />
          <span className="field-hint">{t('codeNote')}</span>
        </label>
        <button className="button button-primary button-block" type="submit" disabled={login.isPending}>
          {login.isPending ? t('submitting') : t('submit')}
        </button>
      </form>
    </AuthFrame>
  )
}
