import type { ReactNode } from 'react'
import { FormMessage } from '../../../components/ui/field'
import { useErrorText } from '../../../lib/error-text'

/** The server's refusal of the last attempt, above the button. */
export function FailureMessage({ failure }: { failure: unknown }) {
  const errorText = useErrorText()
  return failure ? <FormMessage>{errorText(failure)}</FormMessage> : null
}

/** The form's main button, with a spinner while its call is out. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="button button--cta button--large button--block" disabled={busy}>
      {busy ? <span className="auth-busy" aria-hidden="true" /> : null}
      {children}
    </button>
  )
}
