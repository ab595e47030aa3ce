import { Link } from 'react-router'
import { CardBanner } from '../../../components/ui/card-banner'
import { Icon } from '../../../components/ui/icon'
import { PageHead } from '../../../components/ui/page-head'
import { EmptyState, QueryView } from '../../../components/ui/states'
import type { Promotion } from '../../../lib/announcements'
import { useTexts } from '../../../lib/i18n'
import { useSession } from '../../../lib/session-store'
import { usePromotions } from '../api'
import { endsSoon } from '../period'
import { PROMOTIONS } from '../promotions-texts'
import { GuestInvite } from './guest-invite'
import { PromoPeriod } from './promo-period'
import '../../../components/ui/card.css'
import './promotions.css'

function PromoCard({ promotion, eager }: { promotion: Promotion; eager: boolean }) {
  const { t } = useTexts(PROMOTIONS)
  return (
    <li>
      <Link className="promo-card lift-card" to={`/promoDetail?id=${encodeURIComponent(promotion.id)}`}>
        <span className="promo-card__media">
          <CardBanner src={promotion.url} eager={eager} />
          {endsSoon(promotion) ? <span className="promo-card__flag">{t('endsSoon')}</span> : null}
        </span>
        <span className="promo-card__body">
          <span className="promo-card__period">
            <Icon name="history" size={14} />
            <PromoPeriod promotion={promotion} />
          </span>
          <span className="promo-card__title">{promotion.title}</span>
          <span className="promo-card__summary">{promotion.summary}</span>
          <span className="promo-card__cta more-link">
            {t('details')}
            <Icon name="chevronRight" size={16} />
          </span>
        </span>
      </Link>
    </li>
  )
}

/** Every promotion live now (type PR), for members; visitors are invited to join first. */
export function PromotionsPage() {
  const { t } = useTexts(PROMOTIONS)
  const session = useSession()
  const query = usePromotions()
  return (
    <main className="promotions">
      <PageHead icon="gift" eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className="container promotions__body">
        {session ? (
          <QueryView
            query={query}
            rows={3}
            isEmpty={(data) => data.promotion.length === 0}
            empty={
              <EmptyState icon="gift" title={t('empty')}>
                {t('emptyBody')}
              </EmptyState>
            }
          >
            {(data) =>
              data.promotionNeedsLogin ? (
                <GuestInvite />
              ) : (
                <ul className="promo-grid">
                  {data.promotion.map((promotion, index) => (
                    <PromoCard key={promotion.id} promotion={promotion} eager={index < 2} />
                  ))}
                </ul>
              )
            }
          </QueryView>
        ) : (
          <GuestInvite />
        )}
      </div>
    </main>
  )
}
