import { REPORT_MAX_DAYS, type RouteDescriptor } from '@sea/contract'
import { type ReactNode, useState } from 'react'
import { ErrorAlert } from '../components/common'
import type { Endpoint } from '../lib/api'
import { useTimeZone } from '../lib/format'
import { useTexts } from '../lib/i18n'
import { downloadCsv } from './csv-download'
import { type DayRange, lastDays, rangeProblem } from './report-range'
import { REPORTS } from './reports.texts'

const PRESETS = [
  { key: 'today', days: 1 },
  { key: 'last7', days: 7 },
  { key: 'last30', days: 30 },
] as const

/** The report's days (with quick ranges), its own choices, and the CSV of the whole selection. */
export function ReportBar<R extends RouteDescriptor>({
  range,
  onRange,
  children,
  csv,
  csvQuery,
  csvName,
}: {
  range: DayRange
  onRange: (range: DayRange) => void
  children?: ReactNode
  csv: Endpoint<R>
  csvQuery: Record<string, string | number | undefined>
  csvName: string
}) {
  const { t } = useTexts(REPORTS)
  const timeZone = useTimeZone()
  const [downloading, setDownloading] = useState(false)
  const [failure, setFailure] = useState<unknown>(null)
  const problem = rangeProblem(range)
  const download = () => {
    setDownloading(true)
    setFailure(null)
    downloadCsv(csv, csvQuery, csvName)
      .catch(setFailure)
      .finally(() => setDownloading(false))
  }
  return (
    <section className="card report-bar">
      <div className="filters">
        <label className="report-field">
          <span>{t('range.from')}</span>
          <input
            className="input"
            type="date"
            value={range.from}
            aria-invalid={problem !== null}
            onChange={(event) => onRange({ ...range, from: event.target.value })}
          />
        </label>
        <label className="report-field">
          <span>{t('range.to')}</span>
          <input
            className="input"
            type="date"
            value={range.to}
            aria-invalid={problem !== null}
            onChange={(event) => onRange({ ...range, to: event.target.value })}
          />
        </label>
        <div className="report-presets">
          {PRESETS.map(({ key, days }) => {
            const preset = lastDays(timeZone, days)
            const active = preset.from === range.from && preset.to === range.to
            return (
              <button
                key={key}
                type="button"
                className={active ? 'chip chip-button active' : 'chip chip-button'}
                aria-pressed={active}
                onClick={() => onRange(preset)}
              >
                {t(`range.${key}`)}
              </button>
            )
          })}
        </div>
        {children}
        <button
          type="button"
          className="button button-secondary report-download"
          disabled={downloading || problem !== null}
          onClick={download}
        >
          <DownloadIcon />
          {downloading ? t('downloading') : t('download')}
        </button>
      </div>
      {problem ? (
        <p className="field-error" role="alert">
          {t(`range.${problem}`, { days: REPORT_MAX_DAYS })}
        </p>
      ) : null}
      <ErrorAlert error={failure} />
    </section>
  )
}

function DownloadIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true">
      <path
        d="M8 2v8m0 0 3-3m-3 3L5 7M3 12.5h10"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
