import { useNavigate } from 'react-router'
import { Icon, type IconName } from '../../../components/ui/icon'
import { TitledSection } from '../../../components/ui/titled-section'
import { useTexts } from '../../../lib/i18n'
import { closeModal, openModal } from '../../../lib/modals'
import { useSite } from '../../../lib/site'
import { REWARDS } from '../rewards-texts'

type Way = { id: 'promotions' | 'vip' | 'invite'; icon: IconName; go: () => void }

/** Where rewards come from, each with the way there: promotions, VIP levels, inviting friends. */
export function WaysToEarn() {
  const { t } = useTexts(REWARDS)
  const site = useSite()
  const navigate = useNavigate()
  const leaveTo = (path: string) => () => {
    closeModal('memberCentre')
    void navigate(path)
  }
  const ways: Way[] = [
    { id: 'promotions', icon: 'gift', go: leaveTo('/promotions') },
    { id: 'vip', icon: 'star', go: leaveTo('/vip') },
    ...(site.whitelabel.REFERRAL_PROMO
      ? [{ id: 'invite', icon: 'share', go: () => openModal('memberCentre', { page: 'referral' }) } as const]
      : []),
  ]
  return (
    <TitledSection id="rewards-ways" title={t('waysTitle')} level="h3" titleClass="rewards-section-title">
      <ul className="rewards-ways">
        {ways.map((way) => (
          <li key={way.id} className={`rewards-way rewards-way--${way.id}`}>
            <span className="rewards-way__icon" aria-hidden="true">
              <Icon name={way.icon} size={22} />
            </span>
            <span className="rewards-way__title">{t(`${way.id}.title`)}</span>
            <span className="rewards-way__body">{t(`${way.id}.body`)}</span>
            <button type="button" className="button button--ghost rewards-way__action" onClick={way.go}>
              {t(`${way.id}.action`)}
              <Icon name="chevronRight" size={16} />
            </button>
          </li>
        ))}
      </ul>
    </TitledSection>
  )
}
