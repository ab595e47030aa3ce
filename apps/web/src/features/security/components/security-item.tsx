import type { ReactNode } from 'react'
import { Icon, type IconName } from '../../../components/ui/icon'
import '../../../components/ui/icon-tile.css'

interface SecurityItemProps {
  id: string
  icon: IconName
  title: string
  body: string
  done: boolean
  status: string
  /** The bound value or a short fact shown under the title (a masked number). */
  detail?: ReactNode
  /** The button that opens the item's panel, or runs its action. */
  action?: { label: string; onClick: () => void; expands?: boolean; tone?: 'primary' | 'ghost' }
  open?: boolean
  /** The panel under the row: a form, a list, a note. */
  children?: ReactNode
}

/** One row of the security settings: what it is, whether it is on, and what to do about it. */
export function SecurityItem({
  id,
  icon,
  title,
  body,
  done,
  status,
  detail,
  action,
  open = false,
  children,
}: SecurityItemProps) {
  const panelId = `security-${id}-panel`
  return (
    <li className={`security-item${open ? ' security-item--open' : ''}`}>
      <div className="security-item__row">
        <span
          className={`security-item__icon icon-tile icon-tile--muted${done ? ' security-item__icon--done' : ''}`}
          aria-hidden="true"
        >
          <Icon name={icon} size={20} />
          {done ? (
            <span className="security-item__check">
              <Icon name="check" size={10} />
            </span>
          ) : null}
        </span>
        <div className="security-item__text">
          <h4 className="security-item__title">
            {title}
            <span className={`security-pill security-pill--${done ? 'on' : 'off'}`}>{status}</span>
          </h4>
          <p className="security-item__body">{detail ?? body}</p>
        </div>
        {action ? (
          <button
            type="button"
            className={`button button--${action.tone ?? (done ? 'ghost' : 'primary')} security-item__action`}
            onClick={action.onClick}
            aria-expanded={action.expands ? open : undefined}
            aria-controls={action.expands ? panelId : undefined}
          >
            {action.label}
            {action.expands ? <Icon name="chevronDown" size={16} className="security-item__chevron" /> : null}
          </button>
        ) : null}
      </div>
      {open && children ? (
        <div id={panelId} className="security-item__panel">
          {children}
        </div>
      ) : null}
    </li>
  )
}
