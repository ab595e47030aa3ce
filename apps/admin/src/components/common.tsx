import type { Language } from '@sea/contract'
import { isLanguage } from '@sea/rules'
import { type ReactNode, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorKey, ERRORS } from '../locales/errors'
import { applyLanguage, currentLanguage, LANGUAGE_NAMES, LANGUAGE_ORDER } from '../lib/i18n'

/** A failed call, in the operator's language. */
export function ErrorAlert({ error }: { error: unknown }) {
  const { t } = useTranslation(ERRORS)
  if (!error) return null
  return (
    <div className="alert alert-error" role="alert">
      {t(errorKey(error))}
    </div>
  )
}

export function Notice({ children }: { children: ReactNode }) {
  return (
    <div className="alert alert-info" role="status">
      {children}
    </div>
  )
}

/** Copies a text; says so for two seconds. */
export function CopyButton({ text, label, done }: { text: string; label: string; done: string }) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), 2000)
    return () => clearTimeout(timer)
  }, [copied])
  return (
    <button
      type="button"
      className="button button-secondary button-small"
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(() => setCopied(true))
      }}
    >
      {copied ? done : label}
    </button>
  )
}

export function LanguageSelect({ className }: { className?: string }) {
  const [language, setLanguage] = useState<Language>(currentLanguage())
  return (
    <select
      className={className ?? 'select'}
      aria-label="Language"
      value={language}
      onChange={(event) => {
        if (!isLanguage(event.target.value)) return
        applyLanguage(event.target.value)
        setLanguage(event.target.value)
      }}
    >
      {LANGUAGE_ORDER.map((code) => (
        <option key={code} value={code}>
          {LANGUAGE_NAMES[code]}
        </option>
      ))}
    </select>
  )
}

/** The console's mark: neutral, since one console serves every brand. */
export function Logo() {
  return (
    <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
      <rect width="28" height="28" rx="7" fill="var(--accent)" />
      <path d="M8 18.5 14 8l6 10.5H8Z" fill="none" stroke="var(--white)" strokeWidth="2.2" strokeLinejoin="round" />
      <circle cx="14" cy="15.5" r="1.8" fill="var(--white)" />
    </svg>
  )
}

/** A modal dialog: a labelled panel over a dimmed page, closed by Escape or its buttons. */
export function Dialog({
  title,
  onClose,
  children,
  wide = false,
}: {
  title: string
  onClose: () => void
  children: ReactNode
  wide?: boolean
}) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [onClose])
  return (
    <div className="dialog-backdrop">
      <div className={wide ? 'dialog dialog-wide' : 'dialog'} role="dialog" aria-modal="true" aria-label={title}>
        <h2 className="dialog-title">{title}</h2>
        {children}
      </div>
    </div>
  )
}

/** A page's title and one line on what it is for; `actions` sit at the right (a "New …" button). */
export function PageHeader({ title, subtitle, actions }: { title: string; subtitle: ReactNode; actions?: ReactNode }) {
  return (
    <header className="page-header">
      <div>
        <h1 className="page-title">{title}</h1>
        <p className="page-subtitle">{subtitle}</p>
      </div>
      {actions}
    </header>
  )
}
