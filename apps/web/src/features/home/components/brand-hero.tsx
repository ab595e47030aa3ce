import { Link } from 'react-router'
import { LotteryBalls } from '../../../components/ui/lottery-balls'
import { useTexts } from '../../../lib/i18n'
import { openModal } from '../../../lib/modals'
import { openMemberCentre } from '../../../lib/require-member'
import { useSession } from '../../../lib/session-store'
import { useSite } from '../../../lib/site'
import { HOME } from '../home-texts'
import '../../../components/ui/card.css'
import './brand-hero.css'

/** The designed hero shown when the brand has no home banners (or they cannot be loaded). */
export function BrandHero() {
  const { t } = useTexts(HOME)
  const site = useSite()
  const session = useSession()
  return (
    <section className="brand-hero glow-panel" aria-labelledby="brand-hero-title">
      <div className="brand-hero__copy">
        <p className="brand-hero__eyebrow eyebrow">{t('hero.eyebrow')}</p>
        <h1 className="brand-hero__title" id="brand-hero-title">
          {site.merchant.name}
        </h1>
        <p className="brand-hero__tagline">{t('hero.tagline')}</p>
        <p className="brand-hero__lead">{t('hero.lead')}</p>
        <div className="brand-hero__actions">
          {session ? (
            <>
              <button
                type="button"
                className="button button--cta button--large"
                onClick={() => openMemberCentre('depositv2')}
              >
                {t('hero.deposit')}
              </button>
              <Link className="button button--ghost button--large" to="/promotions">
                {t('hero.promotions')}
              </Link>
            </>
          ) : (
            <>
              <button type="button" className="button button--cta button--large" onClick={() => openModal('register')}>
                {t('hero.join')}
              </button>
              <button type="button" className="button button--ghost button--large" onClick={() => openModal('login')}>
                {t('hero.login')}
              </button>
            </>
          )}
        </div>
        <ul className="brand-hero__points">
          <li>{t('hero.point1')}</li>
          <li>{t('hero.point2')}</li>
          <li>{t('hero.point3')}</li>
        </ul>
      </div>
      <LotteryBalls />
    </section>
  )
}
