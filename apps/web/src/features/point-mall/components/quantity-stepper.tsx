import { useId } from 'react'
import { useTexts } from '../../../lib/i18n'
import { POINT_FORMS } from '../point-forms-texts'

/** How many to redeem, from 1 to `max` (stock, the member's limit and points allowing). */
export function QuantityStepper({
  value,
  max,
  onChange,
  disabled,
}: {
  value: number
  max: number
  onChange: (value: number) => void
  disabled: boolean
}) {
  const { t } = useTexts(POINT_FORMS)
  const id = useId()
  const clamp = (next: number) => onChange(Math.min(Math.max(1, next), Math.max(1, max)))
  return (
    <div className="field mall-stepper">
      <label className="field__label" htmlFor={id}>
        {t('redeem.quantity')}
      </label>
      <div className="mall-stepper__control">
        <button
          type="button"
          className="mall-stepper__button"
          aria-label={t('redeem.fewer')}
          disabled={disabled || value <= 1}
          onClick={() => clamp(value - 1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          className="field__input mall-stepper__input"
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={value}
          aria-describedby={`${id}-most`}
          disabled={disabled}
          readOnly={max <= 1}
          onChange={(event) => clamp(Math.trunc(Number(event.target.value) || 1))}
        />
        <button
          type="button"
          className="mall-stepper__button"
          aria-label={t('redeem.more')}
          disabled={disabled || value >= max}
          onClick={() => clamp(value + 1)}
        >
          <span aria-hidden="true">+</span>
        </button>
        <span id={`${id}-most`} className="mall-stepper__most">
          {t('redeem.most', { count: max })}
        </span>
      </div>
    </div>
  )
}
