import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react'
import { Icon } from './icon'
import './forms.css'

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string
  error?: string | null
  hint?: ReactNode
  /** Content at the end of the input, e.g. a send-code button or a captcha image. */
  addon?: ReactNode
  /** Adds a show/hide toggle for password inputs; its labels come from the caller. */
  reveal?: { show: string; hide: string }
}

/** A labelled input with its error announced to screen readers. */
export function Field({ label, error, hint, addon, reveal, type = 'text', className, ...input }: FieldProps) {
  const id = useId()
  const [shown, setShown] = useState(false)
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ')
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <input
          id={id}
          className="field__input"
          type={reveal && shown ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...input}
        />
        {reveal ? (
          <button
            type="button"
            className="field__reveal"
            onClick={() => setShown((value) => !value)}
            aria-label={shown ? reveal.hide : reveal.show}
            aria-pressed={shown}
          >
            <Icon name={shown ? 'eyeOff' : 'eye'} size={18} />
          </button>
        ) : null}
        {addon}
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  )
}

/**
 * A field's hint and error under its input, with the ids its input's aria-describedby names; the
 * error is announced as it appears.
 */
export function FieldNotes({ id, hint, error }: { id: string; hint?: ReactNode; error?: ReactNode }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  )
}

/** A form-level message: the call's error, or a success line. */
export function FormMessage({
  tone = 'error',
  children,
}: {
  tone?: 'error' | 'success' | 'info'
  children: ReactNode
}) {
  return (
    <p className={`form-message form-message--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <Icon name={tone === 'success' ? 'check' : 'info'} size={18} />
      <span>{children}</span>
    </p>
  )
}
