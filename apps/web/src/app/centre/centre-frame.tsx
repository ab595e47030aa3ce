import { useEffect, useRef, type ReactNode, type RefObject } from 'react'
import { Icon } from '../../components/ui/icon'
import { useTexts } from '../../lib/i18n'
import { openModal } from '../../lib/modals'
import { COMMON } from '../../locales/common'
import { CentrePageView, type CentrePage } from './centre-page'
import '../../components/ui/panel.css'
import './centre.css'
import '../../components/ui/icon-tile.css'

export type CentreFrameProps = {
  /** The centre's texts namespace: each centre names its title, back, pageError and pages.<id> alike. */
  texts: string
  /** The centre's modal, which its menu and back button open again on another page. */
  modal: 'memberCentre' | 'agentCentre'
  /** The page title's element id: each centre keeps its own. */
  titleId: string
  page: CentrePage | null
  /** The modal's params, handed to the page. */
  params: Readonly<Record<string, string>>
  /** From `usePageFocus`: the page title, focused after a switch. */
  heading: RefObject<HTMLHeadingElement | null>
  narrow: boolean
  onClose: () => void
  /** The account card and the menu, given the way to open a page. */
  side: (open: (page: string) => void) => ReactNode
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
export function CentreFrame({ texts, modal, titleId, page, params, heading, narrow, onClose, side }: CentreFrameProps) {
  const { t } = useTexts(texts)
  const common = useTexts(COMMON).t
  const open = (id: string) => openModal(modal, { page: id })

  return (
    <div className={`mc__frame mc__frame--${page ? 'page' : 'menu'}`}>
      <aside className="mc__side">
        <div className="mc__side-bar">
          <p className="mc__side-title">{t('title')}</p>
          <button
            type="button"
            className="mc__icon-button icon-tile icon-tile--round icon-tile--muted"
            onClick={onClose}
            aria-label={common('close')}
          >
            <Icon name="close" />
          </button>
        </div>
        {side(open)}
      </aside>
      {page ? (
        <section className="mc__main" aria-labelledby={titleId}>
          <header className="mc__bar">
            {narrow ? (
              <button
                type="button"
                className="mc__icon-button icon-tile icon-tile--round icon-tile--muted"
                onClick={() => openModal(modal, {})}
                aria-label={t('back')}
              >
                <Icon name="chevronLeft" />
              </button>
            ) : null}
            <h3 id={titleId} className="mc__title" ref={heading} tabIndex={-1}>
              <Icon name={page.icon} size={20} className="mc__title-icon" />
              {t(`pages.${page.id}`)}
            </h3>
            <button
              type="button"
              className="mc__icon-button icon-tile icon-tile--round icon-tile--muted"
              onClick={onClose}
              aria-label={common('close')}
            >
              <Icon name="close" />
            </button>
          </header>
          <div className="mc__content" key={page.id}>
            <CentrePageView page={page} params={params} errorTitle={t('pageError')} />
          </div>
        </section>
      ) : null}
    </div>
  )
}
