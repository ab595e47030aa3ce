import { Icon, type IconName } from '../../../components/ui/icon'
import { InfoCard } from '../../../components/ui/info-card'
import { useTexts } from '../../../lib/i18n'
import { openModal } from '../../../lib/modals'
import { POINT_MALL } from '../point-mall-texts'
import './mall-hero.css'

const HOW: readonly { id: 'play' | 'earn' | 'redeem'; icon: IconName }[] = [
  { id: 'play', icon: 'game' },
  { id: 'earn', icon: 'coins' },
  { id: 'redeem', icon: 'gift' },
]

/** Points are for real accounts: a visitor is invited to join or log in, a trial account to use a real one. */
export function GuestHero({ trial }: { trial: boolean }) {
  const { t } = useTexts(POINT_MALL)
  return (
    <>
      <section className="mall-hero glow-panel" aria-labelledby="mall-hero-title">
        <span className="mall-hero__art" aria-hidden="true">
          <span className="mall-hero__coin mall-hero__coin--back">
            <Icon name="gift" size={30} />
          </span>
          <span className="mall-hero__coin">
            <Icon name="coins" size={44} />
          </span>
        </span>
        <div className="mall-hero__copy">
          <h2 id="mall-hero-title">{t('guest.title')}</h2>
          <p>{t('guest.body')}</p>
          <div className="mall-hero__actions">
            {trial ? (
              <button
                type="button"
                className="button button--cta button--large"
                onClick={() => openModal('trialWarning')}
              >
                {t('guest.trial')}
              </button>
            ) : (
              <>
                <button
                  type="button"
                  className="button button--cta button--large"
                  onClick={() => openModal('register')}
                >
                  {t('guest.register')}
                </button>
                <button type="button" className="button button--ghost button--large" onClick={() => openModal('login')}>
                  {t('guest.login')}
                </button>
              </>
            )}
          </div>
        </div>
      </section>
      <ol className="mall-how card-grid">
        {HOW.map(({ id, icon }, index) => (
          <InfoCard
            key={id}
            markClass="mall-how__icon card-icon"
            mark={
              <>
                <Icon name={icon} size={24} />
                <span className="mall-how__step">{index + 1}</span>
              </>
            }
            title={t(`how.${id}.title`)}
            body={t(`how.${id}.body`)}
          />
        ))}
      </ol>
    </>
  )
}
