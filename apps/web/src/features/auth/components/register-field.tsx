import { ruleMessage } from '@sea/rules'
import type { ReactNode } from 'react'
import { Field } from '../../../components/ui/field'
import { useTexts } from '../../../lib/i18n'
import { AUTH } from '../auth-texts'
import type { FormField } from '../register-rules'
import { MobileField } from './mobile-field'

const PASSWORDS = new Set(['password', 'confirmPassword', 'paymentPassword'])
const DIGITS = new Set(['qqNum', 'whatsapp', 'zalo', 'verificationCode', 'paymentPassword'])
const PLACEHOLDER: Record<string, string> = {
  username: 'usernamePlaceholder',
  password: 'passwordPlaceholder',
  email: 'emailPlaceholder',
  verificationCode: 'smsCodePlaceholder',
}
const AUTOCOMPLETE: Record<string, string> = {
  username: 'username',
  password: 'new-password',
  confirmPassword: 'new-password',
  paymentPassword: 'off',
  payeeName: 'name',
  nickname: 'nickname',
  email: 'email',
  verificationCode: 'one-time-code',
  birthday: 'bday',
  address: 'street-address',
}

/** One registration field as the merchant's rule describes it; the rule's message shows while it has focus. */
export function RegisterField({
  spec,
  template,
  value,
  onChange,
  error,
  code,
  onCode,
  addon,
}: {
  spec: FormField
  /** The rule's pattern message in the page's language, when loaded. */
  template: string | undefined
  value: string
  onChange: (value: string) => void
  error: string | null
  code: string
  onCode: (code: string) => void
  addon?: ReactNode
}) {
  const { t } = useTexts(AUTH)
  const { field, rule, required } = spec
  const label = t(`fields.${field}`, { defaultValue: field })
  const labelText = required === false ? `${label} (${t('optional')})` : label
  if (field === 'mobileNum') {
    return <MobileField label={labelText} code={code} onCode={onCode} value={value} onChange={onChange} error={error} />
  }
  const hint = template ? ruleMessage(template, rule) : undefined
  return (
    <Field
      label={labelText}
      placeholder={PLACEHOLDER[field] ? t(PLACEHOLDER[field]) : undefined}
      hint={hint}
      type={PASSWORDS.has(field) ? 'password' : field === 'email' ? 'email' : field === 'birthday' ? 'date' : 'text'}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      inputMode={DIGITS.has(field) ? 'numeric' : undefined}
      autoComplete={AUTOCOMPLETE[field] ?? 'off'}
      autoCapitalize={field === 'payeeName' || field === 'address' ? 'words' : 'none'}
      spellCheck={false}
      maxLength={Math.max(rule.maxLength, 1) + 8}
      reveal={PASSWORDS.has(field) ? { show: t('showPassword'), hide: t('hidePassword') } : undefined}
      addon={addon}
    />
  )
}
