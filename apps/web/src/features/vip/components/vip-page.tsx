import { Link } from 'react-router'
import { Icon } from '../../../components/ui/icon'
import { InfoCard } from '../../../components/ui/info-card'
import { TitledSection } from '../../../components/ui/titled-section'
import { useTexts } from '../../../lib/i18n'
import { useSite } from '../../../lib/site'
import { VIP } from '../vip-texts'
import { Crown } from './crown'
import { VIP_SERVICE_FROM, VipStatusCard } from './vip-status'
import { VipTiers } from './vip-tiers'
import '../../../components/ui/card.css'
import './vip.css'

const HOW = ['play', 'rank', 'enjoy'] as const

/**
 * /vip, without the site header: the member's tier and progress (or a way in for a visitor), how
 * tiers work, and the brand's tier table, which anyone may read (decision 055).
 */
export function VipPage() {
  const { t } = useTexts(VIP)
  const site = useSite()
  return (
    <div className="vip">
      <header className="vip__bar">
        <Link to="/" className="vip__back">
          <Icon name="chevronLeft" size={18} />
          {t('backHome')}
        </Link>
        <Link to="/" className="vip__brand" aria-label={site.merchant.name}>
          <img src={site.merchant.logoUrl} alt="" width={32} height={32} />
          <span>{site.merchant.name}</span>
        </Link>
      </header>
      <main>
        <section className="vip__hero">
          <div className="vip__hero-copy">
            <p className="vip__eyebrow eyebrow">
              <Crown size={16} />
              {t('eyebrow')}
            </p>
            <h1 className="vip__title">{t('title')}</h1>
            <p className="vip__lead">{t('lead')}</p>
          </div>
          <VipStatusCard />
        </section>

        <VipTiers />

        <TitledSection id="vip-how" title={t('howTitle')} className="vip__section" titleClass="section-title">
          <ol className="vip__how card-grid">
            {HOW.map((id, index) => (
              <InfoCard
                key={id}
                markClass="vip__how-number card-number"
                mark={index + 1}
                title={t(`how.${id}.title`)}
                body={t(`how.${id}.body`, { level: VIP_SERVICE_FROM })}
              />
            ))}
          </ol>
        </TitledSection>
      </main>
    </div>
  )
}
