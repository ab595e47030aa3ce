import { type FormEvent, type ReactNode, useState } from 'react'
import { formatMoney } from '../lib/format'
import { useTexts } from '../lib/i18n'
import { useOperator } from '../shell/operator-context'
import type { QueueTotals } from './cashier.api'
import { CASHIER } from './cashier.texts'
import { ANY, type FilterKey, type QueueParams } from './queue-params'

type Field = 'dates' | 'amounts' | 'username' | 'memberId'

/**
 * A queue's filters. Selects apply at once; typed fields apply together with "Apply" (or Enter),
 * so a half-typed amount never reaches the server.
 */
export function QueueFilters({
  params,
  statuses,
  statusLabel,
  fields,
  onChange,
  onClear,
  extra,
}: {
  params: QueueParams
  /** None: the queue is one status (disputes) and shows no status choice. */
  statuses: readonly string[]
  statusLabel: (status: string) => string
  fields: readonly Field[]
  onChange: (patch: Partial<Record<FilterKey, string>>) => void
  onClear: () => void
  /** More selects, such as the deposit channel. */
  extra?: ReactNode
}) {
  const { t } = useTexts(CASHIER)
  const [draft, setDraft] = useState(() => ({
    from: params.from,
    to: params.to,
    minAmount: params.minAmount,
    maxAmount: params.maxAmount,
    username: params.username,
    memberId: params.memberId,
  }))
  const edit = (key: keyof typeof draft) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [key]: event.target.value })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onChange(draft)
  }
  const has = (field: Field) => fields.includes(field)
  return (
    <form className="filters queue-filters" onSubmit={submit} aria-label={t('filters.label')}>
      {statuses.length > 0 ? (
        <select
          className="select"
          aria-label={t('filters.status')}
          value={params.status}
          onChange={(event) => onChange({ status: event.target.value })}
        >
          {statuses.map((status) => (
            <option key={status} value={status}>
              {statusLabel(status)}
            </option>
          ))}
          <option value={ANY}>{t('filters.anyStatus')}</option>
        </select>
      ) : null}
      {extra}
      {has('dates') ? (
        <span className="filter-range">
          <input
            className="input"
            type="date"
            aria-label={t('filters.from')}
            title={t('filters.from')}
            value={draft.from}
            onChange={edit('from')}
          />
          <span className="muted">–</span>
          <input
            className="input"
            type="date"
            aria-label={t('filters.to')}
            title={t('filters.to')}
            value={draft.to}
            onChange={edit('to')}
          />
        </span>
      ) : null}
      {has('amounts') ? (
        <span className="filter-range">
          <input
            className="input input-amount"
            inputMode="decimal"
            placeholder={t('filters.minAmount')}
            aria-label={t('filters.minAmount')}
            value={draft.minAmount}
            onChange={edit('minAmount')}
          />
          <span className="muted">–</span>
          <input
            className="input input-amount"
            inputMode="decimal"
            placeholder={t('filters.maxAmount')}
            aria-label={t('filters.maxAmount')}
            value={draft.maxAmount}
            onChange={edit('maxAmount')}
          />
        </span>
      ) : null}
      {has('username') ? (
        <input
          className="input input-member"
          type="search"
          placeholder={t('filters.username')}
          aria-label={t('filters.username')}
          value={draft.username}
          onChange={edit('username')}
        />
      ) : null}
      {has('memberId') ? (
        <input
          className="input input-member"
          inputMode="numeric"
          placeholder={t('filters.memberId')}
          aria-label={t('filters.memberId')}
          value={draft.memberId}
          onChange={edit('memberId')}
        />
      ) : null}
      <button className="button button-secondary button-small" type="submit">
        {t('filters.apply')}
      </button>
      <button
        className="button button-secondary button-small"
        type="button"
        onClick={() => {
          setDraft({ from: '', to: '', minAmount: '', maxAmount: '', username: '', memberId: '' })
          onClear()
        }}
      >
        {t('filters.reset')}
      </button>
    </form>
  )
}

/**
 * Count and sum of the whole filtered queue, per brand and currency: amounts of different
 * currencies are never added, and the brand is named when more than one is in view.
 */
export function QueueTotalsBar({ totals }: { totals: QueueTotals | undefined }) {
  const { t } = useTexts(CASHIER)
  const { me, brandId } = useOperator()
  if (!totals) return null
  const brandName = (id: number) => me.brands.find((brand) => brand.id === id)?.name ?? `#${id}`
  return (
    <div className="queue-totals" aria-label={t('totals.label')} role="group">
      <span className="queue-totals-label">{t('totals.label')}</span>
      {totals.length === 0 ? <span className="muted">{t('totals.none')}</span> : null}
      {totals.map((total) => (
        <span key={`${total.merchantId}-${total.currency}`} className="queue-total">
          {brandId === null && me.brands.length > 1 ? (
            <span className="muted">{brandName(total.merchantId)}</span>
          ) : null}
          <span className="queue-total-count">{t('totals.count', { count: total.count })}</span>
          <strong className="num">{formatMoney(total.amount, total.currency)}</strong>
        </span>
      ))}
    </div>
  )
}
