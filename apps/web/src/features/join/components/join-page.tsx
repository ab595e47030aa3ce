import { Icon, type IconName } from '../../../components/ui/icon'
import { InfoCard } from '../../../components/ui/info-card'
import { TitledSection } from '../../../components/ui/titled-section'
import { useTexts } from '../../../lib/i18n'
import { openModal } from '../../../lib/modals'
import { useSession } from '../../../lib/session-store'
import { useSite } from '../../../lib/site'
import { hasCustomerService, openCustomerService } from '../../../lib/customer-service'
import { JOIN } from '../join-texts'
import { TeamArt } from './team-art'
import '../../../components/ui/card.css'
import './join.css'

const BENEFITS: readonly { id: 'earn' | 'team' | 'reports' | 'support'; icon: IconName }[] = [
  { id: 'earn', icon: 'coins' },
  { id: 'team', icon: 'share' },
  { id: 'reports', icon: 'chart' },
  { id: 'support', icon: 'headset' },
]
const PLANS = ['dividend', 'daily', 'hourly', 'realtime'] as const
const STEPS = ['s1', 's2', 's3', 's4'] as const

/** Register (visitors only: a signed-in member applies through customer service) and contact. */
function Actions() {
  const { t } = useTexts(JOIN)
  const site = useSite()
  const session = useSession()
  return (
    <div className="join__actions">
      {session ? null : (
        <button type="button" className="button button--cta button--large" onClick={() => openModal('register')}>
          <Icon name="user" size={18} />
          {t('register')}
        </button>
      )}
      {hasCustomerService(site) ? (
        <button type="button" className="button button--ghost button--large" onClick={() => openCustomerService(site)}>
          <Icon name="headset" size={18} />
          {t('contact')}
        </button>
      ) : null}
    </div>
  )
}

/** Join us: the agent programme explained without invented rates, with a way in. */
export function JoinPage() {
  const { t } = useTexts(JOIN)
  return (
    <main className="join">
      <section className="join__hero">
        <div className="container join__hero-inner">
          <div className="join__hero-copy">
            <p className="eyebrow">{t('eyebrow')}</p>
            <h1 className="join__title">{t('title')}</h1>
            <p className="join__lead">{t('lead')}</p>
            <Actions />
          </div>
          <TeamArt />
        </div>
      </section>

      <div className="container join__body">
        <TitledSection id="join-benefits" title={t('benefitsTitle')} titleClass="join__heading section-title">
          <ul className="join__benefits card-grid">
            {BENEFITS.map(({ id, icon }) => (
              <InfoCard
                key={id}
                markClass="join__benefit-icon card-icon"
                mark={<Icon name={icon} size={24} />}
                title={t(`benefits.${id}.title`)}
                body={t(`benefits.${id}.body`)}
              />
            ))}
          </ul>
        </TitledSection>

        <TitledSection id="join-plans" title={t('plansTitle')} titleClass="join__heading section-title">
          <p className="join__sublead">{t('plansLead')}</p>
          <ul className="join__plans card-grid">
            {PLANS.map((id) => (
              <InfoCard key={id} title={t(`plans.${id}.title`)} body={t(`plans.${id}.body`)} />
            ))}
          </ul>
        </TitledSection>

        <TitledSection id="join-steps" title={t('stepsTitle')} titleClass="join__heading section-title">
          <ol className="join__steps card-grid">
            {STEPS.map((id, index) => (
              <InfoCard
                key={id}
                markClass="join__step-number card-number"
                mark={index + 1}
                title={t(`steps.${id}.title`)}
                body={t(`steps.${id}.body`)}
              />
            ))}
          </ol>
        </TitledSection>

        <section className="join__cta" aria-labelledby="join-cta">
          <h2 id="join-cta">{t('ctaTitle')}</h2>
          <p>{t('ctaBody')}</p>
          <Actions />
        </section>
      </div>
    </main>
  )
}
