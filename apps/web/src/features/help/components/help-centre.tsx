import { Link, useLocation } from 'react-router'
import { Icon } from '../../../components/ui/icon'
import { SafeHtml } from '../../../components/ui/safe-html'
import { EmptyState, QueryView } from '../../../components/ui/states'
import { useTexts } from '../../../lib/i18n'
import { useHelpCentre } from '../api'
import { HelpActions } from './help-actions'
import { flattenArticles, pickArticle, type HelpCategory } from '../articles'
import { HELP } from '../help-texts'
import './help-centre.css'
import '../../../components/ui/icon-tile.css'

function ContactCard({ inSupportWindow }: { inSupportWindow: boolean }) {
  const { t } = useTexts(HELP)
  return (
    <div className="help-contact">
      <span className="help-contact__icon icon-tile icon-tile--gold" aria-hidden="true">
        <Icon name="headset" size={22} />
      </span>
      <p className="help-contact__title">{t('contactTitle')}</p>
      <p className="help-contact__body">{t('contactBody')}</p>
      {/* The support window is itself the customer service, so it offers only the feedback form. */}
      <HelpActions withService={!inSupportWindow} />
    </div>
  )
}

function Articles({ categories, inSupportWindow }: { categories: HelpCategory[]; inSupportWindow: boolean }) {
  const { t } = useTexts(HELP)
  const { hash } = useLocation()
  const articles = flattenArticles(categories)
  const index = pickArticle(articles, hash)
  const article = articles[index]
  if (!article) return <EmptyState title={t('empty')} />
  const previous = articles[index - 1]
  const next = articles[index + 1]
  return (
    <div className="help">
      <nav className="help__nav" aria-label={t('topics')}>
        {categories.map((category) => (
          <div key={category.code} className="help__group">
            <p className="help__group-title">{category.title}</p>
            <ul>
              {category.articles.map((item) => (
                <li key={item.anchor}>
                  <Link
                    to={{ hash: item.anchor }}
                    className="help__topic"
                    aria-current={item.anchor === article.anchor ? 'page' : undefined}
                    preventScrollReset
                  >
                    {item.title}
                    <Icon name="chevronRight" size={16} />
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      {/* The article's id is its anchor, so /help#term lands on the terms and conditions. */}
      <article className="help__article" id={article.anchor} aria-labelledby={`${article.anchor}-title`}>
        <p className="help__crumb">{article.categoryTitle}</p>
        <h2 className="help__title" id={`${article.anchor}-title`}>
          {article.title}
        </h2>
        <SafeHtml html={article.contentHtml} />
        <nav className="help__pager" aria-label={`${t('previous')} / ${t('next')}`}>
          {previous ? (
            <Link to={{ hash: previous.anchor }} className="help__step">
              <span>{t('previous')}</span>
              {previous.title}
            </Link>
          ) : (
            <span />
          )}
          {next ? (
            <Link to={{ hash: next.anchor }} className="help__step help__step--next">
              <span>{t('next')}</span>
              {next.title}
            </Link>
          ) : null}
        </nav>
      </article>
      <ContactCard inSupportWindow={inSupportWindow} />
    </div>
  )
}

/** The help articles with their topic list; used by /help and by the support window /helpmc. */
export function HelpCentre({ inSupportWindow = false }: { inSupportWindow?: boolean }) {
  const { t } = useTexts(HELP)
  const query = useHelpCentre()
  return (
    <QueryView
      query={query}
      rows={6}
      isEmpty={(data) => data.categories.every((category) => category.articles.length === 0)}
      empty={<EmptyState title={t('empty')} />}
    >
      {(data) => <Articles categories={data.categories} inSupportWindow={inSupportWindow} />}
    </QueryView>
  )
}
