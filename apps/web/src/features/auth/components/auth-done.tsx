import type { ReactNode } from 'react'
import { Icon, type IconName } from '../../../components/ui/icon'
import '../../../components/ui/icon-tile.css'

/**
 * The short panel of the auth modals that has no form: a round icon over one sentence, then its
 * buttons. `announce` reads it out (a form's outcome replacing the form).
 */
export function AuthDone({
  icon,
  iconSize = 28,
  tone,
  announce = false,
  busy,
  message,
  children,
}: {
  icon: IconName
  iconSize?: number
  tone?: 'success' | 'warn'
  announce?: boolean
  busy?: boolean
  message: ReactNode
  children?: ReactNode
}) {
  return (
    <div className="auth-done" role={announce ? 'status' : undefined} aria-busy={busy}>
      <span
        className={`auth-done__icon icon-tile icon-tile--round icon-tile--primary${tone ? ` auth-done__icon--${tone}` : ''}`}
      >
        <Icon name={icon} size={iconSize} />
      </span>
      <p>{message}</p>
      {children}
    </div>
  )
}
