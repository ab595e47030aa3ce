import { Link } from 'react-router'
import { CardBanner } from '../../../components/ui/card-banner'
import { Icon } from '../../../components/ui/icon'
import { EmptyState, QueryView } from '../../../components/ui/states'
import type { Promotion } from '../../../lib/announcements'
import { useDateTime } from '../../../lib/format'
import { useTexts } from '../../../lib/i18n'
import { openModal } from '../../../lib/modals'
import { useSession } from '../../../lib/session-store'
import { useHomePromotions } from '../api'
import { HOME } from '../home-texts'
import '../../../components/ui/card.css'
import './promo-strip.css'
import '../../../components/ui/icon-tile.css'

const SHOWN = 3

function PromoTile({ promotion }: { promotion: Promotion }) {
  const dateTime = useDateTime()
  const { t } = useTexts(HOME)
  return (
    <li>
      <Link className="promo-tile lift-card" to={`/promoDetail?id=${encodeURIComponent(promotion.id)}`}>
        <CardBanner src={promotion.url} />
        <span className="promo-tile__body">
          <span className="promo-tile__period">
            {promotion.endAt ? t('promos.until', { date: dateTime(promotion.endAt, 'day') }) : t('promos.ongoing')}
          </span>
          <span className="promo-tile__title">{promotion.title}</span>
          <span className="promo-tile__summary">{promotion.summary}</span>
          <span className="promo-tile__more more-link">
            {t('promos.details')}
            <Icon name="chevronRight" size={16} />
          </span>
        </span>
      </Link>
    </li>
  )
}

/** A visitor sees why to join; a member sees the first promotions and a link to all of them. */
function GuestInvite() {
  const { t } = useTexts(HOME)
  return (
    <div className="promo-invite">
      <span className="promo-invite__icon icon-tile icon-tile--gold" aria-hidden="true">
        <Icon name="gift" size={30} />
      </span>
      <div className="promo-invite__text">
        <p className="promo-invite__title">{t('promos.guestTitle')}</p>
        <p>{t('promos.guestBody')}</p>
      </div>
      <div className="promo-invite__actions">
        <button type="button" className="button button--cta" onClick={() => openModal('register')}>
          {t('promos.register')}
        </button>
        <button type="button" className="button button--ghost" onClick={() => openModal('login')}>
          {t('promos.login')}
        </button>
      </div>
    </div>
  )
}

export function PromoStrip() {
  const { t } = useTexts(HOME)
  const session = useSession()
  const query = useHomePromotions()
  return (
    <section className="home-section" aria-labelledby="home-promos-title">
      <div className="home-section__head">
        <div>
          <h2 className="section-title" id="home-promos-title">
            {t('promos.title')}
          </h2>
          <p>{t('promos.lead')}</p>
        </div>
        <Link className="home-section__link" to="/promotions">
          {t('promos.viewAll')}
          <Icon name="chevronRight" size={16} />
        </Link>
      </div>
      {session ? (
        <QueryView
          query={query}
          rows={2}
          isEmpty={(data) => data.promotion.length === 0}
          empty={<EmptyState icon="gift" title={t('promos.empty')} />}
        >
          {(data) => (
            <ul className="promo-strip">
              {data.promotion.slice(0, SHOWN).map((promotion) => (
                <PromoTile key={promotion.id} promotion={promotion} />
              ))}
            </ul>
          )}
        </QueryView>
      ) : (
        <GuestInvite />
      )}
    </section>
  )
}
