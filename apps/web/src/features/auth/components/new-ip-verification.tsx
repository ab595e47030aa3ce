import type { VERIFY_METHODS } from '@sea/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Field } from '../../../components/ui/field'
import { Icon } from '../../../components/ui/icon'
import { Tabs } from '../../../components/ui/tabs'
import { ApiError, call } from '../../../lib/api-client'
import { useTexts } from '../../../lib/i18n'
import { api } from '../api/auth-api'
import { AUTH } from '../auth-texts'
import { useFormSubmit } from '../hooks/use-form-submit'
import { useSmsCaptcha } from '../hooks/use-sms-captcha'
import { finishLogin } from '../session-start'
import { SmsCaptchaField } from './captcha-field'
import { FailureMessage, SubmitButton } from './form-submit'
import { SmsCodeButton } from './sms-code-button'
import type { Challenge } from './username-login-form'
import '../../../components/ui/icon-tile.css'

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
  const queryClient = useQueryClient()
  const [method, setMethod] = useState<Method>(challenge.methods[0] ?? 'sms')
  const [code, setCode] = useState('')
  const [sentTo, setSentTo] = useState<Partial<Record<Method, string>>>({})
  const { errors, setErrors, failure, busy, submitWith } = useFormSubmit()
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

  const submit = submitWith(
    () => ({ code: code.trim() ? null : t('required') }),
    async () => {
      const session = await call(api.verify, {
        body: { challengeId: challenge.challengeId, method, code: code.trim() },
      })
      await finishLogin(queryClient, session, 'username', challenge.userName)
    },
  )

  const destination = sentTo[method]
  return (
    <form className="form auth-form" onSubmit={(event) => void submit(event)} noValidate>
      <div className="auth-intro">
        <span className="auth-intro__icon icon-tile icon-tile--round icon-tile--accent">
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
              setErrors({})
            }}
          />
        </div>
      ) : null}
      <Field
        key={method}
        label={method === 'bank_name' ? t('bankNameLabel') : t(LABEL[method])}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={errors.code}
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
      {sends ? <SmsCaptchaField smsCaptcha={smsCaptcha} /> : null}
      <FailureMessage failure={failure} />
      {expired ? null : <SubmitButton busy={busy}>{t('verifyButton')}</SubmitButton>}
      <button type="button" className="button button--ghost button--block" onClick={onBack}>
        {t('backToLogin')}
      </button>
    </form>
  )
}
