import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { useTexts } from '../../../lib/i18n'
import { requireMember } from '../../../lib/require-member'
import { HOME } from '../home-texts'
import { CATEGORIES, type CategoryId } from './categories'
import { CategoryIcon } from './category-icon'
import '../../../components/ui/card.css'
import './category-tiles.css'

/** Entry points per game category; a category without its page yet says so when chosen. */
export function CategoryTiles() {
  const { t } = useTexts(HOME)
  const [soon, setSoon] = useState<CategoryId | null>(null)

  useEffect(() => {
    if (!soon) return
    const timer = setTimeout(() => setSoon(null), 4000)
    return () => clearTimeout(timer)
  }, [soon])

  return (
    <section className="home-section" aria-labelledby="home-games-title">
      <div className="home-section__head">
        <div>
          <h2 className="section-title" id="home-games-title">
            {t('games.title')}
          </h2>
          <p>{t('games.lead')}</p>
        </div>
      </div>
      <ul className="tiles">
        {CATEGORIES.map(({ id, route }) => {
          const body = (
            <>
              <span className="tile__icon tint-icon">
                <CategoryIcon id={id} />
              </span>
              <span className="tile__title">{t(`games.${id}.title`)}</span>
              <span className="tile__note">{t(`games.${id}.note`)}</span>
              {route ? null : <span className="tile__badge">{t('games.soon')}</span>}
              <span className="tile__ghost" aria-hidden="true">
                <CategoryIcon id={id} />
              </span>
            </>
          )
          return (
            <li key={id}>
              {route ? (
                <Link className={`tile tile--${id}`} to={route}>
                  {body}
                </Link>
              ) : (
                // Playing needs an account: a visitor gets the login first, a member the honest 'soon'.
                <button type="button" className={`tile tile--${id}`} onClick={() => requireMember(() => setSoon(id))}>
                  {body}
                </button>
              )}
            </li>
          )
        })}
      </ul>
      <p className="tiles__notice" role="status" aria-live="polite">
        {soon ? t('games.soonNotice', { name: t(`games.${soon}.title`) }) : null}
      </p>
    </section>
  )
}
