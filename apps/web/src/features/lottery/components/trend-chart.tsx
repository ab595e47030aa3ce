import type { LotteryTrend } from '@sea/contract'
import { useState, type CSSProperties } from 'react'
import { EmptyState, QueryView } from '../../../components/ui/states'
import { useTexts } from '../../../lib/i18n'
import { useTrend } from '../api'
import { LOTTERY } from '../lottery-texts'
import { RadioChip } from './radio-chip'

const SPANS = [30, 50, 100] as const

/** Trend: frequency bars, hot and cold numbers, and missing counts over the last N draws (plain SVG). */
export function TrendPanel({ gameCode }: { gameCode: string }) {
  const { t } = useTexts(LOTTERY)
  const [last, setLast] = useState<number>(50)
  const [label, setLabel] = useState<string | null>(null)
  const query = useTrend(gameCode, last)
  return (
    <div className="trend">
      <div className="trend__controls">
        <div className="trend__spans" role="radiogroup" aria-label={t('trend.draws', { count: last })}>
          <span className="trend__caption">{t('trend.draws', { count: last })}</span>
          {SPANS.map((span) => (
            <RadioChip
              key={span}
              checked={last === span}
              label={t('trend.draws', { count: span })}
              onClick={() => setLast(span)}
            >
              {span}
            </RadioChip>
          ))}
        </div>
      </div>
      <QueryView
        query={query}
        rows={4}
        isEmpty={(data) => data.draws === 0 || data.series.length === 0}
        empty={<EmptyState icon="chart" title={t('trend.empty')} />}
      >
        {(data) => {
          const series = data.series.find((entry) => entry.label === label) ?? data.series[0]
          if (!series) return null
          return (
            <>
              {data.series.length > 1 ? (
                <div className="trend__series" role="tablist" aria-label={t('trend.series')}>
                  {data.series.map((entry) => (
                    <button
                      key={entry.label}
                      type="button"
                      role="tab"
                      aria-selected={entry === series}
                      className="lotto-chip"
                      onClick={() => setLabel(entry.label)}
                    >
                      {entry.name}
                    </button>
                  ))}
                </div>
              ) : null}
              <div className="trend__hotcold">
                <NumberStrip title={t('trend.hot')} tone="hot" values={series.hot} />
                <NumberStrip title={t('trend.cold')} tone="cold" values={series.cold} />
              </div>
              <FrequencyChart items={series.items} draws={data.draws} />
            </>
          )
        }}
      </QueryView>
    </div>
  )
}

function NumberStrip({ title, tone, values }: { title: string; tone: 'hot' | 'cold'; values: readonly string[] }) {
  return (
    <div className={`trend__strip trend__strip--${tone}`}>
      <h4>{title}</h4>
      <ul>
        {values.map((value) => (
          <li key={value}>{value}</li>
        ))}
      </ul>
    </div>
  )
}

type Items = LotteryTrend['series'][number]['items']

/**
 * Counts as bars above the axis and missing counts as bars below it, one column per value. The
 * bars stretch with their box (an SVG without a fixed aspect); the value labels are text under
 * it, so they never stretch with it. A chart of many values (lô's 100) keeps its columns at least
 * a few pixels wide and scrolls sideways in its own box on a phone rather than widening the page.
 */
export function FrequencyChart({ items, draws }: { items: Items; draws: number }) {
  const { t } = useTexts(LOTTERY)
  const maxCount = Math.max(1, ...items.map((item) => item.count))
  const maxMissing = Math.max(1, ...items.map((item) => item.missing))
  const columns = Math.max(1, items.length)
  const up = 100
  const down = 60
  const labelEvery = items.length > 40 ? 10 : 1
  const label = `${t('trend.frequency')} / ${t('trend.missing')}, ${draws}`
  return (
    <figure className="trend__chart">
      <div className="trend__scroll" tabIndex={0} role="group" aria-label={label}>
        <div className="trend__plot" style={{ '--columns': columns } as CSSProperties}>
          <svg viewBox={`0 0 ${columns} ${up + down}`} preserveAspectRatio="none" role="img" aria-label={label}>
            <line x1="0" x2={columns} y1={up} y2={up} className="trend__axis" vectorEffect="non-scaling-stroke" />
            {items.map((item, index) => {
              const h = (item.count / maxCount) * (up - 8)
              const m = (item.missing / maxMissing) * (down - 6)
              return (
                <g key={item.value}>
                  <title>{`${item.value}: ${item.count} ${t('trend.count')}, ${item.missing} ${t('trend.since')}`}</title>
                  <rect x={index + 0.15} y={up - h} width={0.7} height={Math.max(h, 1)} className="trend__bar" />
                  <rect x={index + 0.15} y={up + 2} width={0.7} height={Math.max(m, 1)} className="trend__miss" />
                </g>
              )
            })}
          </svg>
          <ol className="trend__ticks" aria-hidden="true">
            {items.map((item, index) => (
              <li key={item.value}>{index % labelEvery === 0 ? item.value : ''}</li>
            ))}
          </ol>
        </div>
      </div>
      <figcaption className="trend__legend">
        <span className="trend__key trend__key--count">{t('trend.frequency')}</span>
        <span className="trend__key trend__key--miss">{t('trend.missing')}</span>
      </figcaption>
    </figure>
  )
}
