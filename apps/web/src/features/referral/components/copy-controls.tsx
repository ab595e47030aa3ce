import { useRef, useState } from 'react'
import { Icon } from '../../../components/ui/icon'
import { useTexts } from '../../../lib/i18n'
import { REFERRAL } from '../referral-texts'

/** Copies to the clipboard; where the browser refuses (an insecure page), selects the text instead. */
function useCopy(fallback?: () => void) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
  const copy = (value: string) => {
    const done = () => {
      setState('copied')
      setTimeout(() => setState('idle'), 2000)
    }
    if (!navigator.clipboard) {
      fallback?.()
      setState('failed')
      return
    }
    navigator.clipboard.writeText(value).then(done, () => {
      fallback?.()
      setState('failed')
    })
  }
  return { state, copy }
}

export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTexts(REFERRAL)
  const { state, copy } = useCopy()
  return (
    <button
      type="button"
      className="button button--cta referral-code__copy"
      onClick={() => copy(value)}
      aria-live="polite"
    >
      <Icon name={state === 'copied' ? 'check' : 'copy'} size={16} />
      {state === 'copied' ? t('copied') : label}
    </button>
  )
}

export function CopyField({ value, label, buttonLabel }: { value: string; label: string; buttonLabel: string }) {
  const { t } = useTexts(REFERRAL)
  const input = useRef<HTMLInputElement>(null)
  const { state, copy } = useCopy(() => input.current?.select())
  return (
    <div className="referral-link">
      <div className="referral-link__row">
        <input
          ref={input}
          className="field__input referral-link__input"
          value={value}
          readOnly
          aria-label={label}
          onFocus={(event) => event.target.select()}
        />
        <button type="button" className="button button--primary referral-link__copy" onClick={() => copy(value)}>
          <Icon name={state === 'copied' ? 'check' : 'copy'} size={16} />
          {state === 'copied' ? t('copied') : buttonLabel}
        </button>
      </div>
      {state === 'failed' ? (
        <p className="referral-link__note" role="status">
          {t('copyFailed')}
        </p>
      ) : null}
    </div>
  )
}
