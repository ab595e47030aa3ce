import { Link } from 'react-router'
import { Icon, type IconName } from '../../../components/ui/icon'
import { InfoCard } from '../../../components/ui/info-card'
import { LoadingState } from '../../../components/ui/states'
import { TitledSection } from '../../../components/ui/titled-section'
import { useMemberInfo } from '../../../lib/account'
import { useTexts } from '../../../lib/i18n'
import { openModal } from '../../../lib/modals'
import { useSession } from '../../../lib/session-store'
import { useSite } from '../../../lib/site'
import { hasCustomerService, openCustomerService } from '../../../lib/customer-service'
import { VIP } from '../vip-texts'
import { Crown } from './crown'
import '../../../components/ui/card.css'
import './vip.css'
import './vip-status.css'

/**
 * Rank levels above 4 are served by the VIP customer-service desk (docs/domain/site.md#roles). The
 * contract names it VIP_SERVICE_MIN_RANK once the home-content contract is merged.
 */
export const VIP_SERVICE_FROM = 5

const HOW = ['play', 'rank', 'enjoy'] as const
const PERKS: readonly { id: 'service' | 'promos' | 'rewards' | 'events'; icon: IconName; ready: boolean }[] = [
  { id: 'service', icon: 'headset', ready: true },
  { id: 'promos', icon: 'gift', ready: true },
  { id: 'rewards', icon: 'trophy', ready: false },
  { id: 'events', icon: 'star', ready: false },
]

/** The member's rank from member info (clubLabel); a visitor is asked to log in or register. */
function Status() {
  const { t } = useTexts(VIP)
  const site = useSite()
  const session = useSession()
  const info = useMemberInfo()
  if (!session) {
    return (
      <div className="vip-status vip-status--guest">
        <p className="vip-status__title">{t('guestTitle')}</p>
        <p className="vip-status__body">{t('guestBody')}</p>
        <div className="vip-status__actions">
          <button type="button" className="button button--cta" onClick={() => openModal('login')}>
            {t('login')}
          </button>
          <button type="button" className="button button--ghost" onClick={() => openModal('register')}>
            {t('register')}
          </button>
        </div>
      </div>
    )
  }
  if (info.isPending) return <LoadingState rows={2} />
  const club = info.data?.clubLabel ?? null
  const hasService = club !== null && club.rankLevel >= VIP_SERVICE_FROM
  return (
    <div className="vip-status">
      <p className="vip-status__label">{t('statusTitle')}</p>
      {club ? (
        <div className="vip-status__rank">
          <span className="vip-status__badge" aria-hidden="true">
            {club.rankLevel}
          </span>
          <div>
            <p className="vip-status__name">{club.labelName}</p>
            <p className="vip-status__level">{t('level', { level: club.rankLevel })}</p>
          </div>
        </div>
      ) : (
        <>
          <p className="vip-status__title">{t('noRank')}</p>
          <p className="vip-status__body">{t('noRankBody')}</p>
        </>
      )}
      <p className={`vip-status__service${hasService ? ' is-on' : ''}`}>
        <Icon name={hasService ? 'check' : 'lock'} size={16} />
        {hasService ? t('serviceOn') : t('serviceOff', { level: VIP_SERVICE_FROM })}
      </p>
      {hasService && hasCustomerService(site) ? (
        <button type="button" className="button button--cta" onClick={() => openCustomerService(site)}>
          <Icon name="headset" size={18} />
          {t('contactVip')}
        </button>
      ) : null}
    </div>
  )
}

/** /vip, without the site header: the member's rank and an honest outline of the VIP club. */
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
          <Status />
        </section>

        <TitledSection id="vip-how" title={t('howTitle')} className="vip__section" titleClass="section-title">
          <ol className="vip__how card-grid">
            {HOW.map((id, index) => (
              <InfoCard
                key={id}
                markClass="vip__how-number card-number"
                mark={index + 1}
                title={t(`how.${id}.title`)}
                body={t(`how.${id}.body`)}
              />
            ))}
          </ol>
        </TitledSection>

        <TitledSection id="vip-perks" title={t('perksTitle')} className="vip__section" titleClass="section-title">
          <ul className="vip__perks card-grid">
            {PERKS.map(({ id, icon, ready }) => (
              <InfoCard
                key={id}
                className={ready ? 'info-card' : 'info-card is-soon'}
                markClass="vip__perk-icon"
                mark={<Icon name={icon} size={22} />}
                title={t(`perks.${id}.title`)}
                body={t(`perks.${id}.body`, { level: VIP_SERVICE_FROM })}
              >
                {id === 'promos' ? (
                  <Link className="vip__perk-link more-link" to="/promotions">
                    {t('perks.promos.link')}
                    <Icon name="chevronRight" size={14} />
                  </Link>
                ) : null}
                {ready ? null : <span className="vip__soon">{t('soon')}</span>}
              </InfoCard>
            ))}
          </ul>
          <p className="vip__note">
            <Icon name="info" size={16} />
            {t('note')}
          </p>
        </TitledSection>
      </main>
    </div>
  )
}
