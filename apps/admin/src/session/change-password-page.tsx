import { OperatorPasswordSchema } from '@sea/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId } from 'react'
import { useForm, type UseFormRegisterReturn } from 'react-hook-form'
import { Navigate, useLocation, useNavigate } from 'react-router'
import { Value } from 'typebox/value'
import { ErrorAlert } from '../components/common'
import { ApiError, call } from '../lib/api'
import { useTexts } from '../lib/i18n'
import { api } from '../lib/routes'
import { clearSession, getSession } from '../lib/session'
import { AuthFrame } from './auth-frame'
import { CHANGE_PASSWORD } from './change-password.texts'
import { sessionApi } from './session.api'
import './change-password.css'

interface PasswordValues {
  currentPassword: string
  newPassword: string
  repeat: string
}
type FieldErrorText = 'required' | 'weak' | 'holdsUsername' | 'sameAsCurrent' | 'mismatch' | 'rule'

/**
 * "Choose a new password": where a session with a one-time password (new operator, or reset by
 * another) is sent after login and enrolment. The server answers every other call with
 * password_change_required until the change is made; the page checks the contract's own rule
 * first, so most mistakes never reach the server (and its attempt count).
 */
export function ChangePasswordPage() {
  const state = useLocation().state as { from?: string } | null
  if (!getSession()) return <Navigate to="/login" replace />
  return <ChangePassword from={state?.from} />
}

function ChangePassword({ from }: { from: string | undefined }) {
  const { t } = useTexts(CHANGE_PASSWORD)
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const me = useQuery({ queryKey: ['me'], queryFn: () => call(api.me) })
  const username = me.data?.username.toLowerCase()
  const { register, handleSubmit, formState, setError } = useForm<PasswordValues>({
    defaultValues: { currentPassword: '', newPassword: '', repeat: '' },
  })
  const change = useMutation({
    mutationFn: (values: PasswordValues) =>
      call(sessionApi.changePassword, {
        body: { currentPassword: values.currentPassword, newPassword: values.newPassword },
      }),
    onSuccess: () => {
      // The session is free now: whatever was refused before may be asked again.
      queryClient.clear()
      void navigate(from ?? '/', { replace: true })
    },
    onError: (error) => {
      if (error instanceof ApiError && error.details.some((detail) => detail.path === '/body/newPassword'))
        setError('newPassword', { type: 'rule' })
      if (error instanceof ApiError && error.code === 'password_same_as_old')
        setError('newPassword', { type: 'sameAsCurrent' })
    },
  })
  const signOut = useMutation({
    mutationFn: () => call(api.logout),
    onSettled: () => {
      clearSession()
      queryClient.clear()
      void navigate('/login', { replace: true, state: { reason: 'loggedOut' } })
    },
  })
  const errors = formState.errors
  const errorText = (field: keyof PasswordValues) => {
    const type = errors[field]?.type
    if (type === undefined) return undefined
    return t((type === 'validate' || type === 'required' ? 'required' : type) as FieldErrorText)
  }
  return (
    <AuthFrame title={t('title')} subtitle={t('intro')}>
      {me.data ? (
        <p className="change-password-account">
          <span className="muted">{t('account')}</span> <strong>{me.data.username}</strong>
        </p>
      ) : null}
      <ErrorAlert error={change.error} />
      <form className="form" noValidate onSubmit={handleSubmit((values) => change.mutate(values))}>
        <PasswordField
          label={t('current')}
          hint={t('currentHint')}
          autoComplete="current-password"
          autoFocus
          error={errorText('currentPassword')}
          registration={register('currentPassword', { required: true })}
        />
        <PasswordField
          label={t('next')}
          hint={t('rule')}
          autoComplete="new-password"
          error={errorText('newPassword')}
          registration={register('newPassword', {
            validate: {
              required: (value) => value !== '',
              weak: (value) => Value.Check(OperatorPasswordSchema, value),
              holdsUsername: (value) => !username || !value.toLowerCase().includes(username),
              sameAsCurrent: (value, values) => value !== values.currentPassword,
            },
          })}
        />
        <PasswordField
          label={t('repeat')}
          autoComplete="new-password"
          error={errorText('repeat')}
          registration={register('repeat', {
            validate: {
              required: (value) => value !== '',
              mismatch: (value, values) => value === values.newPassword,
            },
          })}
        />
        <button className="button button-primary button-block" type="submit" disabled={change.isPending}>
          {change.isPending ? t('submitting') : t('submit')}
        </button>
        <button
          className="link-quiet change-password-signout"
          type="button"
          disabled={signOut.isPending}
          onClick={() => signOut.mutate()}
        >
          {t('signOut')}
        </button>
      </form>
    </AuthFrame>
  )
}

function PasswordField(props: {
  label: string
  hint?: string
  autoComplete: 'current-password' | 'new-password'
  autoFocus?: boolean
  error: string | undefined
  registration: UseFormRegisterReturn
}) {
  const id = useId()
  // The error says what the hint would, more pointedly: one of them at a time.
  const note = props.error ? 'error' : props.hint ? 'hint' : null
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {props.label}
      </label>
      <input
        id={id}
        className="input"
        type="password"
        autoComplete={props.autoComplete}
        autoFocus={props.autoFocus}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={note ? `${id}-${note}` : undefined}
        {...props.registration}
      />
      {props.error ? (
        <span className="field-error" id={`${id}-error`}>
          {props.error}
        </span>
      ) : null}
      {note === 'hint' ? (
        <span className="field-hint" id={`${id}-hint`}>
          {props.hint}
        </span>
      ) : null}
    </div>
  )
}
