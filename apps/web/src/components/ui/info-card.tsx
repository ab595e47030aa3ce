import type { ReactNode } from 'react'

/** One card of a page's card grid: a decorative icon or step number, a title, a sentence, and any link. */
export function InfoCard({
  className = 'info-card',
  markClass,
  mark,
  title,
  body,
  children,
}: {
  className?: string
  markClass?: string
  mark?: ReactNode
  title: ReactNode
  body: ReactNode
  children?: ReactNode
}) {
  return (
    <li className={className}>
      {mark === undefined ? null : (
        <span className={markClass} aria-hidden="true">
          {mark}
        </span>
      )}
      <h3>{title}</h3>
      <p>{body}</p>
      {children}
    </li>
  )
}
