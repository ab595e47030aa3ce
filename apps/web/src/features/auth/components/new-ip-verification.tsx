import type { VERIFY_METHODS } from '@sea/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { Field, FormMessage } from '../../../components/ui/field'
import { Icon } from '../../../components/ui/icon'
import { Tabs } from '../../../components/ui/tabs'
import { ApiError, call } from '../../../lib/api-client'
import { useErrorText } from '../../../lib/error-text'
import { useTexts } from '../../../lib/i18n'
import { api } from '../api/auth-api'
import { AUTH } from '../auth-texts'
import { focusFirstInvalid } from '../focus-invalid'
import { useSmsCaptcha } from '../hooks/use-sms-captcha'
import { finishLogin } from '../session-start'
import { CaptchaField } from './captcha-field'
import { SmsCodeButton } from './sms-code-button'
import type { Challenge } from './username-login-form'

type Method = (typeof VERIFY_METHODS)[number]
const LABEL: Record<Method, string> = {
  sms: 'methodSms',
  email: 'methodEmail',
  totp: 'methodTotp',
  bank_name: 'methodBankName',
}

/**
 * The second step of a password login from a new address (docs/domain/site.md#states-and-transitions, decision 009):
 * a code sent by SMS or email, an authenticator code, or the bound bank account's holder name.
 */
export function NewIpVerification({ challenge, onBack }: { challenge: Challenge; onBack: () => void }) {
  const { t } = useTexts(AUTH)
  const errorText = useErrorText()
  const queryClient = useQueryClient()
  const [method, setMethod] = useState<Method>(challenge.methods[0] ?? 'sms')
  const [code, setCode] = useState('')
  const [sentTo, setSentTo] = useState<Partial<Record<Method, string>>>({})
  const [error, setError] = useState<string | null>(null)
  const [failure, setFailure] = useState<unknown>(null)
  const [busy, setBusy] = useState(false)
  const smsCaptcha = useSmsCaptcha()
  const sends = method === 'sms' || method === 'email'
  // An expired or used-up challenge cannot be retried: the player logs in again.
  const expired = failure instanceof ApiError && failure.code === 'verification_code_expired'

  const send = (): Promise<number | null> =>
    smsCaptcha.send(async (answer) => {
      const via = method === 'email' ? 'email' : 'sms'
      const sent = await call(api.challenge, { body: { challengeId: challenge.challengeId, method: via, ...answer } })
      setSentTo((current) => ({ ...current, [via]: sent.destination }))
      return sent.expiredMinutes * 60
    })

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const value = code.trim()
    setError(value ? null : t('required'))
    setFailure(null)
    if (!value) {
      focusFirstInvalid(event.currentTarget)
      return
    }
    setBusy(true)
    try {
      const session = await call(api.verify, { body: { challengeId: challenge.challengeId, method, code: value } })
      await finishLogin(queryClient, session, 'username', challenge.userName)
    } catch (caught) {
      setBusy(false)
      setFailure(caught)
    }
  }

  const destination = sentTo[method]
  return (
    <form className="form auth-form" onSubmit={(event) => void submit(event)} noValidate>
      <div className="auth-intro">
        <span className="auth-intro__icon">
          <Icon name="shield" size={22} />
        </span>
        <p>{t('verifyIntro')}</p>
      </div>
      {challenge.methods.length > 1 ? (
        <div className="auth-methods">
          <Tabs
            label={t('verifyMethod')}
            tabs={challenge.methods.map((id) => ({ id, label: t(LABEL[id]) }))}
            value={method}
            onChange={(id) => {
              setMethod(id)
              setCode('')
              setError(null)
            }}
          />
        </div>
      ) : null}
      <Field
        key={method}
        label={method === 'bank_name' ? t('bankNameLabel') : t(LABEL[method])}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
        hint={
          method === 'totp'
            ? t('totpHint')
            : method === 'bank_name'
              ? t('bankNameHint')
              : destination
                ? t('codeSentTo', { destination })
                : t('sendCodeHint')
        }
        inputMode={method === 'bank_name' ? 'text' : 'numeric'}
        autoComplete={method === 'bank_name' ? 'name' : 'one-time-code'}
        maxLength={method === 'bank_name' ? 100 : 8}
        addon={sends ? <SmsCodeButton key={method} send={send} /> : undefined}
      />
      {sends && smsCaptcha.shown ? (
        <CaptchaField
          captcha={smsCaptcha.captcha}
          label={t('smsCaptcha')}
          value={smsCaptcha.answer}
          onChange={smsCaptcha.setAnswer}
          error={smsCaptcha.error}
          autoFocus
        />
      ) : null}
      {failure ? <FormMessage>{errorText(failure)}</FormMessage> : null}
      {expired ? null : (
        <button type="submit" className="button button--cta button--large button--block" disabled={busy}>
          {busy ? <span className="auth-busy" aria-hidden="true" /> : null}
          {t('verifyButton')}
        </button>
      )}
      <button type="button" className="button button--ghost button--block" onClick={onBack}>
        {t('backToLogin')}
      </button>
    </form>
  )
}
