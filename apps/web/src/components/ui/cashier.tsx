import { useEffect, useRef, type ChangeEvent, type ReactNode } from 'react'
import { cleanAmountInput, parseAmount, toMinor } from '../../lib/amount'
import { formatMoney } from '../../lib/format'
import { FieldNotes } from './field'
import { Icon, type IconName } from './icon'
import './amount-field.css'
import './cashier.css'
import './record-list.css'

/** Building blocks of the money pages (deposit, withdraw, wallets): presentational only. */

export function Panel({
  title,
  icon,
  aside,
  children,
  className,
}: {
  title?: ReactNode
  icon?: IconName
  aside?: ReactNode
  children: ReactNode
  className?: string
}) {
  return (
    <section className={`panel${className ? ` ${className}` : ''}`}>
      {title ? (
        <header className="panel__head">
          <h4 className="panel__title">
            {icon ? <Icon name={icon} size={18} /> : null}
            {title}
          </h4>
          {aside}
        </header>
      ) : null}
      {children}
    </section>
  )
}

/**
 * The outcome of a money action (deposit submitted, withdrawal requested, transfer done). Focus
 * moves to its title, so screen readers announce it and it scrolls into view.
 */
export function ResultPanel({
  tone,
  icon,
  title,
  body,
  children,
}: {
  tone: 'success' | 'pending'
  icon: IconName
  title: string
  body: ReactNode
  children: ReactNode
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <Panel className={`result result--${tone}`}>
      <span className="result__icon" aria-hidden="true">
        <Icon name={icon} size={28} />
      </span>
      <h4 ref={heading} className="result__title" tabIndex={-1}>
        {title}
      </h4>
      <p className="result__body">{body}</p>
      {children}
    </Panel>
  )
}

export type PillTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral'

export function Pill({ tone, children }: { tone: PillTone; children: ReactNode }) {
  return <span className={`pill pill--${tone}`}>{children}</span>
}

/** Label and value rows (a receipt, limits, a bank account's details). */
export function Summary({ rows }: { rows: readonly { label: ReactNode; value: ReactNode; strong?: boolean }[] }) {
  return (
    <dl className="summary">
      {rows.map((row, index) => (
        <div key={index} className={`summary__row${row.strong ? ' summary__row--strong' : ''}`}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** An amount with its currency, formatted with two decimals and thousands separators. */
export function Money({ amount, currency, className }: { amount: string; currency?: string; className?: string }) {
  return (
    <span className={`money${className ? ` ${className}` : ''}`}>
      {currency ? <span className="money__currency">{currency}</span> : null}
      <span className="money__value">{formatMoney(amount)}</span>
    </span>
  )
}

/** A radio group of cards under its legend: the deposit channels, the payout accounts. */
export function ChoiceCards<Item>({
  className,
  legend,
  name,
  items,
  valueOf,
  chosen,
  onChoose,
  children,
}: {
  className: string
  legend: string
  name: string
  items: readonly Item[]
  valueOf: (item: Item) => string
  chosen: string
  onChoose: (value: string) => void
  /** The card's content for one item. */
  children: (item: Item) => ReactNode
}) {
  return (
    <fieldset className={className}>
      <legend className="field__label">{legend}</legend>
      <div className="cashier-grid">
        {items.map((item) => (
          <ChoiceCard
            key={valueOf(item)}
            name={name}
            value={valueOf(item)}
            checked={valueOf(item) === chosen}
            onChange={onChoose}
          >
            {children(item)}
          </ChoiceCard>
        ))}
      </div>
    </fieldset>
  )
}

/** One option of a radio group drawn as a card. */
function ChoiceCard({
  name,
  value,
  checked,
  onChange,
  disabled,
  children,
}: {
  name: string
  value: string
  checked: boolean
  onChange: (value: string) => void
  disabled?: boolean
  children: ReactNode
}) {
  return (
    <label className={`choice${checked ? ' choice--checked' : ''}${disabled ? ' choice--disabled' : ''}`}>
      <input
        className="choice__input"
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={() => onChange(value)}
      />
      <span className="choice__tick" aria-hidden="true">
        <Icon name="check" size={14} />
      </span>
      {children}
    </label>
  )
}

interface AmountFieldProps {
  id: string
  label: string
  currency: string
  value: string
  onChange: (value: string) => void
  error?: string | null
  hint?: ReactNode
  /** Quick picks: API amounts with their labels ("All" or a formatted amount). */
  chips?: readonly { amount: string; label?: string }[]
  chipsLabel?: string
  disabled?: boolean
}

/** A large amount input: digits and two places only, a currency prefix and quick-pick chips. */
export function AmountField({
  id,
  label,
  currency,
  value,
  onChange,
  error,
  hint,
  chips,
  chipsLabel,
  disabled,
}: AmountFieldProps) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ')
  return (
    <div className={`amount-field${error ? ' amount-field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="amount-field__control">
        <span className="amount-field__currency" aria-hidden="true">
          {currency}
        </span>
        <input
          id={id}
          className="amount-field__input"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          value={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(cleanAmountInput(event.target.value))}
        />
      </div>
      {chips && chips.length > 0 ? (
        <div className="amount-field__chips" role="group" aria-label={chipsLabel}>
          {chips.map((chip) => (
            <button
              key={`${chip.label ?? ''}${chip.amount}`}
              type="button"
              className="chip"
              aria-pressed={parseAmount(value) === toMinor(chip.amount)}
              disabled={disabled}
              onClick={() => onChange(chip.amount.replace(/\.00$/, ''))}
            >
              {chip.label ?? formatMoney(chip.amount).replace(/\.00$/, '')}
            </button>
          ))}
        </div>
      ) : null}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  )
}
