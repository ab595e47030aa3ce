import { useState, type FormEvent } from 'react'
import { Field, FormMessage } from '../../../components/ui/field'
import { Spinner } from '../../../components/ui/states'
import { ApiError } from '../../../lib/api-client'
import { useErrorText } from '../../../lib/error-text'
import { useTexts } from '../../../lib/i18n'
import { useSite } from '../../../lib/site'
import { COMMON } from '../../../locales/common'
import { useChangePassword, useChangePaymentPassword } from '../api'
import {
  fieldOfError,
  loginPasswordProblems,
  paymentPasswordProblems,
  type FieldProblem,
  type LoginPasswordForm as LoginForm,
  type PaymentPasswordForm as PaymentForm,
  type Problems,
} from '../password-rules'
import { SECURITY } from '../security-texts'

const hasProblems = (problems: object) => Object.keys(problems).length > 0

/**
 * Shared by both forms: the values, the client-side problems, and where a refused call's error
 * goes (under its field when the server names one, else above the button).
 */
function useSecurityForm<K extends string>(
  empty: Record<K, string>,
  serverFields: Partial<Record<string, NoInfer<K>>>,
) {
  const { t } = useTexts(SECURITY)
  const errorText = useErrorText()
  const [values, setValues] = useState(empty)
  const [problems, setProblems] = useState<Problems<K>>({})
  const problemText = (problem: FieldProblem | undefined) =>
    problem ? t(problem === 'digits' ? 'payment.digits' : `password.${problem}`) : null
  const errorFor = (error: unknown) => {
    if (!(error instanceof ApiError)) return { field: null, text: error ? errorText(error) : null }
    const paths = error.details.map((detail) => detail.path)
    return { field: fieldOfError(error.code, paths, Object.keys(empty) as K[], serverFields), text: errorText(error) }
  }
  const bind = (name: K, error: { field: K | null; text: string | null }) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    error: problemText(problems[name]) ?? (error.field === name ? error.text : null),
  })
  return { values, setValues, problems, setProblems, bind, errorFor }
}

const LOGIN_EMPTY: LoginForm = { oldPassword: '', newPassword: '', confirmNewPassword: '' }

export function LoginPasswordForm() {
  const { t } = useTexts(SECURITY)
  const common = useTexts(COMMON).t
  const rule = useSite().registerRules.find((item) => item.field === 'password' && item.enabled)
  const mutation = useChangePassword()
  const form = useSecurityForm(LOGIN_EMPTY, {
    password_incorrect: 'oldPassword',
    password_same_as_old: 'newPassword',
    password_mismatch: 'confirmNewPassword',
  })
  const error = form.errorFor(mutation.error)
  const reveal = { show: common('show'), hide: common('hide') }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const problems = loginPasswordProblems(form.values, rule)
    form.setProblems(problems)
    if (hasProblems(problems)) return
    mutation.mutate(form.values, { onSuccess: () => form.setValues(LOGIN_EMPTY) })
  }

  return (
    <form className="form security-form" onSubmit={submit} noValidate>
      <Field
        label={t('password.old')}
        type="password"
        autoComplete="current-password"
        reveal={reveal}
        {...form.bind('oldPassword', error)}
      />
      <Field
        label={t('password.new')}
        type="password"
        autoComplete="new-password"
        reveal={reveal}
        hint={rule ? t('password.rule', { min: rule.minLength, max: rule.maxLength }) : undefined}
        maxLength={rule?.maxLength}
        {...form.bind('newPassword', error)}
      />
      <Field
        label={t('password.confirm')}
        type="password"
        autoComplete="new-password"
        reveal={reveal}
        {...form.bind('confirmNewPassword', error)}
      />
      <div aria-live="polite">
        {error.text && !error.field ? <FormMessage>{error.text}</FormMessage> : null}
        {mutation.isSuccess ? <FormMessage tone="success">{t('password.done')}</FormMessage> : null}
      </div>
      <button type="submit" className="button button--primary security-form__submit" disabled={mutation.isPending}>
        {mutation.isPending ? <Spinner /> : null}
        {t('password.submit')}
      </button>
    </form>
  )
}

const PAYMENT_EMPTY: PaymentForm = { loginPassword: '', newPaymentPassword: '', confirmPaymentPassword: '' }
/** Six digits: a numeric keypad on phones, and nothing else typed in. */
const digits = (value: string) => value.replace(/\D/g, '').slice(0, 6)

export function PaymentPasswordForm({ isSet }: { isSet: boolean }) {
  const { t } = useTexts(SECURITY)
  const common = useTexts(COMMON).t
  const mutation = useChangePaymentPassword()
  // Success refreshes member info, which flips isSet: the message keeps what was true at submit.
  const [wasSet, setWasSet] = useState(isSet)
  const form = useSecurityForm(PAYMENT_EMPTY, {
    password_incorrect: 'loginPassword',
    password_mismatch: 'confirmPaymentPassword',
  })
  const error = form.errorFor(mutation.error)
  const reveal = { show: common('show'), hide: common('hide') }
  const pin = (name: 'newPaymentPassword' | 'confirmPaymentPassword') => {
    const bound = form.bind(name, error)
    return {
      ...bound,
      onChange: (event: { target: { value: string } }) =>
        bound.onChange({ target: { value: digits(event.target.value) } }),
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const problems = paymentPasswordProblems(form.values)
    form.setProblems(problems)
    if (hasProblems(problems)) return
    setWasSet(isSet)
    mutation.mutate(form.values, { onSuccess: () => form.setValues(PAYMENT_EMPTY) })
  }

  return (
    <form className="form security-form" onSubmit={submit} noValidate>
      <Field
        label={t('payment.login')}
        type="password"
        autoComplete="current-password"
        reveal={reveal}
        {...form.bind('loginPassword', error)}
      />
      <Field
        label={t('payment.new')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        reveal={reveal}
        hint={t('payment.rule')}
        {...pin('newPaymentPassword')}
      />
      <Field
        label={t('payment.confirm')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        reveal={reveal}
        {...pin('confirmPaymentPassword')}
      />
      <div aria-live="polite">
        {error.text && !error.field ? <FormMessage>{error.text}</FormMessage> : null}
        {mutation.isSuccess ? (
          <FormMessage tone="success">{t(wasSet ? 'payment.doneChange' : 'payment.doneSet')}</FormMessage>
        ) : null}
      </div>
      <button type="submit" className="button button--primary security-form__submit" disabled={mutation.isPending}>
        {mutation.isPending ? <Spinner /> : null}
        {t(isSet ? 'payment.submitChange' : 'payment.submitSet')}
      </button>
    </form>
  )
}
