import { isLanguage } from '@sea/rules'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Icon } from '../../../components/ui/icon'
import { SafeHtml } from '../../../components/ui/safe-html'
import { EmptyState, QueryView } from '../../../components/ui/states'
import { allNoticesQuery } from '../../../lib/announcements'
import { useDateTime } from '../../../lib/format'
import { useTexts } from '../../../lib/i18n'
import { AGENT } from '../agent-texts'
import './agent.css'
import './announcement-page.css'
import '../../../components/ui/icon-tile.css'

/**
 * announcement: the platform's player notices (type PL; docs/domain/site.md#data-and-fields lists no agent-only type),
 * newest first, the first one open.
 */
export default function AnnouncementPage() {
  const dateTime = useDateTime()
  const { t, i18n } = useTexts(AGENT)
  const query = useQuery(allNoticesQuery(isLanguage(i18n.language) ? i18n.language : 'EN'))
  const [open, setOpen] = useState<string | null>(null)
  return (
    <div className="centre-panel ag">
      <p className="ag-lead">{t('notices.lead')}</p>
      <QueryView
        query={query}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState icon="megaphone" title={t('notices.empty')} />}
      >
        {(notices) => (
          <ul className="ag-notices">
            {notices.map((notice, index) => {
              const expanded = open === null ? index === 0 : open === notice.id
              return (
                <li key={notice.id} className="ag-notice">
                  <button
                    type="button"
                    className="ag-notice__head"
                    aria-expanded={expanded}
                    onClick={() => setOpen(expanded ? '' : notice.id)}
                  >
                    <span className="ag-notice__icon icon-tile icon-tile--accent">
                      <Icon name="megaphone" size={16} />
                    </span>
                    <span className="ag-notice__title">{notice.title}</span>
                    <span className="ag-notice__time">{dateTime(notice.timestamp)}</span>
                    <Icon name="chevronDown" size={16} className="ag-notice__chevron" />
                  </button>
                  {expanded ? <SafeHtml html={notice.content} className="ag-notice__body" /> : null}
                </li>
              )
            })}
          </ul>
        )}
      </QueryView>
    </div>
  )
}
