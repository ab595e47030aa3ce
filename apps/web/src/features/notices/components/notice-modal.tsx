import { useRef, useState } from 'react'
import { Icon } from '../../../components/ui/icon'
import { Modal } from '../../../components/ui/modal'
import { SafeHtml } from '../../../components/ui/safe-html'
import { EmptyState, Pagination, QueryView } from '../../../components/ui/states'
import { useDateTime } from '../../../lib/format'
import { useTexts } from '../../../lib/i18n'
import type { ModalProps } from '../../../lib/modals'
import { COMMON } from '../../../locales/common'
import { usePlayerNotices, type Notice } from '../api'
import { NOTICES } from '../notices-texts'
import './notice-modal.css'

/** Notices per page of the title list (docs/domain/site.md#constants). */
export const NOTICES_PER_PAGE = 9

/**
 * The notice modal: titles on the left, the chosen notice on the right (stacked on phones).
 * `params.id` opens it on one notice (from the marquee). The server sanitises notice HTML when
 * it is written; it is sanitised again here before it is rendered.
 */
export default function NoticeModal({ params, onClose }: ModalProps) {
  const { t, i18n } = useTexts(NOTICES)
  const common = useTexts(COMMON).t
  const notices = usePlayerNotices(i18n.language)
  return (
    <Modal title={t('title')} closeLabel={common('close')} onClose={onClose} size="wide" className="notice-modal">
      <QueryView
        query={notices}
        rows={5}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState icon="megaphone" title={t('empty')}>
            {t('emptyHint')}
          </EmptyState>
        }
      >
        {(list) => <NoticeBrowser notices={list} initialId={params.id} />}
      </QueryView>
    </Modal>
  )
}

function NoticeBrowser({ notices, initialId }: { notices: Notice[]; initialId: string | undefined }) {
  const dateTime = useDateTime()
  const { t } = useTexts(NOTICES)
  const start = Math.max(
    0,
    notices.findIndex((notice) => notice.id === initialId),
  )
  const [selectedId, setSelectedId] = useState(notices[start]?.id)
  const [page, setPage] = useState(Math.floor(start / NOTICES_PER_PAGE) + 1)
  const detail = useRef<HTMLElement>(null)
  const totalPages = Math.ceil(notices.length / NOTICES_PER_PAGE)
  const shown = notices.slice((page - 1) * NOTICES_PER_PAGE, page * NOTICES_PER_PAGE)
  const selected = notices.find((notice) => notice.id === selectedId) ?? notices[0]

  const choose = (id: string) => {
    setSelectedId(id)
    // Stacked on phones (the notice above the list): bring the notice back into view.
    if (window.matchMedia('(max-width: 720px)').matches)
      detail.current?.scrollIntoView({ block: 'start', behavior: 'smooth' })
  }

  return (
    <div className="notice-browser">
      <div className="notice-browser__side">
        <ul className="notice-list" aria-label={t('list')}>
          {shown.map((notice) => (
            <li key={notice.id}>
              <button
                type="button"
                className="notice-list__item"
                aria-current={notice.id === selected?.id ? 'true' : undefined}
                onClick={() => choose(notice.id)}
              >
                <span className="notice-list__title">{notice.title}</span>
                <span className="notice-list__date">{dateTime(notice.timestamp, 'day')}</span>
                <Icon name="chevronRight" size={16} className="notice-list__chevron" />
              </button>
            </li>
          ))}
        </ul>
        <Pagination page={page} totalPages={totalPages} onChange={setPage} />
      </div>
      {selected ? (
        <article ref={detail} className="notice-detail" aria-live="polite">
          <h3 className="notice-detail__title">{selected.title}</h3>
          <p className="notice-detail__time">
            <Icon name="clock" size={15} />
            <span className="visually-hidden">{t('published')}: </span>
            <time dateTime={selected.timestamp}>{dateTime(selected.timestamp)}</time>
          </p>
          <SafeHtml className="notice-detail__content" html={selected.content} />
        </article>
      ) : null}
    </div>
  )
}
