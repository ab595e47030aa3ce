import { Link } from 'react-router'
import { Icon } from '../../../components/ui/icon'
import { useTexts } from '../../../lib/i18n'
import { HOME } from '../home-texts'
import './not-found-page.css'

/** Any path the site does not know, inside the normal header and footer. */
export function NotFoundPage() {
  const { t } = useTexts(HOME)
  return (
    <main className="container not-found">
      <p className="not-found__code" aria-hidden="true">
        4<span>0</span>4
      </p>
      <h1 className="not-found__title">{t('notFound.title')}</h1>
      <p className="not-found__body">{t('notFound.body')}</p>
      <div className="not-found__actions">
        <Link className="button button--cta button--large" to="/">
          <Icon name="home" size={18} />
          {t('notFound.home')}
        </Link>
        <Link className="button button--ghost button--large" to="/promotions">
          <Icon name="gift" size={18} />
          {t('notFound.promotions')}
        </Link>
        <Link className="button button--ghost button--large" to="/help">
          <Icon name="info" size={18} />
          {t('notFound.help')}
        </Link>
      </div>
    </main>
  )
}
