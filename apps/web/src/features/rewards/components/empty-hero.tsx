import type { ReactNode } from 'react'
import { Icon, type IconName } from '../../../components/ui/icon'

/** The empty state of a page whose data arrives with a later issue: what will be here, and why it is empty. */
export function EmptyHero({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
  return (
    <section className="rewards-hero" aria-labelledby="rewards-hero-title">
      <span className="rewards-hero__art" aria-hidden="true">
        <span className="rewards-hero__ring" />
        <span className="rewards-hero__icon">
          <Icon name={icon} size={38} />
        </span>
      </span>
      <h3 id="rewards-hero-title" className="rewards-hero__title">
        {title}
      </h3>
      <p className="rewards-hero__body">{children}</p>
    </section>
  )
}
