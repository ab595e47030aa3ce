import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { ErrorAlert, Notice } from '../components/common'
import { call } from '../lib/api'
import { formatMoney } from '../lib/format'
import { useTexts } from '../lib/i18n'
import { type BrandCashier, cashierApi, typedAmount } from './brand-cashier.api'
import { BRAND_CASHIER } from './brand-cashier.texts'

const KINDS = ['adjustmentCredit', 'adjustmentDebit', 'bonus'] as const
type Kind = (typeof KINDS)[number]

/**
 * The brand's four-eyes thresholds (decision 041). They keep their own permission and route:
 * only an installation-wide operator holding money.thresholds changes them; everyone else reads.
 * An empty field means never.
 */
export function FourEyesThresholds({
  cashier,
  editable,
  onSaved,
}: {
  cashier: BrandCashier
  editable: boolean
  onSaved: () => void
}) {
  const { t } = useTexts(BRAND_CASHIER)
  const current = cashier.thresholds
  const [values, setValues] = useState<Record<Kind, string>>(() => {
    const text = (value: string | null) => value ?? ''
    return {
      adjustmentCredit: text(current.adjustmentCredit),
      adjustmentDebit: text(current.adjustmentDebit),
      bonus: text(current.bonus),
    }
  })
  const parsed = Object.fromEntries(
    KINDS.map((kind) => [kind, values[kind].trim() === '' ? null : typedAmount(values[kind])]),
  ) as Record<Kind, string | null>
  const invalid = KINDS.filter((kind) => values[kind].trim() !== '' && parsed[kind] === null)
  const save = useMutation({
    mutationFn: () =>
      call(cashierApi.setThresholds, { params: { merchantId: String(cashier.merchantId) }, body: parsed }),
    onSuccess: onSaved,
  })
  return (
    <section className="card cashier-card">
      <h2 className="section-title">
        {t('thresholds.title')}
        {current.isDefault ? (
          <span className="badge badge-pending cashier-badge">{t('thresholds.defaults')}</span>
        ) : null}
      </h2>
      <p className="muted">{t('thresholds.hint')}</p>
      <ErrorAlert error={save.error} />
      {save.isSuccess ? <Notice>{t('saved')}</Notice> : null}
      {editable ? (
        <>
          <div className="cashier-grid">
            {KINDS.map((kind) => (
              <label key={kind} className="field">
                <span className="field-label">{t(`thresholds.${kind}`)}</span>
                <input
                  className="input num"
                  inputMode="decimal"
                  placeholder={t('thresholds.never')}
                  aria-invalid={invalid.includes(kind) ? true : undefined}
                  value={values[kind]}
                  onChange={(event) => setValues({ ...values, [kind]: event.target.value })}
                />
              </label>
            ))}
          </div>
          <div className="cashier-actions">
            <button
              className="button button-primary"
              type="button"
              disabled={save.isPending || invalid.length > 0}
              onClick={() => save.mutate()}
            >
              {t('save')}
            </button>
          </div>
        </>
      ) : (
        <>
          <dl className="cashier-facts">
            {KINDS.map((kind) => (
              <div key={kind}>
                <dt className="muted">{t(`thresholds.${kind}`)}</dt>
                <dd className="num strong">
                  {current[kind] === null ? t('thresholds.never') : formatMoney(current[kind], cashier.currency)}
                </dd>
              </div>
            ))}
          </dl>
          <p className="muted cashier-note">{t('thresholds.wideOnly')}</p>
        </>
      )}
    </section>
  )
}
