import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Icon } from '../../../components/ui/icon'
import { PageHead } from '../../../components/ui/page-head'
import { SafeHtml } from '../../../components/ui/safe-html'
import { EmptyState, Pagination, QueryView } from '../../../components/ui/states'
import { noticesQuery, type Notice } from '../../../lib/announcements'
import { useDateTime } from '../../../lib/format'
import { currentLanguage, useTexts } from '../../../lib/i18n'
import { NOTICE_BOARD } from '../notice-board-texts'
import './notice-board.css'
import '../../../components/ui/icon-tile.css'

export const NOTICES_PER_PAGE = 10

/** Number of pages for `total` notices, at least one. */
export function pageCount(total: number, perPage = NOTICES_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage))
}

function NoticeItem({
  notice,
  open,
  fresh,
  onToggle,
}: {
  notice: Notice
  open: boolean
  fresh: boolean
  onToggle: () => void
}) {
  const dateTime = useDateTime()
  const { t } = useTexts(NOTICE_BOARD)
  const panelId = useId()
  return (
    <li className={`notice-item${open ? ' is-open' : ''}`}>
      <h2 className="notice-item__heading">
        <button
          type="button"
          className="notice-item__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <span className="notice-item__icon icon-tile icon-tile--primary" aria-hidden="true">
            <Icon name="megaphone" size={20} />
          </span>
          <span className="notice-item__text">
            <span className="notice-item__title">
              {notice.title}
              {fresh ? <span className="notice-item__new">{t('latest')}</span> : null}
            </span>
            <time className="notice-item__time" dateTime={notice.timestamp}>
              {dateTime(notice.timestamp)}
            </time>
          </span>
          <Icon name="chevronDown" size={20} className="notice-item__chevron" />
        </button>
      </h2>
      <div id={panelId} className="notice-item__panel" role="region" aria-label={notice.title} hidden={!open}>
        <SafeHtml html={notice.content} />
      </div>
    </li>
  )
}

/** Every player notice (PL), newest first, as an accordion; the newest one starts open. */
export function NoticeBoardPage() {
  const { t } = useTexts(NOTICE_BOARD)
  const [page, setPage] = useState(1)
  const [openId, setOpenId] = useState<string | null | undefined>(undefined)
  const query = useQuery({
    ...noticesQuery(currentLanguage(), page, NOTICES_PER_PAGE),
    placeholderData: (previous) => previous,
  })

  const changePage = (next: number) => {
    setPage(next)
    setOpenId(undefined)
    window.scrollTo({ top: 0 })
  }

  return (
    <main className="notice-board">
      <PageHead icon="megaphone" eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className="container notice-board__body">
        <QueryView
          query={query}
          rows={5}
          isEmpty={(data) => data.player.length === 0}
          empty={
            <EmptyState icon="bell" title={t('empty')}>
              {t('emptyBody')}
            </EmptyState>
          }
        >
          {(data) => {
            // Until the player picks one, the newest notice of the page is open.
            const open = openId === undefined ? data.player[0]?.id : openId
            return (
              <>
                <ul className="notice-list">
                  {data.player.map((notice, index) => (
                    <NoticeItem
                      key={notice.id}
                      notice={notice}
                      open={notice.id === open}
                      fresh={page === 1 && index === 0}
                      onToggle={() => setOpenId(notice.id === open ? null : notice.id)}
                    />
                  ))}
                </ul>
                <Pagination page={page} totalPages={pageCount(data.playerTotal)} onChange={changePage} />
              </>
            )
          }}
        </QueryView>
      </div>
    </main>
  )
}
