import { useId, useState } from 'react'
import { Link } from 'react-router'
import { Icon } from '../../../components/ui/icon'
import { Modal } from '../../../components/ui/modal'
import { EmptyState, QueryView } from '../../../components/ui/states'
import { useTexts } from '../../../lib/i18n'
import type { ModalProps } from '../../../lib/modals'
import { COMMON } from '../../../locales/common'
import { useHelpCentre } from '../api'
import { flattenArticles, searchArticles } from '../articles'
import { HELP } from '../help-texts'
import { HelpActions } from './help-actions'
import './help-widget.css'

const SHOWN = 6

/** The help widget (docs/domain/site.md#modals): search the help articles, or reach a person. */
export default function HelpWidget({ onClose }: ModalProps) {
  const { t } = useTexts(HELP)
  const { t: common } = useTexts(COMMON)
  const help = useHelpCentre()
  const [query, setQuery] = useState('')
  const searchId = useId()
  return (
    <Modal title={t('widgetTitle')} closeLabel={common('close')} onClose={onClose} size="small">
      <div className="help-widget">
        <label className="visually-hidden" htmlFor={searchId}>
          {t('search')}
        </label>
        <div className="help-widget__search">
          <Icon name="search" size={18} />
          <input
            id={searchId}
            type="search"
            value={query}
            placeholder={t('searchPlaceholder')}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <QueryView query={help} rows={4}>
          {(centre) => {
            const found = searchArticles(flattenArticles(centre.categories), query).slice(0, SHOWN)
            if (found.length === 0) return <EmptyState icon="search" title={t('noResults')} />
            return (
              <ul className="help-widget__list">
                {found.map((article) => (
                  <li key={article.anchor}>
                    <Link to={`/help#${article.anchor}`} onClick={onClose}>
                      <span>
                        <span className="help-widget__title">{article.title}</span>
                        <span className="help-widget__category">{article.categoryTitle}</span>
                      </span>
                      <Icon name="chevronRight" size={16} />
                    </Link>
                  </li>
                ))}
              </ul>
            )
          }}
        </QueryView>
        <Link className="help-widget__all" to="/help" onClick={onClose}>
          {t('allArticles')}
        </Link>
        <div className="help-widget__actions">
          <HelpActions />
        </div>
      </div>
    </Modal>
  )
}
