import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { call } from '../lib/api'
import { currentLanguage, useTexts } from '../lib/i18n'
import { promotionApi, titleOf } from '../promotions/promotions.api'
import { useOperator } from '../shell/operator-context'
import { LOYALTY } from './loyalty.texts'

/**
 * Picks the brand's promotion of kind loyalty whose rules pay a bonus (decision 055). An operator
 * who may not read promotions still sees the chosen one by its number.
 */
export function PromotionPicker({
  merchantId,
  label,
  value,
  onChange,
  problem = false,
  disabled = false,
}: {
  merchantId: number
  label: string
  value: string
  onChange: (value: string) => void
  problem?: boolean
  disabled?: boolean
}) {
  const { t } = useTexts(LOYALTY)
  const { can } = useOperator()
  const language = currentLanguage()
  const id = useId()
  const list = useQuery({
    queryKey: ['promotions', merchantId, 'loyalty-kind'],
    queryFn: ({ signal }) =>
      call(promotionApi.list, {
        params: { merchantId: String(merchantId) },
        query: { kind: 'loyalty', pageSize: 100 },
        signal,
      }),
    enabled: can('promotions.read'),
    retry: false,
  })
  const options = (list.data?.content ?? []).filter((promotion) => promotion.state !== 'ended')
  return (
    <label className="field">
      <span className="field-label" id={`${id}-label`}>
        {label}
      </span>
      <select
        aria-labelledby={`${id}-label`}
        className="input"
        value={value}
        disabled={disabled}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('form.noPromotion')}</option>
        {value && !options.some((promotion) => promotion.id === value) ? <option value={value}>#{value}</option> : null}
        {options.map((promotion) => (
          <option key={promotion.id} value={promotion.id}>
            {titleOf(promotion.titles, language)} ({promotion.code})
          </option>
        ))}
      </select>
      {problem ? (
        <span className="field-error">{t('errors.promotion')}</span>
      ) : (
        <span className="field-hint">{t('form.promotionHint')}</span>
      )}
    </label>
  )
}
