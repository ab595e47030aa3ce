import { useEffect, useState } from 'react'
import { Icon } from '../../../components/ui/icon'
import { useTexts } from '../../../lib/i18n'
import { COMMON } from '../../../locales/common'

/** Copies a value (an account number) and says so for a moment. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTexts(COMMON)
  const [copied, setCopied] = useState(false)

  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), 1800)
    return () => clearTimeout(timer)
  }, [copied])

  const copy = () => {
    void navigator.clipboard?.writeText(value).then(
      () => setCopied(true),
      () => setCopied(false),
    )
  }

  return (
    <button
      type="button"
      className={`copy-button${copied ? ' copy-button--done' : ''}`}
      onClick={copy}
      aria-label={label}
    >
      <Icon name={copied ? 'check' : 'copy'} size={14} />
      <span aria-live="polite">{copied ? t('copied') : t('copy')}</span>
    </button>
  )
}
