import { useId, useState } from 'react'
import { ConfirmDialog } from '../components/confirm-dialog'

/** A confirmation that needs a reason or a note: the confirm button waits for some text. */
export function ReasonDialog({
  title,
  text,
  label,
  hint,
  maxLength,
  action,
  onClose,
  onDone,
  confirmLabel,
  danger = false,
}: {
  title: string
  text: string
  label: string
  hint?: string
  maxLength: number
  action: (reason: string) => Promise<unknown>
  onClose: () => void
  onDone: () => void
  confirmLabel: string
  danger?: boolean
}) {
  const [reason, setReason] = useState('')
  const id = useId()
  return (
    <ConfirmDialog
      title={title}
      text={text}
      action={() => action(reason.trim())}
      onClose={onClose}
      onDone={onDone}
      danger={danger}
      ready={reason.trim() !== ''}
      confirmLabel={confirmLabel}
    >
      <div className="field">
        <label className="field-label" htmlFor={id}>
          {label}
        </label>
        <textarea
          id={id}
          className="input reason-input"
          rows={3}
          maxLength={maxLength}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        {hint ? <span className="field-hint">{hint}</span> : null}
      </div>
    </ConfirmDialog>
  )
}
