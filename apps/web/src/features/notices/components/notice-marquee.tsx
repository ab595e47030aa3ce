import { useLocation } from 'react-router'
import { Icon } from '../../../components/ui/icon'
import { useTexts } from '../../../lib/i18n'
import { openModal } from '../../../lib/modals'
import { usePlayerNotices } from '../api'
import { NOTICES } from '../notices-texts'
import './notice-marquee.css'
import '../../../components/ui/icon-tile.css'

/** Seconds per character of scrolling text, so long and short notices move at the same speed. */
const SECONDS_PER_CHAR = 0.22
const MIN_SECONDS = 18

/**
 * The player notices scrolling under the header (hidden on /lottery); each title opens the
 * notice modal on that notice. Nothing shows while they load, when there are none, or on error.
 */
export function NoticeMarquee() {
  const { t, i18n } = useTexts(NOTICES)
  const { pathname } = useLocation()
  const notices = usePlayerNotices(i18n.language).data ?? []
  if (pathname.startsWith('/lottery') || notices.length === 0) return null

  const characters = notices.reduce((sum, notice) => sum + notice.title.length + 8, 0)
  const seconds = Math.max(MIN_SECONDS, Math.round(characters * SECONDS_PER_CHAR))
  const track = (copy: boolean) => (
    <ul className="marquee__track" aria-hidden={copy || undefined}>
      {notices.map((notice) => (
        <li key={notice.id}>
          <button
            type="button"
            className="marquee__notice"
            tabIndex={copy ? -1 : undefined}
            onClick={() => openModal('notice', { id: notice.id })}
          >
            {notice.title}
          </button>
        </li>
      ))}
    </ul>
  )

  return (
    <section className="marquee" aria-label={t('marquee')}>
      <div className="container marquee__inner">
        <span className="marquee__icon icon-tile icon-tile--gold" aria-hidden="true">
          <Icon name="megaphone" size={18} />
        </span>
        <div className="marquee__viewport">
          <div className="marquee__belt" style={{ animationDuration: `${seconds}s` }}>
            {track(false)}
            {track(true)}
          </div>
        </div>
        <button type="button" className="marquee__all" onClick={() => openModal('notice')}>
          {t('all')}
          <Icon name="chevronRight" size={16} />
        </button>
      </div>
    </section>
  )
}
