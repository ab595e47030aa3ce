import type { ReactNode } from 'react'
import { Icon } from '../../../components/ui/icon'
import { formatMoney, useDateTime } from '../../../lib/format'
import { useTexts } from '../../../lib/i18n'
import type { Contract } from '../api'
import { Badge } from '../components/parts'
import { CONTRACTS } from './contract-texts'
import { TIER_FIELDS } from './tiers'
import './contracts.css'

const TONE = { offered: 'warn', active: 'good', rejected: 'bad', terminated: 'muted' } as const

export function StatusBadge({ status }: { status: Contract['status'] }) {
  const { t } = useTexts(CONTRACTS)
  return <Badge tone={TONE[status]}>{t(`status.${status}`)}</Badge>
}

/** A contract's tiers as a small table: thresholds, then rates. */
export function TiersTable({ contract }: { contract: Contract }) {
  const { t } = useTexts(CONTRACTS)
  const fields = TIER_FIELDS[contract.kind]
  return (
    <table className="ct-tiers">
      <thead>
        <tr>
          <th scope="col">#</th>
          {fields.map(({ field }) => (
            <th key={field} scope="col">
              {t(`tiers.${field}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {contract.tiers.map((tier, index) => (
          <tr key={index}>
            <td>{index + 1}</td>
            {fields.map(({ field, type }) => {
              const value = String((tier as Record<string, unknown>)[field] ?? '')
              return (
                <td key={field} className={type === 'rate' ? 'rate' : undefined}>
                  {type === 'amount' ? formatMoney(value) : type === 'rate' ? `${value}%` : value}
                </td>
              )
            })}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** One contract: who, version, status, period, tiers, dates, and whatever actions the caller may take. */
export function ContractCard({ contract, children }: { contract: Contract; children?: ReactNode }) {
  const { t } = useTexts(CONTRACTS)
  const dateTime = useDateTime()
  const party =
    contract.side === 'own'
      ? t('mine.from', { upline: contract.upline ?? t('mine.platform') })
      : t('given.to', { agent: contract.agent })
  return (
    <article className={`ct-card ct-card--${contract.status}`}>
      <header className="ct-card__head">
        <span className="ct-card__who">
          <Icon name={contract.side === 'own' ? 'user' : 'share'} size={16} />
          {party}
          <StatusBadge status={contract.status} />
        </span>
        <span className="ct-card__meta">
          <span>{t('mine.version', { version: contract.version })}</span>
          <span>{t('mine.period', { period: t(`periods.${contract.period}`) })}</span>
        </span>
      </header>
      <TiersTable contract={contract} />
      <p className="ct-card__meta">
        <span>{t('mine.offeredAt', { time: dateTime(contract.offeredAt) })}</span>
        {contract.decidedAt ? <span>{t('mine.decidedAt', { time: dateTime(contract.decidedAt) })}</span> : null}
        {contract.terminatedAt ? (
          <span>{t('mine.terminatedAt', { time: dateTime(contract.terminatedAt) })}</span>
        ) : null}
        {contract.endReason ? <span>{t(`endReason.${contract.endReason}`)}</span> : null}
      </p>
      {children}
    </article>
  )
}

/** The span of a contract's first rate over its tiers: "0.60% – 1.00%". */
export function rateSummary(contract: Contract): string {
  const field = TIER_FIELDS[contract.kind].find(({ type }) => type === 'rate')?.field ?? 'rate'
  const rates = contract.tiers
    .map((tier) => String((tier as Record<string, unknown>)[field] ?? ''))
    .sort((a, b) => Number(a) - Number(b))
  const low = rates[0] ?? ''
  const high = rates[rates.length - 1] ?? ''
  return low === high ? `${low}%` : `${low}% – ${high}%`
}

/** Older versions and ended contracts, one line each. */
export function ContractHistory({ contracts }: { contracts: readonly Contract[] }) {
  const { t } = useTexts(CONTRACTS)
  const dateTime = useDateTime()
  if (contracts.length === 0) return null
  return (
    <section className="ag-panel">
      <h4 className="ag-panel__title">
        <Icon name="history" size={16} />
        {t('mine.history')}
      </h4>
      <ul className="ct-history">
        {contracts.map((contract) => (
          <li key={contract.id}>
            <StatusBadge status={contract.status} />
            <strong>
              {contract.side === 'own'
                ? t('mine.from', { upline: contract.upline ?? t('mine.platform') })
                : t('given.to', { agent: contract.agent })}
            </strong>
            <span>{t('mine.version', { version: contract.version })}</span>
            <span className="muted">{rateSummary(contract)}</span>
            <span className="muted">{dateTime(contract.terminatedAt ?? contract.decidedAt ?? contract.offeredAt)}</span>
            {contract.endReason ? <span className="muted">{t(`endReason.${contract.endReason}`)}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
