import { useState } from 'react'
import { FormMessage } from '../../../components/ui/field'
import { Modal } from '../../../components/ui/modal'
import { LoadingState } from '../../../components/ui/states'
import { Tabs } from '../../../components/ui/tabs'
import { useErrorText } from '../../../lib/error-text'
import { useTexts } from '../../../lib/i18n'
import { switchModal, type ModalProps } from '../../../lib/modals'
import { useSite } from '../../../lib/site'
import { COMMON } from '../../../locales/common'
import { AUTH } from '../auth-texts'
import { useRegisterSettings } from '../hooks/use-field-check'
import { useSocialReturn } from '../hooks/use-social-return'
import { AuthBanner } from './auth-banner'
import { FreePlayButton } from './free-play-button'
import { NewIpVerification } from './new-ip-verification'
import { SmsLoginForm } from './sms-login-form'
import { SocialButtons } from './social-buttons'
import { UsernameLoginForm, type Challenge } from './username-login-form'
import './auth.css'

type Tab = 'username' | 'sms'

/**
 * The login modal (docs/domain/site.md#routes-and-pages): the login banner, username or SMS login, 'no account,
 * register now', free play and social logins; then the new-IP step when the server asks.
 */
export default function LoginModal({ onClose }: ModalProps) {
  const site = useSite()
  const { t } = useTexts(AUTH)
  const common = useTexts(COMMON).t
  const errorText = useErrorText()
  const social = useSocialReturn()
  // Loaded now, as a visitor: a session in the forced-change state may not read it later,
  // and the password change that may follow needs its pattern messages.
  useRegisterSettings()
  const [tab, setTab] = useState<Tab>('username')
  const [challenge, setChallenge] = useState<Challenge | null>(null)
  const [freePlayError, setFreePlayError] = useState<unknown>(null)
  const smsLogin = site.whitelabel.SMS_LOGIN ?? false

  return (
    <Modal
      title={challenge ? t('verifyTitle') : t('loginTitle')}
      closeLabel={common('close')}
      onClose={onClose}
      size="medium"
      banner={<AuthBanner group="login" />}
      className="auth-modal"
    >
      {social.busy ? (
        <LoadingState rows={3} />
      ) : challenge ? (
        <NewIpVerification challenge={challenge} onBack={() => setChallenge(null)} />
      ) : (
        <div className="auth-stack">
          {social.error ? <FormMessage>{errorText(social.error)}</FormMessage> : null}
          {smsLogin ? (
            <Tabs
              label={t('loginMethod')}
              tabs={[
                { id: 'username', label: t('tabUsername') },
                { id: 'sms', label: t('tabSms') },
              ]}
              value={tab}
              onChange={setTab}
            />
          ) : null}
          {tab === 'sms' && smsLogin ? <SmsLoginForm /> : <UsernameLoginForm onChallenge={setChallenge} />}
          <FreePlayButton onError={setFreePlayError} />
          {freePlayError ? <FormMessage>{errorText(freePlayError)}</FormMessage> : null}
          <SocialButtons />
          <p className="auth-switch">
            {t('noAccount')}{' '}
            <button type="button" className="link-button" onClick={() => switchModal('register')}>
              {t('registerNow')}
            </button>
          </p>
        </div>
      )}
    </Modal>
  )
}
