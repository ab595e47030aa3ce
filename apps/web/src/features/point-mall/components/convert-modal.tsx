import type { PointBalance, PointConfig } from '@sea/contract'
import { useState, type FormEvent } from 'react'
import { Money, Summary } from '../../../components/ui/cashier'
import { Field, FormMessage } from '../../../components/ui/field'
import { Modal } from '../../../components/ui/modal'
import { Spinner } from '../../../components/ui/states'
import { ApiError } from '../../../lib/api-client'
import { useErrorText } from '../../../lib/error-text'
import { formatCount, formatMoney } from '../../../lib/format'
import { counted, useTexts } from '../../../lib/i18n'
import { useSite } from '../../../lib/site'
import { COMMON } from '../../../locales/common'
import { useConvert } from '../point-mall-api'
import { checkConvert, convertAll, pointsValue, type ConvertProblem } from '../point-mall-rules'
import { POINT_FORMS } from '../point-forms-texts'
import { MallDone } from './mall-done'
import { PaymentPassword } from './payment-password'
import { usePointsText } from './points-text'
import './mall-forms.css'

/** Codes the server gives about the points typed, shown at that field. */
const POINTS_CODES: ReadonlySet<string> = new Set(['points_below_minimum', 'points_insufficient'])

/** Converts points to cash in the wallet at the brand's ratio, with a live preview of the cash. */
export function ConvertModal({
  balance,
  config,
  hasPaymentPassword,
  onClose,
}: {
  balance: PointBalance
  config: PointConfig
  hasPaymentPassword: boolean
  onClose: () => void
}) {
  const { t } = useTexts(POINT_FORMS)
  const common = useTexts(COMMON).t
  const errorText = useErrorText()
  const currency = useSite().merchant.currency
  const convert = useConvert()
  const points = usePointsText()
  const [text, setText] = useState('')
  const [password, setPassword] = useState('')
  const [touched, setTouched] = useState(false)
  const rules = { min: config.minConvert, step: config.step, available: balance.availableQuantity }
  const check = checkConvert(text, rules)
  const all = convertAll(rules)
  const typed = /^\d+$/.test(text) ? Number(text) : 0
  const code = convert.error instanceof ApiError ? convert.error.code : null
  const wrongPassword = code === 'password_incorrect'
  const pointsRefused = code !== null && POINTS_CODES.has(code)
  const noPassword = !hasPaymentPassword || code === 'payment_password_not_set'
  // The texts count the minimum, but for "in steps of", which counts the step.
  const atLeast = counted(rules.min, { step: formatCount(rules.step) })
  const problemText = (problem: ConvertProblem) =>
    t(`convert.problems.${problem}`, problem === 'step' ? counted(rules.step) : atLeast)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (!check.ok || password === '' || noPassword) return
    convert.mutate({ points: check.points, paymentPassword: password })
  }
  const change = (next: (value: string) => void, clears: boolean) => (value: string) => {
    next(value)
    if (clears) convert.reset()
  }

  if (convert.data) {
    return (
      <Modal title={t('convert.title')} closeLabel={common('close')} onClose={onClose} size="small">
        <MallDone
          title={t('convert.done')}
          body={t(
            'convert.doneBody',
            counted(convert.data.points, { amount: `${currency} ${formatMoney(convert.data.amount)}` }),
          )}
          onClose={onClose}
        />
      </Modal>
    )
  }

  return (
    <Modal title={t('convert.title')} closeLabel={common('close')} onClose={onClose} size="small">
      <form className="form mall-form" onSubmit={submit} noValidate>
        <Summary
          rows={[
            { label: t('convert.available'), value: points(rules.available), strong: true },
            { label: t('convert.rateLabel'), value: t('convert.rate', counted(config.ratio, { currency })) },
          ]}
        />
        {all === 0 ? <FormMessage tone="info">{t('convert.tooFew', atLeast)}</FormMessage> : null}
        <Field
          label={t('convert.points')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          value={text}
          onChange={(event) => change(setText, pointsRefused)(event.target.value.replace(/\D/g, ''))}
          hint={t('convert.hint', atLeast)}
          error={touched && !check.ok ? problemText(check.problem) : pointsRefused ? errorText(convert.error) : null}
          disabled={convert.isPending}
          addon={
            all > 0 ? (
              <button
                type="button"
                className="button button--ghost field__addon"
                onClick={() => change(setText, pointsRefused)(String(all))}
              >
                {t('convert.all')}
              </button>
            ) : null
          }
        />
        <div className="mall-preview" aria-live="polite">
          <span>{t('convert.preview')}</span>
          <Money amount={pointsValue(typed, config.ratio)} currency={currency} className="mall-preview__amount" />
        </div>
        <PaymentPassword
          hasPaymentPassword={!noPassword}
          value={password}
          onChange={change(setPassword, wrongPassword)}
          error={touched && password === '' ? t('password.required') : wrongPassword ? t('password.wrong') : null}
          disabled={convert.isPending}
          onLeave={onClose}
        />
        {convert.error && !wrongPassword && !pointsRefused && code !== 'payment_password_not_set' ? (
          <FormMessage>{errorText(convert.error)}</FormMessage>
        ) : null}
        <button
          type="submit"
          className="button button--cta button--large button--block"
          disabled={convert.isPending || noPassword || all === 0}
        >
          {convert.isPending ? <Spinner /> : null}
          {t('convert.submit')}
        </button>
      </form>
    </Modal>
  )
}
