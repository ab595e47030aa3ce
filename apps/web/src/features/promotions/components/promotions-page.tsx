import { Link } from 'react-router'
import { CardBanner } from '../../../components/ui/card-banner'
import { Icon } from '../../../components/ui/icon'
import { PageHead } from '../../../components/ui/page-head'
import { EmptyState, QueryView } from '../../../components/ui/states'
import { useTexts } from '../../../lib/i18n'
import { useSession } from '../../../lib/session-store'
import { usePromoList } from '../api'
import { detailPath, type PromoEntry } from '../offers'
import { endsSoon, periodOf } from '../period'
import { PROMOTIONS } from '../promotions-texts'
import { GuestInvite } from './guest-invite'
import { OfferTerms, StatusChip, WageringBar } from './offer-parts'
import { PromoAction } from './promo-action'
import { PromoPeriod } from './promo-period'
import '../../../components/ui/card.css'
import './promotions.css'

function PromoCard({ entry, eager }: { entry: PromoEntry; eager: boolean }) {
  const { t } = useTexts(PROMOTIONS)
  const { page, offer } = entry
  const period = periodOf(entry)
  return (
    <li className="promo-card lift-card">
      <Link className="promo-card__link" to={detailPath(entry)}>
        <span className="promo-card__media">
          {page ? (
            <CardBanner src={page.url} eager={eager} />
          ) : (
            <span className="promo-card__art" aria-hidden="true">
              <Icon name="gift" size={48} />
            </span>
          )}
          {endsSoon(period) ? <span className="promo-card__flag">{t('endsSoon')}</span> : null}
          {offer ? (
            <span className="promo-card__status">
              <StatusChip status={offer.status} />
            </span>
          ) : null}
        </span>
        <span className="promo-card__body">
          <span className="promo-card__period">
            <Icon name="history" size={14} />
            <PromoPeriod period={period} />
          </span>
          <span className="promo-card__title">{page?.title ?? offer?.title}</span>
          {page?.summary ? <span className="promo-card__summary">{page.summary}</span> : null}
          {offer ? <OfferTerms offer={offer} compact /> : null}
          <span className="promo-card__cta more-link">
            {t('details')}
            <Icon name="chevronRight" size={16} />
          </span>
        </span>
      </Link>
      {offer && (offer.action || offer.wagering) ? (
        <div className="promo-card__foot">
          {offer.wagering && offer.status === 'in_progress' ? <WageringBar wagering={offer.wagering} /> : null}
          <PromoAction offer={offer} />
        </div>
      ) : null}
    </li>
  )
}

/**
 * Every promotion live now, for members: its page (PR announcement) with the member's status and
 * the button it offers (decision 054). Visitors are invited to join first.
 */
export function PromotionsPage() {
  const { t } = useTexts(PROMOTIONS)
  const session = useSession()
  const query = usePromoList()
  return (
    <main className="promotions">
      <PageHead icon="gift" eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className="container promotions__body">
        {session ? (
          <QueryView
            query={query}
            rows={3}
            isEmpty={(data) => !data.needsLogin && data.entries.length === 0}
            empty={
              <EmptyState icon="gift" title={t('empty')}>
                {t('emptyBody')}
              </EmptyState>
            }
          >
            {(data) =>
              data.needsLogin ? (
                <GuestInvite />
              ) : (
                <ul className="promo-grid">
                  {data.entries.map((entry, index) => (
                    <PromoCard key={entry.id} entry={entry} eager={index < 2} />
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
