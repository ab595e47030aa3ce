import { Modal } from '../../../components/ui/modal'
import { ApiError } from '../../../lib/api-client'
import { useErrorText } from '../../../lib/error-text'
import { useTexts } from '../../../lib/i18n'
import { switchModal, type ModalProps } from '../../../lib/modals'
import { COMMON } from '../../../locales/common'
import { AUTH } from '../auth-texts'
import { AuthDone } from './auth-done'
import './auth.css'

const NEED_REAL_ACCOUNT = new ApiError('in_need_true_account', 403, 'trial account')

/** The warning a trial account gets for member features (docs/domain/site.md#error-dialogs): in_need_true_account, in_increase_submit. */
export default function TrialWarning({ onClose }: ModalProps) {
  const { t } = useTexts(AUTH)
  const common = useTexts(COMMON).t
  const errorText = useErrorText()
  return (
    <Modal title={t('trialTitle')} closeLabel={common('close')} onClose={onClose} size="small" className="auth-modal">
      <AuthDone icon="star" tone="warn" message={errorText(NEED_REAL_ACCOUNT)}>
        <div className="auth-actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {common('cancel')}
          </button>
          <button type="button" className="button button--cta" onClick={() => switchModal('register')}>
            {t('in_increase_submit')}
          </button>
        </div>
      </AuthDone>
    </Modal>
  )
}
