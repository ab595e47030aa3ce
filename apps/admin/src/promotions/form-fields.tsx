import { type ReactNode, useId } from 'react'
import { type FieldErrors, get, type UseFormRegister } from 'react-hook-form'
import { useTexts } from '../lib/i18n'
import type { FormValues } from './promotion-form-values'
import { PROMOTIONS } from './promotions.texts'

/** What a field holds, for the text its error shows. */
export type FieldKind = 'amount' | 'number' | 'rate' | 'code' | 'text' | 'date'

const SPECIFIC = new Set(['required', 'order', 'budget', 'positive'])
const BY_KIND: Record<FieldKind, string> = {
  amount: 'amount',
  number: 'number',
  rate: 'rate',
  code: 'code',
  text: 'invalid',
  date: 'date',
}

export interface FieldProps {
  register: UseFormRegister<FormValues>
  errors: FieldErrors<FormValues>
}

/** One input with its label and, when wrong, the reason in the operator's language. */
export function Field({
  name,
  label,
  kind = 'text',
  hint,
  type = 'text',
  register,
  errors,
  readOnly = false,
}: FieldProps & {
  name: string
  label: string
  kind?: FieldKind
  hint?: ReactNode
  type?: string
  readOnly?: boolean
}) {
  const { t } = useTexts(PROMOTIONS)
  const id = useId()
  const error = get(errors, name) as { type?: string } | undefined
  const reason = error?.type && SPECIFIC.has(error.type) ? error.type : BY_KIND[kind]
  return (
    <label className="field">
      <span className="field-label" id={`${id}-label`}>
        {label}
      </span>
      <input
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-note`}
        className="input"
        type={type}
        autoComplete="off"
        readOnly={readOnly}
        inputMode={kind === 'amount' || kind === 'rate' ? 'decimal' : kind === 'number' ? 'numeric' : undefined}
        aria-invalid={error ? true : undefined}
        {...register(name as never)}
      />
      {error ? (
        <span className="field-error" id={`${id}-note`}>
          {t(`form.errors.${reason}`)}
        </span>
      ) : hint ? (
        <span className="field-hint" id={`${id}-note`}>
          {hint}
        </span>
      ) : null}
    </label>
  )
}

/** A choice among a closed list, labelled from the texts under `prefix`. */
export function Choice({
  name,
  label,
  options,
  prefix,
  register,
  disabled = false,
}: Pick<FieldProps, 'register'> & {
  name: string
  label: string
  options: readonly string[]
  prefix: string
  disabled?: boolean
}) {
  const { t } = useTexts(PROMOTIONS)
  return (
    <label className="field">
      <span className="field-label">{label}</span>
      <select className="input" disabled={disabled} {...register(name as never)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {t(`${prefix}.${option}`)}
          </option>
        ))}
      </select>
    </label>
  )
}
