import { Icon } from '../../../components/ui/icon'
import { useTexts } from '../../../lib/i18n'
import { openModal } from '../../../lib/modals'
import { PROMOTIONS } from '../promotions-texts'
import '../../../components/ui/icon-tile.css'

/** Promotions are for members: a visitor is invited to register or log in. */
export function GuestInvite() {
  const { t } = useTexts(PROMOTIONS)
  return (
    <div className="promo-guest">
      <span className="promo-guest__icon icon-tile icon-tile--gold" aria-hidden="true">
        <Icon name="gift" size={34} />
      </span>
      <h2 className="promo-guest__title">{t('guestTitle')}</h2>
      <p className="promo-guest__body">{t('guestBody')}</p>
      <div className="promo-guest__actions">
        <button type="button" className="button button--cta button--large" onClick={() => openModal('register')}>
          {t('register')}
        </button>
        <button type="button" className="button button--ghost button--large" onClick={() => openModal('login')}>
          {t('login')}
        </button>
      </div>
    </div>
  )
}
