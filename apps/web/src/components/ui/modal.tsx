import { useId, useRef, type ReactNode } from 'react'
import { Icon } from './icon'
import { useDialog } from './use-dialog'
import './modal.css'
import './icon-tile.css'

interface ModalProps {
  title: ReactNode
  /** Label of the close button, in the page's language. */
  closeLabel: string
  onClose: () => void
  children: ReactNode
  size?: 'small' | 'medium' | 'large' | 'wide'
  /** Content above the title, such as a banner image. */
  banner?: ReactNode
  /** Hides the visible title (it stays for screen readers). */
  hideTitle?: boolean
  className?: string
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])'

/**
 * A dialog: freezes the page under it, closes on Escape or the backdrop, keeps keyboard focus
 * inside and gives it back to whatever had it when it opened.
 */
export function Modal({
  title,
  closeLabel,
  onClose,
  children,
  size = 'medium',
  banner,
  hideTitle,
  className,
}: ModalProps) {
  const titleId = useId()
  const panel = useRef<HTMLDivElement>(null)
  useDialog(panel, {
    focusable: FOCUSABLE,
    focusFirst: (current) =>
      (current?.querySelector<HTMLElement>('input, select, textarea') ?? current)?.focus({ preventScroll: true }),
    onEscape: (event) => {
      // Only the topmost of stacked modals answers Escape.
      if (panel.current?.parentElement?.nextElementSibling) return
      event.stopPropagation()
      onClose()
    },
  })

  return (
    <div className="modal-layer">
      <div className="modal-backdrop" onClick={onClose} aria-hidden="true" />
      <div
        ref={panel}
        className={`modal modal--${size}${className ? ` ${className}` : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        {banner}
        <div className="modal__head">
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'modal__title'}>
            {title}
          </h2>
          <button
            type="button"
            className="modal__close icon-tile icon-tile--round icon-tile--muted"
            onClick={onClose}
            aria-label={closeLabel}
          >
            <Icon name="close" />
          </button>
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </div>
  )
}
