import { Field } from '../../../components/ui/field'
import { Icon } from '../../../components/ui/icon'
import { useTexts } from '../../../lib/i18n'
import { openModal } from '../../../lib/modals'
import { COMMON } from '../../../locales/common'
import { WITHDRAW } from '../withdraw-texts'

/** The payment password field, or, for a member without one, the way to set it. */
export function WithdrawPassword({
  hasPaymentPassword,
  value,
  onChange,
  error,
  disabled,
}: {
  hasPaymentPassword: boolean
  value: string
  onChange: (value: string) => void
  error: string | null
  disabled: boolean
}) {
  const { t } = useTexts(WITHDRAW)
  const common = useTexts(COMMON).t
  if (hasPaymentPassword) {
    return (
      <Field
        label={t('paymentPassword')}
        type="password"
        autoComplete="off"
        maxLength={64}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
        reveal={{ show: common('show'), hide: common('hide') }}
        disabled={disabled}
      />
    )
  }
  return (
    <div className="cashier-note withdraw-no-password">
      <Icon name="lock" size={16} />
      <span>
        <strong>{t('noPassword')}</strong> {t('noPasswordBody')}
      </span>
      <button
        type="button"
        className="button button--ghost"
        onClick={() => openModal('memberCentre', { page: 'securityCenter' })}
      >
        {t('setPassword')}
      </button>
    </div>
  )
}
