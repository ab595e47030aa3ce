import { Link, useSearchParams } from 'react-router'
import { Icon } from '../../../components/ui/icon'
import { SafeHtml } from '../../../components/ui/safe-html'
import { EmptyState, QueryView } from '../../../components/ui/states'
import { useTexts } from '../../../lib/i18n'
import { useSession } from '../../../lib/session-store'
import { usePromoList } from '../api'
import type { PromoEntry } from '../offers'
import { endsSoon, periodOf } from '../period'
import { PROMOTIONS } from '../promotions-texts'
import { GuestInvite } from './guest-invite'
import { OfferTerms, StatusChip, WageringBar } from './offer-parts'
import { PromoAction } from './promo-action'
import { PromoPeriod } from './promo-period'
import { RafflePanel } from './raffle-panel'
import '../../../components/ui/card.css'
import './promotions.css'

function BackLink() {
  const { t } = useTexts(PROMOTIONS)
  return (
    <Link className="promo-detail__back" to="/promotions">
      <Icon name="chevronLeft" size={18} />
      {t('back')}
    </Link>
  )
}

/**
 * One promotion (/promoDetail?id=): its page, the offer's terms, the member's status with the
 * button it offers, the wagering progress, and a raffle's tickets and draw. The list calls are
 * the only promotion calls there are, so the page picks its promotion from them.
 */
export function PromoDetailPage() {
  const { t } = useTexts(PROMOTIONS)
  const [params] = useSearchParams()
  const id = params.get('id')
  const session = useSession()
  const query = usePromoList()

  return (
    <main className="container promo-detail">
      <BackLink />
      {session ? (
        <QueryView query={query} rows={4}>
          {(data) => {
            const entry = data.entries.find((item) => item.id === id)
            if (data.needsLogin) return <GuestInvite />
            if (!entry) {
              return (
                <EmptyState icon="gift" title={t('notFound')}>
                  {t('notFoundBody')}
                </EmptyState>
              )
            }
            return <PromoArticle entry={entry} />
          }}
        </QueryView>
      ) : (
        <GuestInvite />
      )}
    </main>
  )
}

function PromoArticle({ entry }: { entry: PromoEntry }) {
  const { t } = useTexts(PROMOTIONS)
  const { page, offer } = entry
  const period = periodOf(entry)
  return (
    <article className="promo-detail__article">
      <div className="promo-detail__media">
        {page ? (
          <img className="card-banner" src={page.url} alt="" width={600} height={320} decoding="async" />
        ) : (
          <span className="promo-card__art promo-card__art--large" aria-hidden="true">
            <Icon name="gift" size={72} />
          </span>
        )}
      </div>
      <div className="promo-detail__main">
        <h1 className="promo-detail__title">{page?.title ?? offer?.title}</h1>
        {page?.summary ? <p className="promo-detail__summary">{page.summary}</p> : null}
        <dl className="promo-detail__facts">
          <div>
            <dt>{t('period')}</dt>
            <dd>
              <PromoPeriod period={period} />
              {endsSoon(period) ? <span className="promo-detail__flag">{t('endsSoon')}</span> : null}
            </dd>
          </div>
          {offer ? (
            <div>
              <dt>{t('statusLabel')}</dt>
              <dd>
                <StatusChip status={offer.status} />
              </dd>
            </div>
          ) : null}
        </dl>
        {offer ? (
          <>
            <section className="promo-detail__offer" aria-labelledby="promo-offer-title">
              <h2 id="promo-offer-title" className="promo-section-title">
                {t('termsTitle')}
              </h2>
              <OfferTerms offer={offer} />
            </section>
            {offer.wagering && offer.status === 'in_progress' ? <WageringBar wagering={offer.wagering} /> : null}
            <PromoAction offer={offer} large />
            {offer.kind === 'raffle' ? <RafflePanel promotionId={offer.id} /> : null}
          </>
        ) : null}
        {page ? <SafeHtml html={page.content} className="promo-detail__content" /> : null}
      </div>
    </article>
  )
}
