import type { LotteryTrend } from '@sea/contract'
import { useState } from 'react'
import { EmptyState, QueryView } from '../../../components/ui/states'
import { useTexts } from '../../../lib/i18n'
import { useTrend } from '../api'
import { LOTTERY } from '../lottery-texts'

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
            <button key={span} type="button" role="radio" aria-checked={last === span} aria-label={t('trend.draws', { count: span })} className="lotto-chip" onClick={() => setLast(span)}>
              {span}
            </button>
          ))}
        </div>
      </div>
      <QueryView query={query} rows={4} isEmpty={(data) => data.draws === 0 || data.series.length === 0} empty={<EmptyState icon="chart" title={t('trend.empty')} />}>
        {(data) => {
          const series = data.series.find((entry) => entry.label === label) ?? data.series[0]
          if (!series) return null
          return (
            <>
              {data.series.length > 1 ? (
                <div className="trend__series" role="tablist" aria-label={t('trend.series')}>
                  {data.series.map((entry) => (
                    <button key={entry.label} type="button" role="tab" aria-selected={entry === series} className="lotto-chip" onClick={() => setLabel(entry.label)}>
                      {entry.label}
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
 * Counts as bars above the axis and missing counts as bars below it, one column per value; the
 * drawing scales with its box, so 100 columns (lô) and 10 (PK10) share the code.
 */
export function FrequencyChart({ items, draws }: { items: Items; draws: number }) {
  const { t } = useTexts(LOTTERY)
  const maxCount = Math.max(1, ...items.map((item) => item.count))
  const maxMissing = Math.max(1, ...items.map((item) => item.missing))
  const width = Math.max(items.length * 12, 240)
  const column = width / Math.max(1, items.length)
  const up = 100
  const down = 60
  const labelEvery = items.length > 40 ? 10 : 1
  return (
    <figure className="trend__chart">
      <svg viewBox={`0 0 ${width} ${up + down + 20}`} preserveAspectRatio="none" role="img" aria-label={`${t('trend.frequency')} / ${t('trend.missing')}, ${draws}`}>
        <line x1="0" x2={width} y1={up} y2={up} className="trend__axis" />
        {items.map((item, index) => {
          const x = index * column + column * 0.15
          const w = column * 0.7
          const h = (item.count / maxCount) * (up - 8)
          const m = (item.missing / maxMissing) * (down - 6)
          return (
            <g key={item.value}>
              <title>{`${item.value}: ${item.count} ${t('trend.count')}, ${item.missing} ${t('trend.since')}`}</title>
              <rect x={x} y={up - h} width={w} height={Math.max(h, 1)} rx={Math.min(2, w / 3)} className="trend__bar" />
              <rect x={x} y={up + 2} width={w} height={Math.max(m, 1)} rx={Math.min(2, w / 3)} className="trend__miss" />
              {index % labelEvery === 0 ? (
                <text x={x + w / 2} y={up + down + 16} textAnchor="middle" className="trend__label">
                  {item.value}
                </text>
              ) : null}
            </g>
          )
        })}
      </svg>
      <figcaption className="trend__legend">
        <span className="trend__key trend__key--count">{t('trend.frequency')}</span>
        <span className="trend__key trend__key--miss">{t('trend.missing')}</span>
      </figcaption>
    </figure>
  )
}
