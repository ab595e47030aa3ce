import { Field } from '../../../components/ui/field'
import { Icon } from '../../../components/ui/icon'
import { useTexts } from '../../../lib/i18n'
import { openModal } from '../../../lib/modals'
import { COMMON } from '../../../locales/common'
import { POINT_FORMS } from '../point-forms-texts'

/** The payment password that spending points asks for, or, for a member without one, the way to set it. */
export function PaymentPassword({
  hasPaymentPassword,
  value,
  onChange,
  error,
  disabled,
  onLeave,
}: {
  hasPaymentPassword: boolean
  value: string
  onChange: (value: string) => void
  error: string | null
  disabled: boolean
  /** Closes the dialog first: the security centre opens over the page, not over this dialog. */
  onLeave: () => void
}) {
  const { t } = useTexts(POINT_FORMS)
  const common = useTexts(COMMON).t
  if (hasPaymentPassword) {
    return (
      <Field
        label={t('password.label')}
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
    <div className="cashier-note mall-no-password">
      <Icon name="lock" size={16} />
      <span>
        <strong>{t('password.none')}</strong> {t('password.noneBody')}
      </span>
      <button
        type="button"
        className="button button--ghost"
        onClick={() => {
          onLeave()
          openModal('memberCentre', { page: 'securityCenter' })
        }}
      >
        {t('password.set')}
      </button>
    </div>
  )
}
