import { useState } from 'react'
import { Modal } from '../../../components/ui/modal'
import { Tabs } from '../../../components/ui/tabs'
import { useTexts } from '../../../lib/i18n'
import { switchModal, type ModalProps } from '../../../lib/modals'
import { useSite } from '../../../lib/site'
import { COMMON } from '../../../locales/common'
import { AUTH } from '../auth-texts'
import { ForgotByEmail } from './forgot-by-email'
import { ForgotByPhone } from './forgot-by-phone'
import { ResetByLink } from './reset-by-link'
import './auth.css'

type Method = 'email' | 'phone'

/**
 * Forgot password (docs/domain/site.md#states-and-transitions): by email, or by phone when PHONE_RECOVERY is on. Opened
 * with `{ resetToken }` it is the landing of the emailed link instead.
 */
export default function ForgotPasswordModal({ params, onClose }: ModalProps) {
  const site = useSite()
  const { t } = useTexts(AUTH)
  const common = useTexts(COMMON).t
  const [method, setMethod] = useState<Method>('email')
  const byPhone = site.whitelabel.PHONE_RECOVERY ?? false
  const token = params.resetToken

  return (
    <Modal title={t('forgotTitle')} closeLabel={common('close')} onClose={onClose} size="medium" className="auth-modal">
      {token ? (
        <ResetByLink token={token} />
      ) : (
        <div className="auth-stack">
          {byPhone ? (
            <Tabs
              label={t('recoveryMethod')}
              tabs={[
                { id: 'email', label: t('byEmail') },
                { id: 'phone', label: t('byPhone') },
              ]}
              value={method}
              onChange={setMethod}
            />
          ) : null}
          {method === 'phone' && byPhone ? <ForgotByPhone /> : <ForgotByEmail />}
          <p className="auth-switch">
            <button type="button" className="link-button" onClick={() => switchModal('login')}>
              {t('backToLogin')}
            </button>
          </p>
        </div>
      )}
    </Modal>
  )
}
