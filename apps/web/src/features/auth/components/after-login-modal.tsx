import { useEffect, useEffectEvent, useState } from 'react'
import { Modal } from '../../../components/ui/modal'
import { SafeHtml } from '../../../components/ui/safe-html'
import { useTexts } from '../../../lib/i18n'
import type { ModalProps } from '../../../lib/modals'
import { useSession } from '../../../lib/session-store'
import { imageUrl, useSite } from '../../../lib/site'
import { COMMON } from '../../../locales/common'
import { usePopupNotices } from '../api/announcements'
import { AUTH } from '../auth-texts'
import './auth.css'
import './auth-notice.css'

/**
 * The after-login modal: the merchant's popup notices (announcements type PU), shown once right
 * after a login, one after another. With none (or when they cannot be fetched) it closes unseen.
 */
export default function AfterLoginModal({ onClose }: ModalProps) {
  const site = useSite()
  const session = useSession()
  const { t } = useTexts(AUTH)
  const common = useTexts(COMMON).t
  const notices = usePopupNotices(session?.token ?? '')
  const [index, setIndex] = useState(0)
  const list = notices.data ?? []
  const nothing = notices.isError || (notices.isSuccess && list.length === 0) || !session
  const close = useEffectEvent(onClose)

  useEffect(() => {
    if (nothing) close()
  }, [nothing])

  const notice = list[index]
  if (nothing || !notice) return null
  const last = index >= list.length - 1
  // The server sanitises operator HTML on the way in; this is the second fence.

  return (
    <Modal
      title={notice.title || t('notice')}
      closeLabel={common('close')}
      onClose={onClose}
      size="medium"
      className="auth-modal"
      banner={
        notice.url ? (
          <div className="auth-banner">
            <img src={imageUrl(site, notice.url)} alt="" />
          </div>
        ) : undefined
      }
    >
      <div className="auth-notice">
        <SafeHtml className="auth-notice__content" html={notice.content} />
        <div className="auth-notice__foot">
          {list.length > 1 ? (
            <span className="auth-notice__count">{t('noticeOf', { current: index + 1, total: list.length })}</span>
          ) : null}
          <button
            type="button"
            className="button button--cta auth-notice__next"
            onClick={() => (last ? onClose() : setIndex(index + 1))}
          >
            {last ? t('gotIt') : t('nextNotice')}
          </button>
        </div>
      </div>
    </Modal>
  )
}
