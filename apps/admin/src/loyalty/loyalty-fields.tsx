import type { Language } from '@sea/contract'
import { type ReactNode, useId } from 'react'
import type { TSchema } from 'typebox'
import { Value } from 'typebox/value'
import { typedAmount } from '../brand-cashier/brand-cashier.api'
import { ApiError } from '../lib/api'
import { LANGUAGE_ORDER, useTexts } from '../lib/i18n'
import { LOYALTY } from './loyalty.texts'

/** Field paths ("titles.EN", "tiers.0.depositMin") with the first failing keyword of each. */
export type Problems = Record<string, string>

/**
 * What the contract's own schema refuses in a body (decision 052): the form checks exactly what
 * the server will, and points at the field, before anything is sent.
 */
export function problemsOf(schema: TSchema, body: unknown): Problems {
  const problems: Problems = {}
  for (const error of Value.Errors(schema, body)) {
    const path = error.instancePath.split('/').slice(1).join('.') || 'root'
    problems[path] ??= error.keyword
  }
  return problems
}

/** The server's field errors (`/body/tiers/0/depositMin`) as the form's paths. */
export function serverProblems(error: unknown): Problems {
  if (!(error instanceof ApiError)) return {}
  return Object.fromEntries(
    error.details.map((detail) => [detail.path.split('/').slice(2).join('.') || 'root', 'server'] as const),
  )
}

/** A problem on this path or inside it (a record's key, a list's row). */
export function hasProblem(problems: Problems, path: string): boolean {
  return Object.keys(problems).some((key) => key === path || key.startsWith(`${path}.`))
}

export type FieldKind = 'amount' | 'number' | 'text' | 'date' | 'times'

/** One labelled input; when the schema refused it, the reason in the operator's language. */
export function Field({
  label,
  value,
  onChange,
  problem,
  kind = 'text',
  hint,
  type = 'text',
  readOnly = false,
  wide = false,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  problem?: boolean
  kind?: FieldKind
  hint?: ReactNode
  type?: string
  readOnly?: boolean
  wide?: boolean
}) {
  const { t } = useTexts(LOYALTY)
  const id = useId()
  return (
    <label className={wide ? 'field form-wide' : 'field'}>
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
        inputMode={kind === 'amount' || kind === 'times' ? 'decimal' : kind === 'number' ? 'numeric' : undefined}
        aria-invalid={problem ? true : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {problem ? (
        <span className="field-error" id={`${id}-note`}>
          {t(`errors.${kind}`)}
        </span>
      ) : hint ? (
        <span className="field-hint" id={`${id}-note`}>
          {hint}
        </span>
      ) : null}
    </label>
  )
}

/** A choice among a closed list; each screen labels the options from its own texts. */
export function Choice<T extends string>({
  label,
  value,
  options,
  labelOf,
  onChange,
  disabled = false,
}: {
  label: string
  value: T
  options: readonly T[]
  labelOf: (option: T) => string
  onChange: (value: T) => void
  disabled?: boolean
}) {
  return (
    <label className="field">
      <span className="field-label">{label}</span>
      <select
        className="input"
        disabled={disabled}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {labelOf(option)}
          </option>
        ))}
      </select>
    </label>
  )
}

/** A list's filter by state or status: every one ('') or one of them; a change goes back to the first page. */
export function StateFilter<T extends string>({
  label,
  every,
  value,
  options,
  labelOf,
  onChange,
}: {
  label: string
  every: string
  value: T | ''
  options: readonly T[]
  labelOf: (option: T) => string
  onChange: (value: T | '') => void
}) {
  return (
    <select
      className="select"
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as T | '')}
    >
      <option value="">{every}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {labelOf(option)}
        </option>
      ))}
    </select>
  )
}

export type Titles = Record<Language, string>
export const noTitles = (): Titles => ({ EN: '', CN: '', MY: '', VI: '', TH: '' })

/** The stored titles as the form's: every language, empty where not written. */
export function titlesOf(titles: Partial<Record<string, string>> | undefined): Titles {
  return Object.fromEntries(LANGUAGE_ORDER.map((code) => [code, titles?.[code] ?? ''])) as Titles
}

/** The titles as the API takes them: English always, another language only when written. */
export function titlesBody(titles: Titles): Record<string, string> {
  return Object.fromEntries(
    LANGUAGE_ORDER.filter((code) => code === 'EN' || titles[code].trim() !== '').map((code) => [
      code,
      titles[code].trim(),
    ]),
  )
}

/** A text per language, English required (titles, names). */
export function TitleFields({
  legend,
  path,
  titles,
  onChange,
  problems,
  readOnly = false,
}: {
  legend: string
  path: string
  titles: Titles
  onChange: (titles: Titles) => void
  problems: Problems
  readOnly?: boolean
}) {
  const { t } = useTexts(LOYALTY)
  return (
    <fieldset className="field form-wide">
      <legend className="field-label">{legend}</legend>
      <div className="form-grid">
        {LANGUAGE_ORDER.map((code) => (
          <Field
            key={code}
            label={code}
            value={titles[code]}
            readOnly={readOnly}
            problem={hasProblem(problems, `${path}.${code}`) || (code === 'EN' && problems[path] !== undefined)}
            onChange={(value) => onChange({ ...titles, [code]: value })}
          />
        ))}
      </div>
      <span className="field-hint">{t('form.titlesHint')}</span>
    </fieldset>
  )
}

/** A whole number as typed, or NaN so the schema refuses it; '' is null where allowed. */
export function wholeOrNull(text: string): number | null {
  return text.trim() === '' ? null : whole(text)
}
export function whole(text: string): number {
  const clean = text.replace(/[,\s]/g, '')
  return /^-?\d+$/.test(clean) ? Number(clean) : Number.NaN
}

/** An amount as typed ("1,500.5") in the API's form ("1500.50"); what is not one stays as typed, for the schema to refuse. */
export function amount(text: string): string {
  return typedAmount(text) ?? text
}
export function amountOrNull(text: string): string | null {
  return text.trim() === '' ? null : amount(text)
}
