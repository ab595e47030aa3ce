import { useQuery } from '@tanstack/react-query'
import { useId, type ReactNode } from 'react'
import { FieldNotes } from '../../../components/ui/field'
import { Icon } from '../../../components/ui/icon'
import { useTexts } from '../../../lib/i18n'
import { countriesQuery } from '../api/auth-api'
import { AUTH } from '../auth-texts'
import { useLanguage, useRegisterSettings } from '../hooks/use-field-check'
import './mobile-field.css'

/** The merchant's default country's dialing code (register settings), once both lists have loaded. */
export function useDefaultDialingCode(): string {
  const countries = useQuery(countriesQuery(useLanguage()))
  const settings = useRegisterSettings()
  const list = countries.data?.countries ?? []
  const wanted = settings.data?.defaultCountryCode
  return (list.find((c) => c.countryCode === wanted) ?? list[0])?.countryDialingCode ?? ''
}

/**
 * A mobile number with its country dialing code. The code is a native select (keyboard and
 * screen-reader friendly, a full list on phones) drawn as a compact '+60' chip.
 */
export function MobileField({
  label,
  code,
  onCode,
  value,
  onChange,
  error,
  addon,
  autoFocus,
}: {
  label: string
  code: string
  onCode: (code: string) => void
  value: string
  onChange: (value: string) => void
  error?: string | null
  addon?: ReactNode
  autoFocus?: boolean
}) {
  const { t } = useTexts(AUTH)
  const id = useId()
  const countries = useQuery(countriesQuery(useLanguage()))
  const fallback = useDefaultDialingCode()
  const selected = code || fallback
  const list = countries.data?.countries ?? []
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <div className="auth-phone">
          <span className="auth-phone__code" aria-hidden="true">
            {selected ? `+${selected}` : '+'}
            <Icon name="chevronDown" size={14} />
          </span>
          <select
            className="auth-phone__select"
            aria-label={t('countryCode')}
            value={selected}
            onChange={(event) => onCode(event.target.value)}
          >
            {selected && !list.some((c) => c.countryDialingCode === selected) ? (
              <option value={selected}>+{selected}</option>
            ) : null}
            {list.map((country) => (
              <option key={country.countryCode} value={country.countryDialingCode}>
                {country.name} (+{country.countryDialingCode})
              </option>
            ))}
          </select>
          <input
            id={id}
            className="field__input auth-phone__input"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder={t('mobilePlaceholder')}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            maxLength={20}
            autoFocus={autoFocus}
          />
        </div>
        {addon}
      </div>
      <FieldNotes id={id} error={error} />
    </div>
  )
}
