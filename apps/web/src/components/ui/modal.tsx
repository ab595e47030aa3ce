import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react'
import { lockScroll } from '../../lib/scroll-lock'
import { Icon } from './icon'
import './modal.css'

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
  const close = useEffectEvent(onClose)

  useEffect(() => {
    const release = lockScroll()
    const before = document.activeElement as HTMLElement | null
    const first = panel.current?.querySelector<HTMLElement>('input, select, textarea') ?? panel.current
    first?.focus({ preventScroll: true })
    const onKey = (event: KeyboardEvent) => {
      // Only the topmost of stacked modals answers Escape.
      if (event.key === 'Escape' && !panel.current?.parentElement?.nextElementSibling) {
        event.stopPropagation()
        close()
      }
      if (event.key !== 'Tab' || !panel.current) return
      const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)]
      if (items.length === 0) return
      const head = items[0]
      const tail = items[items.length - 1]
      if (event.shiftKey && document.activeElement === head) {
        event.preventDefault()
        tail?.focus()
      } else if (!event.shiftKey && document.activeElement === tail) {
        event.preventDefault()
        head?.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      release()
      before?.focus?.({ preventScroll: true })
    }
  }, [])

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
          <button type="button" className="modal__close" onClick={onClose} aria-label={closeLabel}>
            <Icon name="close" />
          </button>
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </div>
  )
}
