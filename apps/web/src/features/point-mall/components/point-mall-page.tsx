import { Link } from 'react-router'
import { Icon, type IconName } from '../../../components/ui/icon'
import { InfoCard } from '../../../components/ui/info-card'
import { PageHead } from '../../../components/ui/page-head'
import { TitledSection } from '../../../components/ui/titled-section'
import { useTexts } from '../../../lib/i18n'
import { POINT_MALL } from '../point-mall-texts'
import '../../../components/ui/card.css'
import './point-mall.css'

const HOW: readonly { id: 'play' | 'earn' | 'redeem'; icon: IconName }[] = [
  { id: 'play', icon: 'game' },
  { id: 'earn', icon: 'coins' },
  { id: 'redeem', icon: 'gift' },
]
/** Empty shelves drawn as placeholders: no reward or price is invented. */
const SHELVES = 4

/** The point mall before its backend (a later issue): a designed 'opening soon' state. */
export function PointMallPage() {
  const { t } = useTexts(POINT_MALL)
  return (
    <main>
      <PageHead icon="coins" eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className="container mall__body">
        <section className="mall__soon glow-panel" aria-labelledby="mall-soon-title">
          <ul className="mall__shelf" aria-hidden="true">
            {Array.from({ length: SHELVES }, (_, index) => (
              <li key={index} className="mall__item">
                <span className="mall__item-art">
                  <Icon name={index % 2 ? 'coins' : 'gift'} size={30} />
                </span>
                <span className="mall__item-line" />
                <span className="mall__item-line mall__item-line--short" />
                <span className="mall__item-lock">
                  <Icon name="lock" size={14} />
                  {t('locked')}
                </span>
              </li>
            ))}
          </ul>
          <div className="mall__soon-copy">
            <h2 id="mall-soon-title">{t('soonTitle')}</h2>
            <p>{t('soonBody')}</p>
            <Link className="button button--cta button--large" to="/promotions">
              <Icon name="gift" size={18} />
              {t('browse')}
            </Link>
          </div>
        </section>

        <TitledSection id="mall-how-title" title={t('howTitle')} titleClass="mall__heading section-title">
          <ol className="mall__how card-grid">
            {HOW.map(({ id, icon }) => (
              <InfoCard
                key={id}
                markClass="mall__how-icon card-icon"
                mark={<Icon name={icon} size={24} />}
                title={t(`how.${id}.title`)}
                body={t(`how.${id}.body`)}
              />
            ))}
          </ol>
        </TitledSection>
      </div>
    </main>
  )
}
