import { switchModal } from '../../../lib/modals'
import { useTexts } from '../../../lib/i18n'
import { AUTH } from '../auth-texts'

/** 'Remember me' and 'Forgot password?' under the login fields. */
export function RememberRow({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const { t } = useTexts(AUTH)
  return (
    <div className="auth-row">
      <label className="check">
        <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
        <span>{t('rememberMe')}</span>
      </label>
      <button type="button" className="link-button auth-row__link" onClick={() => switchModal('forgotPassword')}>
        {t('forgotPassword')}
      </button>
    </div>
  )
}
