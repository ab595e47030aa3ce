import { useState } from 'react'
import { FormMessage } from '../../../components/ui/field'
import { Icon } from '../../../components/ui/icon'
import { EmptyState, Pagination, QueryView, Spinner } from '../../../components/ui/states'
import { useErrorText } from '../../../lib/error-text'
import { useDateTime } from '../../../lib/format'
import { useTexts } from '../../../lib/i18n'
import { useMarkAllRead, useMarkRead, useMessages, type PlatformMessage } from '../api'
import { SafeHtml } from '../../../components/ui/safe-html'
import { preview } from '../message-text'
import { MESSAGES } from '../messages-texts'
import '../../../components/ui/forms.css'
import './messages.css'
import '../../../components/ui/icon-tile.css'

/** Platform information (messageV2): the member's messages with their read state. */
export default function MessagesPage() {
  const dateTime = useDateTime()
  const { t } = useTexts(MESSAGES)
  const errorText = useErrorText()
  const [page, setPage] = useState(1)
  const [openId, setOpenId] = useState<string | null>(null)
  const query = useMessages(page)
  const markRead = useMarkRead()
  const markAll = useMarkAllRead()
  const opened = query.data?.content.find((message) => message.id === openId)

  const open = (message: PlatformMessage) => {
    setOpenId(message.id)
    if (!message.read) markRead.mutate(message.id)
  }

  if (opened) return <MessageView message={opened} onBack={() => setOpenId(null)} />

  return (
    <div className="centre-panel messages">
      <QueryView
        query={query}
        rows={5}
        isEmpty={(data) => data.content.length === 0}
        empty={
          <div className="centre-panel__empty">
            <EmptyState icon="mail" title={t('emptyTitle')}>
              {t('emptyBody')}
            </EmptyState>
          </div>
        }
      >
        {(data) => (
          <>
            <div className="messages-bar">
              <p className="messages-bar__count" aria-live="polite">
                {data.unreadCount > 0 ? (
                  <>
                    <span className="messages-bar__dot" aria-hidden="true" />
                    {t('unread', { count: data.unreadCount })}
                  </>
                ) : (
                  <>
                    <Icon name="check" size={16} />
                    {t('allRead')}
                  </>
                )}
              </p>
              <button
                type="button"
                className="button button--ghost messages-bar__all"
                onClick={() => markAll.mutate()}
                disabled={data.unreadCount === 0 || markAll.isPending}
              >
                {markAll.isPending ? <Spinner /> : <Icon name="check" size={16} />}
                {t('markAll')}
              </button>
            </div>
            {markAll.error ? <FormMessage>{errorText(markAll.error)}</FormMessage> : null}
            <ul className="messages-list" aria-busy={query.isPlaceholderData}>
              {data.content.map((message) => (
                <li key={message.id}>
                  <button
                    type="button"
                    className={`message-row${message.read ? '' : ' message-row--unread'}`}
                    onClick={() => open(message)}
                  >
                    <span className="message-row__icon icon-tile icon-tile--muted" aria-hidden="true">
                      <Icon name="mail" size={20} />
                    </span>
                    <span className="message-row__text">
                      <span className="message-row__title">
                        {message.read ? null : <span className="visually-hidden">{t('unreadLabel')}: </span>}
                        {message.title}
                      </span>
                      <span className="message-row__preview">{preview(message.content)}</span>
                    </span>
                    <span className="message-row__meta">
                      <time dateTime={message.timestamp}>{dateTime(message.timestamp, 'minute')}</time>
                      {message.read ? null : (
                        <span className="message-row__new" aria-hidden="true">
                          {t('newBadge')}
                        </span>
                      )}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            <Pagination page={data.pageNum} totalPages={data.totalPages} onChange={setPage} />
          </>
        )}
      </QueryView>
    </div>
  )
}

function MessageView({ message, onBack }: { message: PlatformMessage; onBack: () => void }) {
  const dateTime = useDateTime()
  const { t } = useTexts(MESSAGES)
  return (
    <article className="centre-panel messages message-view" aria-labelledby="message-title">
      <button type="button" className="link-button message-view__back" onClick={onBack}>
        <Icon name="chevronLeft" size={16} />
        {t('back')}
      </button>
      <header className="message-view__head">
        <span className="message-view__icon icon-tile icon-tile--gold" aria-hidden="true">
          <Icon name="megaphone" size={22} />
        </span>
        <div>
          <h3 id="message-title" className="message-view__title">
            {message.title}
          </h3>
          <time className="message-view__time" dateTime={message.timestamp}>
            {dateTime(message.timestamp)}
          </time>
        </div>
      </header>
      <SafeHtml className="message-view__body" html={message.content} />
    </article>
  )
}
