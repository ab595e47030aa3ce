import { useEffect, useRef } from 'react'
import { Icon } from '../../components/ui/icon'
import { Modal } from '../../components/ui/modal'
import { useTexts } from '../../lib/i18n'
import { closeModal, openModal, type ModalProps } from '../../lib/modals'
import { isTrial, useSession } from '../../lib/session-store'
import { useSite } from '../../lib/site'
import { COMMON } from '../../locales/common'
import { useNarrow } from '../layout/use-narrow'
import { MemberCentrePageView } from './member-centre-page'
import { MemberCard, MemberCentreMenu } from './member-centre-side'
import { MEMBER_CENTRE } from './member-centre-texts'
import { findPage, visiblePages } from './pages'
import './member-centre.css'

/**
 * The member centre (docs/domain/site.md#routes-and-pages): a menu of the member's pages and the page the modal's
 * `page` param names. Switching pages goes through the modal store, so every way in (header
 * links, the deposit return, the back button) is the same call.
 */
export default function MemberCentreModal({ params, onClose }: ModalProps) {
  const session = useSession()
  const blocked = !session ? 'loginPopup' : isTrial(session) ? 'trialWarning' : null

  // Callers use requireMember; this is the second line for any other way in (a stale link, a
  // session that ended while the centre was open).
  useEffect(() => {
    if (!blocked) return
    closeModal('memberCentre')
    openModal(blocked)
  }, [blocked])

  if (blocked) return null
  return <MemberCentre params={params} onClose={onClose} />
}

function MemberCentre({ params, onClose }: ModalProps) {
  const { t } = useTexts(MEMBER_CENTRE)
  const common = useTexts(COMMON).t
  const site = useSite()
  const narrow = useNarrow()
  const pages = visiblePages(site.whitelabel)
  const requested = findPage(pages, params.page)
  // Desktop always shows a page (the first when none is named); a phone shows the menu first.
  const page = requested ?? (narrow ? null : (pages[0] ?? null))
  const heading = useRef<HTMLHeadingElement>(null)
  const shown = useRef(page?.id)

  // After a switch, move focus to the new page's title so screen readers announce it.
  useEffect(() => {
    if (shown.current === page?.id) return
    shown.current = page?.id
    heading.current?.focus({ preventScroll: true })
  }, [page?.id])

  const open = (id: string) => openModal('memberCentre', { page: id })
  const back = () => openModal('memberCentre', {})

  return (
    <Modal title={t('title')} closeLabel={common('close')} onClose={onClose} size="wide" hideTitle className="mc">
      <div className={`mc__frame mc__frame--${page ? 'page' : 'menu'}`}>
        <aside className="mc__side">
          <div className="mc__side-bar">
            <p className="mc__side-title">{t('title')}</p>
            <button type="button" className="mc__icon-button" onClick={onClose} aria-label={common('close')}>
              <Icon name="close" />
            </button>
          </div>
          <MemberCard onOpen={open} />
          <MemberCentreMenu pages={pages} current={page?.id ?? null} onOpen={open} />
        </aside>
        {page ? (
          <section className="mc__main" aria-labelledby="mc-page-title">
            <header className="mc__bar">
              {narrow ? (
                <button type="button" className="mc__icon-button" onClick={back} aria-label={t('back')}>
                  <Icon name="chevronLeft" />
                </button>
              ) : null}
              <h3 id="mc-page-title" className="mc__title" ref={heading} tabIndex={-1}>
                <Icon name={page.icon} size={20} className="mc__title-icon" />
                {t(`pages.${page.id}`)}
              </h3>
              <button type="button" className="mc__icon-button" onClick={onClose} aria-label={common('close')}>
                <Icon name="close" />
              </button>
            </header>
            <div className="mc__content" key={page.id}>
              <MemberCentrePageView page={page} params={params} />
            </div>
          </section>
        ) : null}
      </div>
    </Modal>
  )
}
