import { useState, type FormEvent } from 'react'
import { Field } from '../../../components/ui/field'
import { ApiError } from '../../../lib/api-client'
import { cleanAmountInput, parseAmount } from '../../../lib/amount'
import { useErrorText } from '../../../lib/error-text'
import { formatMoney, useDateTime } from '../../../lib/format'
import { useTexts } from '../../../lib/i18n'
import { useConfirmLimit, useSetLimit, type ProtectionLimit } from '../api'
import { PROTECTION } from '../protection-texts'
import { PendingChange } from './pending-change'

/** One kind and period's limit: what it allows and used, a waiting change, and the form to change it. */
export function LimitCard({ limit }: { limit: ProtectionLimit }) {
  const { t } = useTexts(PROTECTION)
  const dateTime = useDateTime()
  const errorText = useErrorText()
  const save = useSetLimit()
  const confirm = useConfirmLimit()
  const [amount, setAmount] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const share = limit.amount ? Math.min(1, Number(limit.used) / Number(limit.amount)) : 0
  const failure = save.error ?? confirm.error
  const headingId = `limit-${limit.kind}-${limit.period}`
  const key = { kind: limit.kind, period: limit.period }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const minor = parseAmount(amount)
    if (minor === null || minor <= 0n) return setProblem(t('limits.invalid'))
    setProblem(null)
    save.mutate({ ...key, amount }, { onSuccess: () => setAmount('') })
  }

  return (
    <article className="limit-card" aria-labelledby={headingId}>
      <header className="limit-card__head">
        <h4 id={headingId} className="limit-card__period">
          {t(`limits.${limit.period}`)}
        </h4>
        <p className="limit-card__amount">{limit.amount ? formatMoney(limit.amount) : t('limits.none')}</p>
      </header>
      <div
        className="limit-card__meter"
        role="meter"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(share * 100)}
        aria-labelledby={headingId}
      >
        <span className="limit-card__fill" style={{ width: `${share * 100}%` }} />
      </div>
      <p className="limit-card__used">
        {limit.amount
          ? t('limits.used', { used: formatMoney(limit.used), amount: formatMoney(limit.amount) })
          : t(`limits.spent.${limit.kind}`, { used: formatMoney(limit.used) })}
        <span className="limit-card__resets">{t('limits.resets', { time: dateTime(limit.periodEnd) })}</span>
      </p>
      {limit.pending ? (
        <PendingChange
          asked={
            limit.pending.amount
              ? t('limits.raise', { amount: formatMoney(limit.pending.amount) })
              : t('limits.removal')
          }
          confirmableAt={limit.pending.confirmableAt}
          when={(time) => t('limits.confirmFrom', { time })}
          confirmLabel={t('limits.confirm')}
          busy={confirm.isPending}
          onConfirm={() => confirm.mutate(key)}
        />
      ) : null}
      <form className="limit-card__form" onSubmit={submit} noValidate>
        <Field
          label={t('limits.amount')}
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(cleanAmountInput(event.target.value))}
          error={problem ?? (failure instanceof ApiError ? errorText(failure) : null)}
        />
        <div className="limit-card__actions">
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {t('limits.save')}
          </button>
          {limit.amount && !limit.pending ? (
            <button
              type="button"
              className="button button--ghost"
              disabled={save.isPending}
              onClick={() => save.mutate({ ...key, amount: null })}
            >
              {t('limits.remove')}
            </button>
          ) : null}
        </div>
      </form>
    </article>
  )
}
