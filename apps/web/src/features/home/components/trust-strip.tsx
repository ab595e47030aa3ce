import { Link } from 'react-router'
import { Icon, type IconName } from '../../../components/ui/icon'
import { InfoCard } from '../../../components/ui/info-card'
import { useTexts } from '../../../lib/i18n'
import { HOME } from '../home-texts'
import '../../../components/ui/card.css'
import './trust-strip.css'

const POINTS: readonly { id: 'wallet' | 'fast' | 'support' | 'responsible'; icon: IconName }[] = [
  { id: 'wallet', icon: 'shield' },
  { id: 'fast', icon: 'wallet' },
  { id: 'support', icon: 'headset' },
  { id: 'responsible', icon: 'lock' },
]

/** Why the site can be trusted; claims stay general (no invented numbers). */
export function TrustStrip() {
  const { t } = useTexts(HOME)
  return (
    <section className="home-section" aria-labelledby="home-trust-title">
      <div className="home-section__head">
        <h2 className="section-title" id="home-trust-title">
          {t('trust.title')}
        </h2>
      </div>
      <ul className="trust card-grid">
        {POINTS.map(({ id, icon }) => (
          <InfoCard
            key={id}
            className="trust__item info-card"
            markClass="trust__icon card-icon"
            mark={<Icon name={icon} size={24} />}
            title={t(`trust.${id}.title`)}
            body={t(`trust.${id}.body`)}
          >
            {id === 'responsible' ? (
              <Link className="trust__link more-link" to="/help#responsible">
                {t('trust.responsible.link')}
                <Icon name="chevronRight" size={14} />
              </Link>
            ) : null}
          </InfoCard>
        ))}
      </ul>
    </section>
  )
}
