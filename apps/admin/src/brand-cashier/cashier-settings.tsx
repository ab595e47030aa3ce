import { brandCashierRoutes, type WithdrawalLimits } from '@sea/contract'
import { useMutation } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { ErrorAlert, Notice } from '../components/common'
import { call } from '../lib/api'
import { typeboxResolver } from '../lib/form'
import { useTexts } from '../lib/i18n'
import { type BrandCashier, cashierApi, typedAmount } from './brand-cashier.api'
import { BRAND_CASHIER } from './brand-cashier.texts'
import { showFieldErrors } from './channel-dialog'

type Limits = BrandCashier['withdrawals']
type LimitValues = Record<keyof Limits, string>

/** A whole number as typed; anything else left as text for the schema to refuse. */
const typedCount = (text: string) => (/^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : text)

function limitsBody(values: LimitValues) {
  return {
    minAmount: typedAmount(values.minAmount) ?? values.minAmount,
    maxAmount: typedAmount(values.maxAmount) ?? values.maxAmount,
    dailyCount: typedCount(values.dailyCount),
    dailyAmount: typedAmount(values.dailyAmount) ?? values.dailyAmount,
    autoReceiveMinutes: typedCount(values.autoReceiveMinutes),
    maxBankAccounts: typedCount(values.maxBankAccounts),
  }
}
const limitsResolver = typeboxResolver<LimitValues>(brandCashierRoutes.setWithdrawals.schema.body, limitsBody)
const LIMIT_FIELDS: { name: keyof Limits; amount: boolean }[] = [
  { name: 'minAmount', amount: true },
  { name: 'maxAmount', amount: true },
  { name: 'dailyAmount', amount: true },
  { name: 'dailyCount', amount: false },
  { name: 'maxBankAccounts', amount: false },
  { name: 'autoReceiveMinutes', amount: false },
]

/** The brand's withdrawal limits, amounts typed in major units of its currency. */
export function WithdrawalLimitsForm({
  cashier,
  editable,
  onSaved,
}: {
  cashier: BrandCashier
  editable: boolean
  onSaved: () => void
}) {
  const { t } = useTexts(BRAND_CASHIER)
  const current = cashier.withdrawals
  const { register, handleSubmit, formState, setError } = useForm<LimitValues>({
    resolver: limitsResolver,
    defaultValues: Object.fromEntries(LIMIT_FIELDS.map(({ name }) => [name, String(current[name])])) as LimitValues,
  })
  const save = useMutation({
    mutationFn: (values: LimitValues) =>
      call(cashierApi.setWithdrawals, {
        params: { merchantId: String(cashier.merchantId) },
        // The resolver has checked the body against the route's schema before this runs.
        body: limitsBody(values) as WithdrawalLimits,
      }),
    onSuccess: onSaved,
    onError: (error) => showFieldErrors(error, setError),
  })
  return (
    <section className="card cashier-card">
      <h2 className="section-title">{t('withdrawals.title')}</h2>
      <p className="muted">{t('currency', { currency: cashier.currency })}</p>
      <form className="form" noValidate onSubmit={handleSubmit((values) => save.mutate(values))}>
        <ErrorAlert error={save.error} />
        {save.isSuccess ? <Notice>{t('saved')}</Notice> : null}
        <fieldset className="cashier-grid" disabled={!editable}>
          {LIMIT_FIELDS.map(({ name, amount }) => (
            <label key={name} className="field">
              <span className="field-label">{t(`withdrawals.${name}`)}</span>
              <input
                className="input num"
                inputMode={amount ? 'decimal' : 'numeric'}
                aria-invalid={formState.errors[name] ? true : undefined}
                {...register(name)}
              />
              {formState.errors[name] ? <span className="field-error">{t('withdrawals.error')}</span> : null}
            </label>
          ))}
        </fieldset>
        {editable ? (
          <div className="cashier-actions">
            <button className="button button-primary" type="submit" disabled={save.isPending}>
              {t('save')}
            </button>
          </div>
        ) : null}
      </form>
    </section>
  )
}

const turnoverResolver = typeboxResolver<{ depositMultiplier: string }>(
  brandCashierRoutes.setTurnover.schema.body,
  (values) => ({ depositMultiplier: values.depositMultiplier.trim() }),
)

/** The turnover an approved deposit carries, as a multiple of its amount. */
export function TurnoverForm({
  cashier,
  editable,
  onSaved,
}: {
  cashier: BrandCashier
  editable: boolean
  onSaved: () => void
}) {
  const { t } = useTexts(BRAND_CASHIER)
  const { register, handleSubmit, formState, setError } = useForm<{ depositMultiplier: string }>({
    resolver: turnoverResolver,
    defaultValues: cashier.turnover,
  })
  const save = useMutation({
    mutationFn: (values: { depositMultiplier: string }) =>
      call(cashierApi.setTurnover, {
        params: { merchantId: String(cashier.merchantId) },
        body: { depositMultiplier: values.depositMultiplier.trim() },
      }),
    onSuccess: onSaved,
    onError: (error) => showFieldErrors(error, setError),
  })
  return (
    <section className="card cashier-card">
      <h2 className="section-title">{t('turnover.title')}</h2>
      <p className="muted">{t('turnover.hint')}</p>
      <form className="form" noValidate onSubmit={handleSubmit((values) => save.mutate(values))}>
        <ErrorAlert error={save.error} />
        {save.isSuccess ? <Notice>{t('saved')}</Notice> : null}
        <fieldset className="cashier-grid" disabled={!editable}>
          <label className="field">
            <span className="field-label">{t('turnover.depositMultiplier')}</span>
            <span className="cashier-multiple">
              <input
                className="input num"
                inputMode="decimal"
                aria-invalid={formState.errors.depositMultiplier ? true : undefined}
                {...register('depositMultiplier')}
              />
              <span aria-hidden="true">×</span>
            </span>
            {formState.errors.depositMultiplier ? <span className="field-error">{t('turnover.error')}</span> : null}
          </label>
        </fieldset>
        {editable ? (
          <div className="cashier-actions">
            <button className="button button-primary" type="submit" disabled={save.isPending}>
              {t('save')}
            </button>
          </div>
        ) : null}
      </form>
    </section>
  )
}
