import { useEffect, useId, useRef } from 'react'
import { Icon } from '../../../components/ui/icon'
import { useTexts } from '../../../lib/i18n'
import { COMMON } from '../../../locales/common'
import './auth-dialog.css'
import '../../../components/ui/icon-tile.css'

/**
 * A message with one confirm button, over the open modal (docs/domain/site.md#error-dialogs: an SMS send failure
 * and an invalid invitation code are dialogs with a confirm button).
 */
export function AuthDialog({ title, message, onConfirm }: { title: string; message: string; onConfirm: () => void }) {
  const { t } = useTexts(COMMON)
  const titleId = useId()
  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => button.current?.focus(), [])
  return (
    <div
      className="auth-dialog"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={`${titleId}-message`}
      onKeyDown={(event) => {
        // Escape answers the dialog, not the modal under it.
        if (event.key === 'Escape') {
          event.stopPropagation()
          onConfirm()
        }
      }}
    >
      <div className="auth-dialog__card">
        <span className="auth-dialog__icon icon-tile icon-tile--round icon-tile--danger">
          <Icon name="info" size={26} />
        </span>
        <h3 id={titleId} className="auth-dialog__title">
          {title}
        </h3>
        <p id={`${titleId}-message`} className="auth-dialog__message">
          {message}
        </p>
        <button ref={button} type="button" className="button button--primary button--block" onClick={onConfirm}>
          {t('confirm')}
        </button>
      </div>
    </div>
  )
}
