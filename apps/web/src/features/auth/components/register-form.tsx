import { useQueryClient } from '@tanstack/react-query'
import { Fragment, useState } from 'react'
import { FormMessage } from '../../../components/ui/field'
import { ApiError, call } from '../../../lib/api-client'
import { useErrorText } from '../../../lib/error-text'
import { useTexts } from '../../../lib/i18n'
import { useSite } from '../../../lib/site'
import { api } from '../api/auth-api'
import { fieldsNamedBy } from '../auth-errors'
import { AUTH } from '../auth-texts'
import { focusFirstInvalid } from '../focus-invalid'
import { useAffiliateCheck } from '../hooks/use-affiliate-check'
import { useCaptcha } from '../hooks/use-captcha'
import { useFormSubmit } from '../hooks/use-form-submit'
import { useSmsCaptcha } from '../hooks/use-sms-captcha'
import { useProblemText, useRegisterSettings } from '../hooks/use-field-check'
import {
  buildRegisterBody,
  captchaRequired,
  checkValue,
  registerFields,
  validateRegister,
  type FormField,
  type RegisterTab,
} from '../register-rules'
import { finishLogin } from '../session-start'
import { AuthDialog } from './auth-dialog'
import { CaptchaField, SmsCaptchaField } from './captcha-field'
import { FailureMessage, SubmitButton } from './form-submit'
import { useDefaultDialingCode } from './mobile-field'
import { RegisterField } from './register-field'
import { SmsCodeButton } from './sms-code-button'
import { SocialButtons } from './social-buttons'

