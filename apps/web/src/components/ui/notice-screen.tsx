import type { ReactNode } from 'react'
import './notice-screen.css'

interface NoticeScreenProps {
  /** Shown above the card when the brand is known. */
  brand?: ReactNode
  icon: ReactNode
  title: string
  children?: ReactNode
  tone?: 'info' | 'warning' | 'danger'
}

/** A full-page centred card for states that replace the site: maintenance, errors and the like. */
export function NoticeScreen({ brand, icon, title, children, tone = 'info' }: NoticeScreenProps) {
  return (
    <main className="notice-screen">
      {brand ? <div className="notice-screen__brand">{brand}</div> : null}
      <section className={`notice-card notice-card--${tone}`} role="status" aria-live="polite">
        <div className="notice-card__icon">{icon}</div>
        <h1 className="notice-card__title">{title}</h1>
        {children}
      </section>
    </main>
  )
}
