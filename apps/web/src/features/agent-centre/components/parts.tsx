import type { ReactNode } from 'react'
import { Icon, type IconName } from '../../../components/ui/icon'
import { formatMoney } from '../../../lib/format'
import { useTexts } from '../../../lib/i18n'
import { AGENT } from '../agent-texts'
import { direction, signedMoney } from '../figures'
import { PERIOD_PRESETS, type DayRange, type PeriodPreset } from '../period'
import './agent.css'
import '../../../components/ui/chip.css'

/** The period presets as chips, with the days they cover. */
export function PeriodChips({
  value,
  days,
  onChange,
  children,
}: {
  value: PeriodPreset
  days: DayRange
  onChange: (preset: PeriodPreset) => void
  children?: ReactNode
}) {
  const { t } = useTexts(AGENT)
  return (
    <div className="ag-filters">
      <div className="ag-filters__row">
        <div className="panel-chips" role="group" aria-label={t('period.label')}>
          {PERIOD_PRESETS.map((preset) => (
            <button
              key={preset}
              type="button"
              className="filter-chip"
              aria-pressed={value === preset}
              onClick={() => onChange(preset)}
            >
              {t(`period.${preset}`)}
            </button>
          ))}
        </div>
        <p className="panel-period">
          <Icon name="history" size={14} />
          {days.start === days.end ? days.start : `${days.start} – ${days.end}`}
        </p>
      </div>
      {children ? <div className="ag-filters__row ag-filters__more">{children}</div> : null}
    </div>
  )
}

/** An amount, green above zero and red below when `signed`. */
export function Money({ value, signed = false }: { value: string; signed?: boolean }) {
  if (!signed) return <span className="ag-num">{formatMoney(value)}</span>
  return <span className={`ag-num ag-num--${direction(value)}`}>{signedMoney(value)}</span>
}

/** A small coloured label: statuses of contracts, bills and bets. */
export function Badge({ tone, children }: { tone: 'good' | 'warn' | 'bad' | 'muted' | 'info'; children: ReactNode }) {
  return <span className={`ag-badge ag-badge--${tone}`}>{children}</span>
}

/** A titled block of a page. */
export function Panel({
  icon,
  title,
  aside,
  children,
}: {
  icon?: IconName
  title?: ReactNode
  aside?: ReactNode
  children: ReactNode
}) {
  return (
    <section className="ag-panel">
      {title ? (
        <header className="ag-panel__head">
          <h4 className="ag-panel__title">
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
