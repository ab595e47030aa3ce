import { Modal } from '../../../components/ui/modal'
import { useTexts } from '../../../lib/i18n'
import { switchModal, type ModalProps } from '../../../lib/modals'
import { COMMON } from '../../../locales/common'
import { AUTH } from '../auth-texts'
import { AuthDone } from './auth-done'
import './auth.css'

/** What a visitor gets for a member-only action (docs/domain/site.md#states-and-transitions): please log in, or register. */
export default function LoginPopup({ onClose }: ModalProps) {
  const { t } = useTexts(AUTH)
  const common = useTexts(COMMON).t
  return (
    <Modal
      title={t('loginPopupTitle')}
      closeLabel={common('close')}
      onClose={onClose}
      size="small"
      className="auth-modal"
    >
      <AuthDone icon="lock" iconSize={26} message={t('loginPopupBody')}>
        <div className="auth-actions">
          <button type="button" className="button button--ghost" onClick={() => switchModal('register')}>
            {t('register')}
          </button>
          <button type="button" className="button button--cta" onClick={() => switchModal('login')}>
            {t('login')}
          </button>
        </div>
      </AuthDone>
    </Modal>
  )
}
