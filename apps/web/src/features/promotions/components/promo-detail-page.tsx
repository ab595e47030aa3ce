import { Link, useSearchParams } from 'react-router'
import { Icon } from '../../../components/ui/icon'
import { SafeHtml } from '../../../components/ui/safe-html'
import { EmptyState, QueryView } from '../../../components/ui/states'
import { useTexts } from '../../../lib/i18n'
import { useSession } from '../../../lib/session-store'
import { usePromotions } from '../api'
import { endsSoon } from '../period'
import { PROMOTIONS } from '../promotions-texts'
import { GuestInvite } from './guest-invite'
import { PromoPeriod } from './promo-period'
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
 * One promotion (/promoDetail?id=). The list call is the only promotion call there is, so the
 * page picks its promotion from it. Joining and claiming come with the promotions issue: the
 * button is there but disabled and says so.
 */
export function PromoDetailPage() {
  const { t } = useTexts(PROMOTIONS)
  const [params] = useSearchParams()
  const id = params.get('id')
  const session = useSession()
  const query = usePromotions()

  return (
    <main className="container promo-detail">
      <BackLink />
      {session ? (
        <QueryView query={query} rows={4}>
          {(data) => {
            const promotion = data.promotion.find((item) => item.id === id)
            if (data.promotionNeedsLogin) return <GuestInvite />
            if (!promotion) {
              return (
                <EmptyState icon="gift" title={t('notFound')}>
                  {t('notFoundBody')}
                </EmptyState>
              )
            }
            return (
              <article className="promo-detail__article">
                <div className="promo-detail__media">
                  <img className="card-banner" src={promotion.url} alt="" width={600} height={320} decoding="async" />
                </div>
                <div className="promo-detail__main">
                  <h1 className="promo-detail__title">{promotion.title}</h1>
                  <p className="promo-detail__summary">{promotion.summary}</p>
                  <dl className="promo-detail__facts">
                    <div>
                      <dt>{t('period')}</dt>
                      <dd>
                        <PromoPeriod promotion={promotion} />
                        {endsSoon(promotion) ? <span className="promo-detail__flag">{t('endsSoon')}</span> : null}
                      </dd>
                    </div>
                  </dl>
                  <div className="promo-detail__join">
                    <button
                      type="button"
                      className="button button--cta button--large"
                      disabled
                      aria-describedby="promo-join-note"
                    >
                      {t('join')}
                      <span className="promo-detail__soon">{t('comingSoon')}</span>
                    </button>
                    <p id="promo-join-note" className="promo-detail__note">
                      {t('joinNote')}
                    </p>
                  </div>
                  <SafeHtml html={promotion.content} className="promo-detail__content" />
                </div>
              </article>
            )
          }}
        </QueryView>
      ) : (
        <GuestInvite />
      )}
    </main>
  )
}
