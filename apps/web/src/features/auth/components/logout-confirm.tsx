import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { Modal } from '../../../components/ui/modal'
import { MEMBER_KEY } from '../../../lib/account'
import { call } from '../../../lib/api-client'
import { useTexts } from '../../../lib/i18n'
import { closeAllModals, type ModalProps } from '../../../lib/modals'
import { clearSession } from '../../../lib/session-store'
import { COMMON } from '../../../locales/common'
import { api } from '../api/auth-api'
import { AUTH } from '../auth-texts'
import { AuthDone } from './auth-done'
import './auth.css'

/** Logout (docs/domain/site.md#states-and-transitions): confirmation, loader, the logout call, then home. */
export default function LogoutConfirm({ onClose }: ModalProps) {
  const { t } = useTexts(AUTH)
  const common = useTexts(COMMON).t
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)

  const logout = async () => {
    setBusy(true)
    try {
      await call(api.logout)
    } catch {
      // A session the server already ended is logged out all the same.
    }
    clearSession()
    queryClient.removeQueries({ queryKey: MEMBER_KEY })
    closeAllModals()
    void navigate('/')
  }

  return (
    <Modal
      title={t('logoutTitle')}
      closeLabel={common('close')}
      onClose={busy ? () => undefined : onClose}
      size="small"
      className="auth-modal"
    >
      <AuthDone icon="logout" iconSize={26} busy={busy} message={busy ? t('loggingOut') : t('logoutQuestion')}>
        <div className="auth-actions">
          <button type="button" className="button button--ghost" onClick={onClose} disabled={busy}>
            {common('cancel')}
          </button>
          <button type="button" className="button button--primary" onClick={() => void logout()} disabled={busy}>
            {busy ? <span className="auth-busy" aria-hidden="true" /> : null}
            {t('logoutButton')}
          </button>
        </div>
      </AuthDone>
    </Modal>
  )
}
