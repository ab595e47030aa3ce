import { RECORD_RANGE_MAX_DAYS } from '@sea/contract/constants'
import { dayIn } from '@sea/rules'
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { Icon } from '../../../components/ui/icon'
import { useTexts } from '../../../lib/i18n'
import { DATE_PRESETS, earliestStart, presetDays, rangeProblem, type DatePreset, type DayRange } from '../date-range'
import { RECORDS } from '../records-texts'
import type { RangeChoice } from '../use-record-range'
import '../../../components/ui/forms.css'
import './records.css'
import '../../../components/ui/chip.css'

interface DateRangeFilterProps {
  choice: RangeChoice
  timeZone: string
  onChange: (choice: RangeChoice) => void
  /** More filters of the page (a type select), shown in the same bar. */
  children?: ReactNode
}

/** Preset chips and a custom range of at most RECORD_RANGE_MAX_DAYS days. */
export function DateRangeFilter({ choice, timeZone, onChange, children }: DateRangeFilterProps) {
  const { t } = useTexts(RECORDS)
  const id = useId()
  const [open, setOpen] = useState(choice.preset === 'custom')
  const [draft, setDraft] = useState<DayRange>(choice.days)
  const [problem, setProblem] = useState<string | null>(null)
  const today = dayIn(new Date(), timeZone)

  const pick = (preset: DatePreset) => {
    setOpen(false)
    setProblem(null)
    onChange({ preset, days: presetDays(preset, new Date(), timeZone) })
  }
  const apply = (event: FormEvent) => {
    event.preventDefault()
    const found = rangeProblem(draft, today, RECORD_RANGE_MAX_DAYS)
    setProblem(found ? t(`range.${found}`, { days: RECORD_RANGE_MAX_DAYS }) : null)
    if (!found) onChange({ preset: 'custom', days: draft })
  }
  const toggleCustom = () => {
    setDraft(choice.days)
    setProblem(null)
    setOpen((value) => !value)
  }

  return (
    <div className="range-filter">
      <div className="range-filter__bar">
        <div className="panel-chips" role="group" aria-label={t('range.label')}>
          {DATE_PRESETS.map((preset) => (
            <button
              key={preset}
              type="button"
              className="filter-chip"
              aria-pressed={choice.preset === preset}
              onClick={() => pick(preset)}
            >
              {t(`range.${preset}`)}
            </button>
          ))}
          <button
            type="button"
            className="filter-chip"
            aria-pressed={choice.preset === 'custom'}
            aria-expanded={open}
            aria-controls={`${id}-custom`}
            onClick={toggleCustom}
          >
            <Icon name="history" size={16} />
            {t('range.custom')}
          </button>
        </div>
        {children ? <div className="range-filter__extra">{children}</div> : null}
      </div>
      <p className="panel-period">
        <Icon name="history" size={14} />
        <span>
          {choice.days.start === choice.days.end ? choice.days.start : `${choice.days.start} – ${choice.days.end}`}
        </span>
      </p>
      {open ? (
        <form id={`${id}-custom`} className="range-filter__custom" onSubmit={apply} noValidate>
          <DateInput
            label={t('range.from')}
            value={draft.start}
            min={earliestStart(draft.end || today, RECORD_RANGE_MAX_DAYS)}
            max={draft.end || today}
            onChange={(start) => setDraft((value) => ({ ...value, start }))}
          />
          <DateInput
            label={t('range.to')}
            value={draft.end}
            min={draft.start || undefined}
            max={today}
            onChange={(end) => setDraft((value) => ({ ...value, end }))}
          />
          <button type="submit" className="button button--primary range-filter__apply">
            {t('range.apply')}
          </button>
          <p className={problem ? 'range-filter__problem' : 'range-filter__hint'} role={problem ? 'alert' : undefined}>
            {problem ?? t('range.hint', { days: RECORD_RANGE_MAX_DAYS, zone: timeZone })}
          </p>
        </form>
      ) : null}
    </div>
  )
}

/** One end of the custom range, a day the browser's date picker bounds by min and max. */
function DateInput({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string
  value: string
  min: string | undefined
  max: string
  onChange: (day: string) => void
}) {
  return (
    <label className="range-filter__date">
      <span>{label}</span>
      <input
        type="date"
        className="field__input"
        value={value}
        min={min}
        max={max}
        onChange={(event) => onChange(event.target.value)}
        required
      />
    </label>
  )
}
