import { Link } from 'react-router'
import { Icon, type IconName } from '../../../components/ui/icon'
import { useTexts } from '../../../lib/i18n'
import { HOME } from '../home-texts'
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
        <h2 id="home-trust-title">{t('trust.title')}</h2>
      </div>
      <ul className="trust">
        {POINTS.map(({ id, icon }) => (
          <li key={id} className="trust__item">
            <span className="trust__icon" aria-hidden="true">
              <Icon name={icon} size={24} />
            </span>
            <h3 className="trust__title">{t(`trust.${id}.title`)}</h3>
            <p className="trust__body">{t(`trust.${id}.body`)}</p>
            {id === 'responsible' ? (
              <Link className="trust__link" to="/help#responsible">
                {t('trust.responsible.link')}
                <Icon name="chevronRight" size={14} />
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
