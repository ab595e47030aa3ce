import { operatorMoneyRoutes } from '@sea/contract'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Link } from 'react-router'
import { Dialog, ErrorAlert } from '../components/common'
import { typeboxResolver } from '../lib/form'
import { formatMoney } from '../lib/format'
import { useTexts } from '../lib/i18n'
import { type Adjustment, type AdjustmentBody, type MemberDetail, sendAdjustment } from './members.api'
import { MEMBER_ACTIONS } from './member-actions.texts'

interface FormValues {
  type: AdjustmentBody['type']
  direction: AdjustmentBody['direction']
  amount: string
  reason: string
}

// A bonus only ever credits (the server refuses a debited one), so the form does not offer it.
const toBody = (values: FormValues): AdjustmentBody => ({
  type: values.type,
  direction: values.type === 'bonus' ? 'credit' : values.direction,
  amount: values.amount.trim(),
  reason: values.reason.trim(),
})
const schemaResolver = typeboxResolver<FormValues>(operatorMoneyRoutes.adjust.schema.body, toBody)
// The schema's pattern lets "0.00" through and the server then refuses it: say so at the field.
const resolver: typeof schemaResolver = async (values, context, options) => {
  const result = await schemaResolver(values, context, options)
  if (!/^0*(\.0*)?$/.test(values.amount.trim()) || result.errors.amount) return result
  return { values: {}, errors: { ...result.errors, amount: { type: 'minimum', message: '' } } }
}

/**
 * A manual adjustment or bonus. Above the brand's threshold the server keeps it as a request for
 * a second operator and moves nothing; the dialog then says so and where it is approved.
 */
export function AdjustDialog({
  page,
  onClose,
  onPosted,
}: {
  page: MemberDetail
  onClose: () => void
  onPosted: () => void
}) {
  const { t } = useTexts(MEMBER_ACTIONS)
  // One key per dialog: sending again after a lost answer replays, never posts twice.
  const [key] = useState(() => crypto.randomUUID())
  const currency = page.brand.currency
  const { register, handleSubmit, control, formState } = useForm<FormValues>({
    resolver,
    defaultValues: { type: 'adjustment', direction: 'credit', amount: '', reason: '' },
  })
  const type = useWatch({ control, name: 'type' })
  const send = useMutation({
    mutationFn: (values: FormValues) => sendAdjustment(page.member.id, toBody(values), key),
    onSuccess: (answer) => {
      if (answer.state === 'posted') onPosted()
    },
  })
  const errors = formState.errors
  if (send.data) return <AdjustResult answer={send.data} username={page.member.username} onClose={onClose} />
  return (
    <Dialog title={t('adjustTitle', { username: page.member.username })} onClose={onClose}>
      <form className="form" noValidate onSubmit={handleSubmit((values) => send.mutate(values))}>
        <fieldset className="field">
          <legend className="field-label">{t('form.type')}</legend>
          <div className="radio-row">
            {(['adjustment', 'bonus'] as const).map((option) => (
              <label key={option} className="check">
                <input type="radio" value={option} {...register('type')} />
                <span>{t(`form.types.${option}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {type === 'adjustment' ? (
          <fieldset className="field">
            <legend className="field-label">{t('form.direction')}</legend>
            <div className="radio-row">
              {(['credit', 'debit'] as const).map((option) => (
                <label key={option} className="check">
                  <input type="radio" value={option} {...register('direction')} />
                  <span>{t(`form.directions.${option}`)}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
        <label className="field">
          <span className="field-label">{t('form.amount', { currency })}</span>
          <input
            className="input num"
            inputMode="decimal"
            autoComplete="off"
            aria-invalid={errors.amount ? true : undefined}
            {...register('amount')}
          />
          {errors.amount ? <span className="field-error">{t('form.errors.amount')}</span> : null}
        </label>
        <label className="field">
          <span className="field-label">{t('form.reason')}</span>
          <input
            className="input"
            maxLength={200}
            aria-invalid={errors.reason ? true : undefined}
            {...register('reason')}
          />
          {errors.reason ? (
            <span className="field-error">{t('form.errors.reason')}</span>
          ) : (
            <span className="field-hint">{t(type === 'bonus' ? 'form.bonusHint' : 'form.reasonHint')}</span>
          )}
        </label>
        <p className="field-hint">{t('form.fourEyes')}</p>
        <ErrorAlert error={send.error} />
        <div className="dialog-actions">
          <button className="button button-secondary" type="button" onClick={onClose}>
            {t('cancel')}
          </button>
          <button className="button button-primary" type="submit" disabled={send.isPending}>
            {send.isPending ? t('form.sending') : t('form.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  )
}

function AdjustResult({ answer, username, onClose }: { answer: Adjustment; username: string; onClose: () => void }) {
  const { t } = useTexts(MEMBER_ACTIONS)
  const pending = answer.state === 'pending'
  return (
    <Dialog title={t(pending ? 'result.pendingTitle' : 'result.title')} onClose={onClose}>
      {answer.state === 'posted' ? (
        <div className="alert alert-info" role="status">
          {t('result.posted', {
            username,
            before: formatMoney(answer.balanceBefore ?? '', answer.currency),
            after: formatMoney(answer.balanceAfter ?? '', answer.currency),
          })}
        </div>
      ) : (
        <div className={pending ? 'alert member-alert-pending' : 'alert alert-info'} role="status">
          <strong>{t(`result.${answer.state}`)}</strong>
          {pending ? (
            <p>
              {t('result.pendingBody', { id: answer.requestId ?? '' })}{' '}
              <Link to="/cashier/approvals">{t('result.approvals')}</Link>
            </p>
          ) : null}
        </div>
      )}
      {answer.replayed ? <p className="field-hint">{t('result.replayed')}</p> : null}
      <div className="dialog-actions">
        <button className="button button-primary" type="button" onClick={onClose}>
          {t('result.close')}
        </button>
      </div>
    </Dialog>
  )
}
