import { Icon } from '../../../components/ui/icon'
import { hasCustomerService, openCustomerService } from '../../../lib/customer-service'
import { useTexts } from '../../../lib/i18n'
import { openModal } from '../../../lib/modals'
import { requireMember } from '../../../lib/require-member'
import { useSite } from '../../../lib/site'
import { HELP } from '../help-texts'

/** Reaching a person: customer service (unless this is its own window) and the feedback form. */
export function HelpActions({ withService = true }: { withService?: boolean }) {
  const { t } = useTexts(HELP)
  const site = useSite()
  return (
    <>
      {withService && hasCustomerService(site) ? (
        <button type="button" className="button button--primary" onClick={() => openCustomerService(site)}>
          <Icon name="headset" size={16} />
          {t('contact')}
        </button>
      ) : null}
      <button type="button" className="button button--ghost" onClick={() => requireMember(() => openModal('feedback'))}>
        <Icon name="send" size={16} />
        {t('feedback')}
      </button>
    </>
  )
}