/** The registration form of one tab; the modal remounts it on a tab switch, which also reloads the captcha. */
export function RegisterForm({ tab }: { tab: RegisterTab }) {
  const site = useSite()
  const { t } = useTexts(AUTH)
  const errorText = useErrorText()
  const problemText = useProblemText()
  const queryClient = useQueryClient()
  const settings = useRegisterSettings()
  const affiliate = useAffiliateCheck()
  const rules = settings.data?.rules ?? site.registerRules
  const [values, setValues] = useState<Record<string, string>>({})
  // On the username tab the mobile number is optional: its SMS code appears once one is typed.
  const fields = registerFields(rules, tab, site.whitelabel, affiliate.check).filter(
    (spec) => spec.field !== 'verificationCode' || tab === 'mobile' || (values.mobileNum ?? '').trim() !== '',
  )
  const withCaptcha = captchaRequired(rules)
  const captcha = useCaptcha(withCaptcha)
  const smsCaptcha = useSmsCaptcha()
  const defaultCode = useDefaultDialingCode()
  const [chosenCode, setCode] = useState('')
  const code = chosenCode || defaultCode
  const [answer, setAnswer] = useState('')
  const [terms, setTerms] = useState(true)
  const { errors, setErrors, failure, setFailure, busy, setBusy, submitWith } = useFormSubmit()
  const [badInvitation, setBadInvitation] = useState(false)

  const template = (spec: FormField) =>
    settings.data?.patterns.find((p) => p.patternId === spec.rule.patternId)?.message
  const setValue = (field: string, value: string) => setValues((current) => ({ ...current, [field]: value }))

  const sendCode = async (): Promise<number | null> => {
    const spec = fields.find((f) => f.field === 'mobileNum')
    const mobile = (values.mobileNum ?? '').trim()
    const problem = spec ? problemText(checkValue(spec.rule, mobile, true, template(spec))) : null
    setErrors((current) => ({ ...current, mobileNum: problem }))
    if (problem) return null
    return smsCaptcha.send(async (answer) => {
      const sent = await call(api.smsRegister, { body: { mobileNo: mobile, countryDialingCode: code, ...answer } })
      return sent.expiredMinutes * 60
    })
  }

  const submit = submitWith(
    () => {
      const problems = validateRegister(fields, values, {
        patterns: settings.data?.patterns,
        birthdayMinimumAge: settings.data?.birthdayMinimumAge,
      })
      const next: Record<string, string | null> = Object.fromEntries(
        fields.map((f) => [f.field, problemText(problems[f.field])]),
      )
      next.terms = terms ? null : t('termsRequired')
      next.captcha = withCaptcha && !answer.trim() ? t('required') : null
      return next
    },
    async (form) => {
      const params = new URLSearchParams(location.search)
      const body = buildRegisterBody(fields, values, {
        countryDialingCode: code,
        urlCode: affiliate.code,
        affiliate: affiliate.check,
        referralCode: params.get('referralCode')?.trim() || null,
        domain: location.host,
        registerUrl: location.href,
        captcha:
          withCaptcha && captcha.captchaId ? { captcha: answer.trim(), captchaId: captcha.captchaId } : undefined,
      })
      try {
        const value = tab === 'mobile' ? await call(api.registerMobile, { body }) : await call(api.register, { body })
        await finishLogin(queryClient, value, 'register', body.username ?? '')
      } catch (error) {
        setBusy(false)
        setAnswer('')
        if (withCaptcha) captcha.refresh(true)
        // An invalid invitation code stops registration with its own dialog (docs/domain/site.md#error-dialogs).
        if (error instanceof ApiError && error.code === 'invalid_affiliate_code') {
          setBadInvitation(true)
          return
        }
        const named = Object.entries(fieldsNamedBy(error)).map(([field, word]) => {
          if (word === 'required') return [field, t('required')]
          if (word === 'differs') return [field, t('mismatch')]
          return [field, field === 'captcha' ? errorText(error) : word]
        })
        setErrors((current) => ({ ...current, ...Object.fromEntries(named) }))
        // A wrong captcha is said beside the captcha; everything else also above the button.
        if (!(error instanceof ApiError && error.code === 'captcha_invalid')) setFailure(error)
        focusFirstInvalid(form)
      }
    },
  )

  return (
    <form className="form auth-form" onSubmit={(event) => void submit(event)} noValidate>
      {affiliate.check === 'valid' && affiliate.code ? (
        <FormMessage tone="success">{t('invitationApplied', { code: affiliate.code })}</FormMessage>
      ) : affiliate.check === 'checking' ? (
        <FormMessage tone="info">{t('checkingInvitation')}</FormMessage>
      ) : null}
      <div className="auth-grid">
        {fields.map((spec) => (
          <Fragment key={spec.field}>
            <RegisterField
              spec={spec}
              template={template(spec)}
              value={values[spec.field] ?? ''}
              onChange={(value) => setValue(spec.field, value)}
              error={errors[spec.field] ?? null}
              code={code}
              onCode={setCode}
              addon={spec.field === 'verificationCode' ? <SmsCodeButton send={sendCode} /> : undefined}
            />
            {spec.field === 'verificationCode' ? <SmsCaptchaField smsCaptcha={smsCaptcha} /> : null}
          </Fragment>
        ))}
        {withCaptcha ? (
          <CaptchaField captcha={captcha} value={answer} onChange={setAnswer} error={errors.captcha} />
        ) : null}
      </div>
      <div className={`auth-terms${errors.terms ? ' auth-terms--invalid' : ''}`}>
        <label className="check">
          <input
            type="checkbox"
            checked={terms}
            onChange={(event) => setTerms(event.target.checked)}
            aria-invalid={errors.terms ? true : undefined}
          />
          <span>
            {t('termsPrefix', { age: settings.data?.minimumAge ?? 18 })}{' '}
            <a href="/help#term" target="_blank" rel="noopener">
              {t('termsLink')}
            </a>
          </span>
        </label>
        {errors.terms ? (
          <p className="field__error" role="alert">
            {errors.terms}
          </p>
        ) : null}
      </div>
      <FailureMessage failure={failure} />
      <SubmitButton busy={busy}>{busy ? t('registering') : t('register')}</SubmitButton>
      <SocialButtons />
      {badInvitation ? (
        <AuthDialog
          title={t('invitationErrorTitle')}
          message={t('invitationErrorBody')}
          onConfirm={() => setBadInvitation(false)}
        />
      ) : null}
    </form>
  )
}
