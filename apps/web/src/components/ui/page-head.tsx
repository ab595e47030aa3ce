import type { ReactNode } from 'react'
import { Icon, type IconName } from './icon'
import './page-head.css'

interface PageHeadProps {
  icon: IconName
  /** A short label above the title. */
  eyebrow?: string
  title: string
  lead?: ReactNode
  /** Buttons or links beside the text. */
  children?: ReactNode
}

/** The title band of an inner page: icon, title, a line of lead text and optional actions. */
export function PageHead({ icon, eyebrow, title, lead, children }: PageHeadProps) {
  return (
    <header className="page-head">
      <div className="container page-head__inner">
        <span className="page-head__icon" aria-hidden="true">
          <Icon name={icon} size={28} />
        </span>
        <div className="page-head__text">
          {eyebrow ? <p className="page-head__eyebrow">{eyebrow}</p> : null}
          <h1 className="page-head__title">{title}</h1>
          {lead ? <p className="page-head__lead">{lead}</p> : null}
        </div>
        {children ? <div className="page-head__actions">{children}</div> : null}
      </div>
    </header>
  )
}
