import { useState } from 'react'
import { Modal } from '../../../components/ui/modal'
import { Tabs } from '../../../components/ui/tabs'
import { useTexts } from '../../../lib/i18n'
import { switchModal, type ModalProps } from '../../../lib/modals'
import { useSite } from '../../../lib/site'
import { COMMON } from '../../../locales/common'
import { AUTH } from '../auth-texts'
import type { RegisterTab } from '../register-rules'
import { AuthBanner } from './auth-banner'
import { RegisterForm } from './register-form'
import './auth.css'
import './auth-register.css'

/**
 * The registration modal (docs/domain/site.md#routes-and-pages): title, link to login, the username and mobile
 * tabs when mobile registration is on, the merchant's fields, terms, captcha, social logins.
 */
export default function RegisterModal({ onClose }: ModalProps) {
  const site = useSite()
  const { t } = useTexts(AUTH)
  const common = useTexts(COMMON).t
  const flags = site.whitelabel
  const tabs: RegisterTab[] = [
    ...(flags.USERNAME_REGISTER || !flags.MOBILE_REGISTER ? (['username'] as const) : []),
    ...(flags.MOBILE_REGISTER ? (['mobile'] as const) : []),
  ]
  const [tab, setTab] = useState<RegisterTab>(tabs[0] ?? 'username')

  return (
    <Modal
      title={t('registerTitle')}
      closeLabel={common('close')}
      onClose={onClose}
      size="large"
      banner={<AuthBanner group="w_register" />}
      className="auth-modal auth-modal--register"
    >
      <div className="auth-stack">
        <p className="auth-lead">
          {t('haveAccount')}{' '}
          <button type="button" className="link-button" onClick={() => switchModal('login')}>
            {t('loginNow')}
          </button>
        </p>
        {tabs.length > 1 ? (
          <Tabs
            label={t('registerMethod')}
            tabs={tabs.map((id) => ({ id, label: id === 'mobile' ? t('tabMobileRegister') : t('tabUserRegister') }))}
            value={tab}
            onChange={setTab}
          />
        ) : null}
        <RegisterForm key={tab} tab={tab} />
      </div>
    </Modal>
  )
}
