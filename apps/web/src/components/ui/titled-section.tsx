import type { ReactNode } from 'react'

/** A section named by its own heading (aria-labelledby), so a screen reader's landmark list says its title. */
export function TitledSection({
  id,
  title,
  level = 'h2',
  className,
  titleClass,
  children,
}: {
  id: string
  title: ReactNode
  level?: 'h2' | 'h3'
  className?: string
  titleClass: string
  children: ReactNode
}) {
  const Heading = level
  return (
    <section className={className} aria-labelledby={id}>
      <Heading id={id} className={titleClass}>
        {title}
      </Heading>
      {children}
    </section>
  )
}
