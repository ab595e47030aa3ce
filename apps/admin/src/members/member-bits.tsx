import type { ReactNode } from 'react'
import { formatMoney } from '../lib/format'
import { useTexts } from '../lib/i18n'
import { MEMBERS } from './members.texts'

export function StatusBadge({ status }: { status: 'active' | 'frozen' }) {
  const { t } = useTexts(MEMBERS)
  return (
    <span className={status === 'active' ? 'badge badge-ok' : 'badge badge-disabled'}>{t(`status.${status}`)}</span>
  )
}

/** Staff labels; `onRemove` adds a remove button to each. */
export function LabelChips({ labels, onRemove }: { labels: string[]; onRemove?: (label: string) => void }) {
  const { t } = useTexts(MEMBERS)
  if (labels.length === 0) return null
  return (
    <span className="chips member-labels">
      {labels.map((label) => (
        <span key={label} className="chip member-label">
          {label}
          {onRemove ? (
            <button
              type="button"
              className="chip-remove"
              aria-label={t('labels.remove', { label })}
              onClick={() => onRemove(label)}
            >
              ×
            </button>
          ) : null}
        </span>
      ))}
    </span>
  )
}

/** A signed ledger amount: money in green, money out red, the sign read from the decimal string. */
export function SignedAmount({ amount, currency }: { amount: string; currency?: string }) {
  const out = amount.trim().startsWith('-')
  return <span className={out ? 'amount-out' : 'amount-in'}>{formatMoney(amount, currency)}</span>
}

/** A figure that is zero reads quietly, so the ones that matter stand out in a dense table. */
export function Money({ amount, currency }: { amount: string; currency?: string }) {
  return (
    <span className={/^-?0*(\.0*)?$/.test(amount.trim()) ? 'muted' : undefined}>{formatMoney(amount, currency)}</span>
  )
}

/** One term of a definition list; an empty value shows a quiet dash. */
export function Term({ label, children }: { label: string; children: ReactNode }) {
  const empty = children === null || children === undefined || children === ''
  return (
    <div className="member-term">
      <dt>{label}</dt>
      <dd>{empty ? <span className="muted">—</span> : children}</dd>
    </div>
  )
}

/** The address and its country, as logins and sessions show it. */
export function Address({ ip, country }: { ip: string; country: string | null }) {
  return (
    <span className="num">
      {ip}
      {country ? <span className="chip member-country">{country}</span> : null}
    </span>
  )
}
