import { Modal } from '../../components/ui/modal'
import { useTexts } from '../../lib/i18n'
import type { ModalProps } from '../../lib/modals'
import { useSite } from '../../lib/site'
import { COMMON } from '../../locales/common'
import { CentreFrame, usePageFocus } from '../centre/centre-frame'
import { useCentreSession } from '../centre/centre-guard'
import { useNarrow } from '../layout/use-narrow'
import { MemberCard, MemberCentreMenu } from './member-centre-side'
import { MEMBER_CENTRE } from './member-centre-texts'
import { findPage, visiblePages } from './pages'

/**
 * The member centre (docs/domain/site.md#routes-and-pages): a menu of the member's pages and the page the modal's
 * `page` param names. Switching pages goes through the modal store, so every way in (header
 * links, the deposit return, the back button) is the same call.
 */
export default function MemberCentreModal({ params, onClose }: ModalProps) {
  if (!useCentreSession('memberCentre')) return null
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
  const heading = usePageFocus(page?.id)

  return (
    <Modal title={t('title')} closeLabel={common('close')} onClose={onClose} size="wide" hideTitle className="mc">
      <CentreFrame
        texts={MEMBER_CENTRE}
        modal="memberCentre"
        titleId="mc-page-title"
        page={page}
        params={params}
        heading={heading}
        narrow={narrow}
        onClose={onClose}
        side={(open) => (
          <>
            <MemberCard onOpen={open} />
            <MemberCentreMenu pages={pages} current={page?.id ?? null} onOpen={open} />
          </>
        )}
      />
    </Modal>
  )
}
