import { useState, type FormEvent } from 'react'
import { focusFirstInvalid } from '../focus-invalid'

export type FieldErrors = Record<string, string | null>

/**
 * What every auth form keeps: its fields' problems, the server's refusal and whether a call is out.
 * The submit handler checks first and sends only a clean form; a refusal frees the button and is
 * shown above it. A success leaves the button busy, as most of these forms are about to close: the
 * ones that stay free it in `send`.
 */
export function useFormSubmit() {
  const [errors, setErrors] = useState<FieldErrors>({})
  const [failure, setFailure] = useState<unknown>(null)
  const [busy, setBusy] = useState(false)

  const submitWith =
    (check: () => FieldErrors, send: (form: HTMLFormElement) => Promise<void>) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      if (busy) return
      const form = event.currentTarget
      const next = check()
      setErrors(next)
      setFailure(null)
      if (Object.values(next).some(Boolean)) {
        focusFirstInvalid(form)
        return
      }
      setBusy(true)
      try {
        await send(form)
      } catch (error) {
        setBusy(false)
        setFailure(error)
      }
    }

  return { errors, setErrors, failure, setFailure, busy, setBusy, submitWith }
}
