import { brandCashierRoutes, DEPOSIT_CHANNEL_TYPES } from '@sea/contract'
import { toMinor } from '@sea/browser/amount'
import { useMutation } from '@tanstack/react-query'
import { type FieldErrors, type FieldValues, type Path, type UseFormSetError, useForm, useWatch } from 'react-hook-form'
import { Dialog, ErrorAlert } from '../components/common'
import { ApiError, call } from '../lib/api'
import { typeboxResolver } from '../lib/form'
import { useTexts } from '../lib/i18n'
import { type Channel, cashierApi, typedAmount } from './brand-cashier.api'
import { BRAND_CASHIER } from './brand-cashier.texts'

interface FormValues {
  code: string
  type: Channel['type']
  displayName: string
  minAmount: string
  maxAmount: string
  enabled: boolean
  bankName: string
  accountName: string
  accountNumber: string
  provider: string
}

/** The route's body from the form: amounts typed in major units, only the fields the type uses. */
function toBody(values: FormValues) {
  const bank = values.type === 'bank_transfer'
  return {
    code: values.code.trim(),
    type: values.type,
    displayName: values.displayName.trim(),
    // An untypeable amount stays as typed, so the schema names the field.
    minAmount: typedAmount(values.minAmount) ?? values.minAmount,
    maxAmount: typedAmount(values.maxAmount) ?? values.maxAmount,
    enabled: values.enabled,
    bankName: bank ? values.bankName.trim() : null,
    accountName: bank ? values.accountName.trim() : null,
    accountNumber: bank ? values.accountNumber.trim() : null,
    provider: bank ? null : values.provider,
  }
}

const schemaResolver = typeboxResolver<FormValues>(brandCashierRoutes.createChannel.schema.body, toBody)

/** What the schema cannot see: the maximum below the minimum, and a bank transfer's empty account. */
const resolver: typeof schemaResolver = async (values, context, options) => {
  const result = await schemaResolver(values, context, options)
  const errors: FieldErrors<FormValues> = { ...result.errors }
  const body = toBody(values)
  const min = typedAmount(values.minAmount)
  const max = typedAmount(values.maxAmount)
  if (min && max && toMinor(max) < toMinor(min)) errors.maxAmount ??= { type: 'order' }
  if (values.type === 'bank_transfer')
    for (const field of ['bankName', 'accountName', 'accountNumber'] as const)
      if (!body[field]) errors[field] ??= { type: 'required' }
  return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors }
}

/** The server's field errors onto the form's fields (`/body/code` -> code). */
export function showFieldErrors<V extends FieldValues>(error: unknown, setError: UseFormSetError<V>) {
  if (!(error instanceof ApiError)) return
  for (const detail of error.details) {
    const field = detail.path.split('/')[2]
    if (field) setError(field as Path<V>, { type: 'server', message: detail.message })
  }
}

/** Adds a channel (`editing` absent) or changes one. */
export function ChannelDialog({
  merchantId,
  editing,
  providers,
  onClose,
  onSaved,
}: {
  merchantId: number
  editing?: Channel
  providers: readonly string[]
  onClose: () => void
  onSaved: () => void
}) {
  const { t } = useTexts(BRAND_CASHIER)
  const { register, handleSubmit, control, formState, setError } = useForm<FormValues>({
    resolver,
    defaultValues: {
      code: editing?.code ?? '',
      type: editing?.type ?? 'bank_transfer',
      displayName: editing?.displayName ?? '',
      minAmount: editing?.minAmount ?? '',
      maxAmount: editing?.maxAmount ?? '',
      enabled: editing?.enabled ?? true,
      bankName: editing?.bankName ?? '',
      accountName: editing?.accountName ?? '',
      accountNumber: editing?.accountNumber ?? '',
      provider: editing?.provider ?? providers[0] ?? '',
    },
  })
  const save = useMutation({
    mutationFn: (values: FormValues) => {
      const params = { merchantId: String(merchantId) }
      const body = toBody(values)
      return editing
        ? call(cashierApi.updateChannel, { params: { ...params, channelId: String(editing.id) }, body })
        : call(cashierApi.createChannel, { params, body })
    },
    onSuccess: onSaved,
    onError: (error) => showFieldErrors(error, setError),
  })
  const type = useWatch({ control, name: 'type' })
  const errors = formState.errors
  const locked = (editing?.deposits ?? 0) > 0
  const field = (name: keyof FormValues, label: string, error: string, hint?: string, extra = {}) => (
    <label className="field">
      <span className="field-label">{label}</span>
      <input
        className="input"
        autoComplete="off"
        aria-invalid={errors[name] ? true : undefined}
        {...extra}
        {...register(name)}
      />
      {errors[name] ? (
        <span className="field-error">{error}</span>
      ) : hint ? (
        <span className="field-hint">{hint}</span>
      ) : null}
    </label>
  )
  const amountError = (name: 'minAmount' | 'maxAmount') =>
    errors[name]?.type === 'order' ? t('dialog.errors.order') : t('dialog.errors.amount')
  return (
    <Dialog
      title={editing ? t('dialog.editTitle', { name: editing.displayName }) : t('dialog.createTitle')}
      onClose={onClose}
      wide
    >
      <form className="form" noValidate onSubmit={handleSubmit((values) => save.mutate(values))}>
        <ErrorAlert error={save.error} />
        <div className="cashier-grid">
          {field('code', t('dialog.code'), t('dialog.errors.code'), t('dialog.codeHint'), { readOnly: locked })}
          <label className="field">
            <span className="field-label">{t('dialog.type')}</span>
            <select className="input" disabled={locked} {...register('type')}>
              {DEPOSIT_CHANNEL_TYPES.map((value) => (
                <option key={value} value={value}>
                  {t(`channels.type.${value}`)}
                </option>
              ))}
            </select>
          </label>
          {field('displayName', t('dialog.displayName'), t('dialog.errors.displayName'))}
          <label className="check cashier-check">
            <input type="checkbox" {...register('enabled')} />
            <span>{t('dialog.enabled')}</span>
          </label>
          {field('minAmount', t('dialog.minAmount'), amountError('minAmount'), undefined, { inputMode: 'decimal' })}
          {field('maxAmount', t('dialog.maxAmount'), amountError('maxAmount'), undefined, { inputMode: 'decimal' })}
          {type === 'bank_transfer' ? (
            <>
              {field('bankName', t('dialog.bankName'), t('dialog.errors.bankName'))}
              {field('accountName', t('dialog.accountName'), t('dialog.errors.accountName'))}
              {field('accountNumber', t('dialog.accountNumber'), t('dialog.errors.accountNumber'), undefined, {
                inputMode: 'numeric',
              })}
            </>
          ) : (
            <label className="field">
              <span className="field-label">{t('dialog.provider')}</span>
              <select className="input" {...register('provider')}>
                {providers.map((provider) => (
                  <option key={provider} value={provider}>
                    {provider}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
        <div className="dialog-actions">
          <button className="button button-secondary" type="button" onClick={onClose}>
            {t('cancel')}
          </button>
          <button className="button button-primary" type="submit" disabled={save.isPending}>
            {t('save')}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
