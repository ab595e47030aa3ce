import { useEffect, useRef, type ReactNode, type RefObject } from 'react'
import { Icon } from '../../components/ui/icon'
import { useTexts } from '../../lib/i18n'
import { COMMON } from '../../locales/common'
import type { CentrePage } from './centre-page'
import '../../components/ui/panel.css'
import './centre.css'

export type CentreFrameProps = {
  /** The centre's name, above the side on phones. */
  title: string
  pageTitle: (page: CentrePage) => string
  backLabel: string
  /** The page title's element id: each centre keeps its own. */
  titleId: string
  page: CentrePage | null
  /** From `usePageFocus`: the page title, focused after a switch. */
  heading: RefObject<HTMLHeadingElement | null>
  narrow: boolean
  onClose: () => void
  onBack: () => void
  /** The account card and the menu. */
  side: ReactNode
  /** The current page's view. */
  children: ReactNode
}

/**
 * Moves focus to the page title after a switch so screen readers announce it. Called by the
 * centre's modal, not the frame: the agent centre renders a spinner first and counts the page
 * it opens on as a switch.
 */
export function usePageFocus(pageId: string | undefined): RefObject<HTMLHeadingElement | null> {
  const heading = useRef<HTMLHeadingElement>(null)
  const shown = useRef(pageId)
  useEffect(() => {
    if (shown.current === pageId) return
    shown.current = pageId
    heading.current?.focus({ preventScroll: true })
  }, [pageId])
  return heading
}

/**
 * The frame the member and agent centres share: the side (card and menu) and the current page
 * with its bar. A phone shows either the menu or a page, with a way back to the menu.
 */
export function CentreFrame({
  title,
  pageTitle,
  backLabel,
  titleId,
  page,
  heading,
  narrow,
  onClose,
  onBack,
  side,
  children,
}: CentreFrameProps) {
  const common = useTexts(COMMON).t

  return (
    <div className={`mc__frame mc__frame--${page ? 'page' : 'menu'}`}>
      <aside className="mc__side">
        <div className="mc__side-bar">
          <p className="mc__side-title">{title}</p>
          <button type="button" className="mc__icon-button" onClick={onClose} aria-label={common('close')}>
            <Icon name="close" />
          </button>
        </div>
        {side}
      </aside>
      {page ? (
        <section className="mc__main" aria-labelledby={titleId}>
          <header className="mc__bar">
            {narrow ? (
              <button type="button" className="mc__icon-button" onClick={onBack} aria-label={backLabel}>
                <Icon name="chevronLeft" />
              </button>
            ) : null}
            <h3 id={titleId} className="mc__title" ref={heading} tabIndex={-1}>
              <Icon name={page.icon} size={20} className="mc__title-icon" />
              {pageTitle(page)}
            </h3>
            <button type="button" className="mc__icon-button" onClick={onClose} aria-label={common('close')}>
              <Icon name="close" />
            </button>
          </header>
          <div className="mc__content" key={page.id}>
            {children}
          </div>
        </section>
      ) : null}
    </div>
  )
}
