import { addDays, startOfDay } from '@sea/rules'
import { useTexts } from '../lib/i18n'
import { useTimeZone } from '../lib/format'
import { useOperator } from '../shell/operator-context'
import type { TreeNode } from './agents.api'
import { AGENTS } from './agents.texts'
import { MONEY } from './money.texts'

/** An account's type: 0 is a member, any other code an agent (1, 2, 41, 42 differ only to the site). */
export function TypeChip({ isAgent }: { isAgent: number }) {
  const { t } = useTexts(AGENTS)
  return isAgent === 0 ? (
    <span className="chip">{t('type.member')}</span>
  ) : (
    <span className="chip chip-agent" title={`isAgent ${isAgent}`}>
      {t('type.agent')}
    </span>
  )
}

export function StatusBadge({ status }: { status: TreeNode['status'] }) {
  const { t } = useTexts(AGENTS)
  return (
    <span className={status === 'active' ? 'badge badge-ok' : 'badge badge-disabled'}>{t(`status.${status}`)}</span>
  )
}

/** A brand's currency, for amounts: every amount of a brand is in its one currency. */
export function useBrandCurrency(merchantId: number | undefined): string | undefined {
  const { me } = useOperator()
  return me.brands.find((brand) => brand.id === merchantId)?.currency
}

export interface DayRange {
  from: string
  to: string
}

/**
 * The days typed, as the instants the API takes: `from` at the start of its day and `to` at the
 * end of its day, both in the console's time zone. Empty days leave the server's default.
 */
export function useRangeQuery(range: DayRange): { from?: string; to?: string } {
  const zone = useTimeZone()
  const instant = (day: string) => (day ? startOfDay(day, zone).toISOString() : undefined)
  return { from: instant(range.from), to: range.to ? instant(addDays(range.to, 1)) : undefined }
}

export function RangeInputs({ range, onChange }: { range: DayRange; onChange: (range: DayRange) => void }) {
  const { t } = useTexts(MONEY)
  return (
    <span className="filters range-inputs" title={t('range.hint')}>
      <input
        className="input input-day"
        type="date"
        aria-label={t('range.from')}
        value={range.from}
        onChange={(event) => onChange({ ...range, from: event.target.value })}
      />
      <span className="muted">–</span>
      <input
        className="input input-day"
        type="date"
        aria-label={t('range.to')}
        value={range.to}
        onChange={(event) => onChange({ ...range, to: event.target.value })}
      />
    </span>
  )
}
