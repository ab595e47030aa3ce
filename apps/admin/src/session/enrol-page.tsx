import type { OperatorEnrolmentSchema } from '@sea/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { Link, Navigate, useLocation, useNavigate } from 'react-router'
import type { Static } from 'typebox'
import { CopyButton, ErrorAlert } from '../components/common'
import { call } from '../lib/api'
import { currentLanguage, HTML_LANG, useTexts } from '../lib/i18n'
import { api } from '../lib/routes'
import { setSession } from '../lib/session'
import { AuthFrame } from './auth-frame'
import { groupSecret, QrCode } from './qr-code'
import { SESSION } from './session.texts'

export type Enrolment = Static<typeof OperatorEnrolmentSchema>['enrolment']
type EnrolState = { enrolment?: Enrolment; from?: string } | null

/**
 * A new or reset operator's authenticator: the secret as a QR code and as text, then its first
 * code. The enrolment lives in the page's navigation state only; a reload starts again at login.
 */
export function EnrolPage() {
  const state = useLocation().state as EnrolState
  if (!state?.enrolment) return <Navigate to="/login" replace />
  return <Enrol enrolment={state.enrolment} from={state.from} />
}

function Enrol({ enrolment, from }: { enrolment: Enrolment; from?: string }) {
  const { t } = useTexts(SESSION)
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { register, handleSubmit, formState } = useForm<{ totpCode: string }>({ defaultValues: { totpCode: '' } })
  const enrol = useMutation({
    mutationFn: (totpCode: string) => call(api.enrol, { body: { enrolmentToken: enrolment.enrolmentToken, totpCode } }),
    onSuccess: (session) => {
      queryClient.clear()
      setSession(session)
      // A new or reset operator holds a one-time password: replaced before anything else.
      if (session.passwordChangeRequired) void navigate('/change-password', { replace: true, state: { from } })
      else void navigate(from ?? '/', { replace: true })
    },
  })
  const expires = new Date(enrolment.expiresAt).toLocaleTimeString(HTML_LANG[currentLanguage()], {
    hour: '2-digit',
    minute: '2-digit',
  })
  return (
    <AuthFrame title={t('enrolTitle')} subtitle={t('enrolIntro')}>
      <div className="enrol">
        <QrCode text={enrolment.otpauthUri} label={t('enrolTitle')} />
        <div className="enrol-secret">
          <span className="field-label">{t('secretLabel')}</span>
          <code className="secret" data-testid="enrol-secret">
            {groupSecret(enrolment.secret)}
          </code>
          <CopyButton text={enrolment.secret} label={t('copy')} done={t('copied')} />
        </div>
      </div>
      <ErrorAlert error={enrol.error} />
      <form
        className="form"
        noValidate
        onSubmit={handleSubmit((values) => enrol.mutate(values.totpCode.replace(/\s/g, '')))}
      >
        <label className="field">
          <span className="field-label">{t('confirmCode')}</span>
          <input
            className="input input-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
            maxLength={8}
            aria-invalid={formState.errors.totpCode ? true : undefined}
            {...register('totpCode', { validate: (value) => /^\d{6}$/.test(value.replace(/\s/g, '')) })}
          />
          {formState.errors.totpCode ? <span className="field-error">{t('codeFormat')}</span> : null}
          <span className="field-hint">{t('enrolExpires', { time: expires })}</span>
        </label>
        <button className="button button-primary button-block" type="submit" disabled={enrol.isPending}>
          {enrol.isPending ? t('confirming') : t('confirm')}
        </button>
        <Link className="link-quiet" to="/login">
          {t('backToLogin')}
        </Link>
      </form>
    </AuthFrame>
  )
}
