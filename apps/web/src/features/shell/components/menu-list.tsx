import type { ReactNode } from 'react'
import { onMenuKeyDown } from '../hooks/use-dismiss'

/** A popup menu's list (WAI-ARIA menu), walked with the arrow keys. */
export function MenuList({
  id,
  className,
  label,
  children,
}: {
  id?: string
  className: string
  label: string
  children: ReactNode
}) {
  return (
    <ul id={id} className={className} role="menu" onKeyDown={onMenuKeyDown} aria-label={label}>
      {children}
    </ul>
  )
}
