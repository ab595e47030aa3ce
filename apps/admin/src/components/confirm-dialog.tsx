import { useMutation } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTexts } from '../lib/i18n'
import { Dialog, ErrorAlert } from './common'
import { COMMON } from './components.texts'

/**
 * Asks before an action and runs it: the dialog stays open with the server's refusal in the
 * operator's language, and closes on success. `children` holds any inputs the action needs
 * (a reason, an amount); the caller keeps their state and checks them through `ready`.
 */
export function ConfirmDialog({
  title,
  text,
  children,
  action,
  onClose,
  onDone,
  danger = false,
  ready = true,
  confirmLabel,
}: {
  title: string
  text?: ReactNode
  children?: ReactNode
  action: () => Promise<unknown>
  onClose: () => void
  onDone?: () => void
  danger?: boolean
  ready?: boolean
  confirmLabel?: string
}) {
  const { t } = useTexts(COMMON)
  const run = useMutation({
    mutationFn: action,
    onSuccess: () => {
      onDone?.()
      onClose()
    },
  })
  return (
    <Dialog title={title} onClose={onClose}>
      {text ? <p className="dialog-text">{text}</p> : null}
      {children}
      <ErrorAlert error={run.error} />
      <div className="dialog-actions">
        <button className="button button-secondary" type="button" onClick={onClose}>
          {t('cancel')}
        </button>
        <button
          className={danger ? 'button button-danger' : 'button button-primary'}
          type="button"
          disabled={run.isPending || !ready}
          onClick={() => run.mutate()}
        >
          {confirmLabel ?? t('confirm')}
        </button>
      </div>
    </Dialog>
  )
}
