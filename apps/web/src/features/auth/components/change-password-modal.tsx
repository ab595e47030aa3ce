import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Field } from '../../../components/ui/field'
import { Icon } from '../../../components/ui/icon'
import { Modal } from '../../../components/ui/modal'
import { MEMBER_KEY } from '../../../lib/account'
import { call } from '../../../lib/api-client'
import { useTexts } from '../../../lib/i18n'
import { openModal, switchModal, type ModalProps } from '../../../lib/modals'
import { COMMON } from '../../../locales/common'
import { api } from '../api/auth-api'
import { AUTH } from '../auth-texts'
import { useFormSubmit } from '../hooks/use-form-submit'
import { AuthDone } from './auth-done'
import { FailureMessage, SubmitButton } from './form-submit'
import { PasswordPairFields, usePasswordPairCheck, type PasswordPair } from './password-fields'
import './auth.css'
import '../../../components/ui/icon-tile.css'

/**
 * Change the login password (docs/domain/site.md). Opened with `{ forced: '1' }` right after
 * a login whose password is default or expired: no old password is asked (the session is in the
 * forced-change state), and the modal cannot be dismissed, only completed or left by logging out.
 */
export default function ChangePasswordModal({ params, onClose }: ModalProps) {
  const { t } = useTexts(AUTH)
  const common = useTexts(COMMON).t
  const checkPair = usePasswordPairCheck()
  const queryClient = useQueryClient()
  const forced = params.forced === '1'
  const [oldPassword, setOldPassword] = useState('')
  const [pair, setPair] = useState<PasswordPair>({ newPassword: '', confirmNewPassword: '' })
  const { errors, failure, busy, setBusy, submitWith } = useFormSubmit()
  const [done, setDone] = useState(false)

  // Closing a forced change is not allowed: the close button offers to log out instead.
  const finish = () => (forced ? switchModal('afterLogin') : onClose())
  const close = forced && !done ? () => openModal('logout') : done ? finish : onClose

  const submit = submitWith(
    () => ({ oldPassword: forced || oldPassword.trim() ? null : t('required'), ...checkPair(pair) }),
    async () => {
      await call(api.changePassword, {
        body: {
          ...(forced ? {} : { oldPassword: oldPassword.trim() }),
          newPassword: pair.newPassword.trim(),
          confirmNewPassword: pair.confirmNewPassword.trim(),
        },
      })
      setDone(true)
      setBusy(false)
      // Calls refused before the change (password_change_required) may now succeed.
      void queryClient.invalidateQueries({ queryKey: MEMBER_KEY })
    },
  )

  return (
    <Modal
      title={t('changeTitle')}
      closeLabel={forced && !done ? t('logoutInstead') : common('close')}
      onClose={close}
      size="medium"
      className="auth-modal"
    >
      {done ? (
        <AuthDone icon="check" tone="success" announce message={t('passwordChanged')}>
          <button type="button" className="button button--cta button--block" onClick={finish}>
            {forced ? t('continue') : common('close')}
          </button>
        </AuthDone>
      ) : (
        <form className="form auth-form" onSubmit={(event) => void submit(event)} noValidate>
          {forced ? (
            <div className="auth-intro">
              <span className="auth-intro__icon icon-tile icon-tile--round icon-tile--accent">
                <Icon name="lock" size={22} />
              </span>
              <p>{t('forcedIntro')}</p>
            </div>
          ) : (
            <Field
              label={t('oldPassword')}
              type="password"
              value={oldPassword}
              onChange={(event) => setOldPassword(event.target.value)}
              error={errors.oldPassword}
              autoComplete="current-password"
              maxLength={256}
              reveal={{ show: t('showPassword'), hide: t('hidePassword') }}
            />
          )}
          <PasswordPairFields pair={pair} onChange={setPair} errors={errors} />
          <FailureMessage failure={failure} />
          <SubmitButton busy={busy}>{t('changeButton')}</SubmitButton>
          {forced ? (
            <button type="button" className="button button--ghost button--block" onClick={() => openModal('logout')}>
              {t('logoutInstead')}
            </button>
          ) : null}
        </form>
      )}
    </Modal>
  )
}
