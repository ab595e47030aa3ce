import { useTexts } from '../../../lib/i18n'
import { REMARK_MAX } from '../withdraw-api'
import { WITHDRAW } from '../withdraw-texts'

/** The member's remark to the answer, with the characters used. */
export function ConfirmRemark({
  id,
  value,
  onChange,
  disabled,
}: {
  id: string
  value: string
  onChange: (value: string) => void
  disabled: boolean
}) {
  const { t } = useTexts(WITHDRAW)
  return (
    <div className="field">
      <label className="field__label" htmlFor={`confirm-remark-${id}`}>
        {t('confirm.remark')}
      </label>
      <textarea
        id={`confirm-remark-${id}`}
        className="confirm__remark"
        rows={2}
        maxLength={REMARK_MAX}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
      />
      <p className="field__hint confirm__count">{t('confirm.remarkCount', { count: value.length, max: REMARK_MAX })}</p>
    </div>
  )
}
