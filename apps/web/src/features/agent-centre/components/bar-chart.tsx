import { useLayoutEffect, useRef, useState } from 'react'
import { compactNumber, niceCeiling, shortDay } from '../figures'

export type ChartSeries = { label: string; tone: 'primary' | 'accent' | 'up' | 'down'; values: readonly number[] }

const LEFT = 46
const BOTTOM = 24
const TOP = 10

/**
 * Grouped bars by day in plain SVG (no chart library): one bar per series, negative values below
 * the zero line, round-number gridlines, a day label every few days, each bar titled with its
 * value for pointer users; the figure's name is its accessible label.
 */
export function BarChart({
  title,
  days,
  series,
  format = compactNumber,
  height: H = 210,
}: {
  title: string
  days: readonly string[]
  series: readonly ChartSeries[]
  format?: (value: number) => string
  height?: number
}) {
  // The drawing is as wide as its box, so labels keep their size on a phone instead of shrinking.
  const box = useRef<HTMLElement>(null)
  const [W, setWidth] = useState(640)
  useLayoutEffect(() => {
    const element = box.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(Math.round(entry.contentRect.width))
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  const all = series.flatMap((s) => s.values)
  const top = niceCeiling(Math.max(0, ...all))
  const bottom = Math.min(0, ...all) < 0 ? -niceCeiling(-Math.min(...all)) : 0
  const plotH = H - TOP - BOTTOM
  const y = (value: number) => TOP + ((top - value) / (top - bottom)) * plotH
  const slot = (W - LEFT) / Math.max(days.length, 1)
  const bar = Math.max(2, Math.min(18, (slot * 0.72) / series.length))
  const every = Math.ceil(days.length / Math.max(2, Math.floor((W - LEFT) / 52)))
  // Gridlines at round values (top and zero only for a near-empty series); a line closer than
  // 18 units to the one above it is left out so that labels never crowd.
  const upper = top <= 4 ? [top, 0] : bottom < 0 ? [top, top / 2, 0] : [top, (top * 3) / 4, top / 2, top / 4, 0]
  const candidates = bottom < 0 ? [...upper, bottom / 2, bottom] : upper
  const ticks = candidates.filter(
    (tick, index) => index === 0 || tick === 0 || Math.abs(y(tick) - y(candidates[index - 1] ?? tick)) >= 18,
  )
  return (
    <figure className="ag-chart" ref={box}>
      <figcaption className="ag-chart__title">{title}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={title} className="ag-chart__svg">
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={LEFT}
              x2={W}
              y1={y(tick)}
              y2={y(tick)}
              className={tick === 0 ? 'ag-chart__zero' : 'ag-chart__grid'}
            />
            <text x={LEFT - 6} y={y(tick) + 4} className="ag-chart__axis" textAnchor="end">
              {format(tick)}
            </text>
          </g>
        ))}
        {days.map((day, index) => {
          const x0 = LEFT + index * slot + (slot - bar * series.length) / 2
          return (
            <g key={day}>
              {series.map((s, n) => {
                const value = s.values[index] ?? 0
                const y0 = y(Math.max(value, 0))
                const height = Math.max(Math.abs(y(value) - y(0)), value === 0 ? 0 : 1)
                return (
                  <rect
                    key={s.label}
                    x={x0 + n * bar}
                    y={y0}
                    width={bar - 1}
                    height={height}
                    rx={Math.min(3, bar / 3)}
                    className={`ag-chart__bar ag-chart__bar--${s.tone}${value < 0 ? ' ag-chart__bar--neg' : ''}`}
                  >
                    <title>{`${day} · ${s.label}: ${format(value)}`}</title>
                  </rect>
                )
              })}
              {index % every === 0 ? (
                <text x={LEFT + index * slot + slot / 2} y={H - 6} className="ag-chart__axis" textAnchor="middle">
                  {shortDay(day)}
                </text>
              ) : null}
            </g>
          )
        })}
      </svg>
      <ul className="ag-chart__legend">
        {series.map((s) => (
          <li key={s.label}>
            <span className={`ag-chart__swatch ag-chart__bar--${s.tone}`} aria-hidden="true" />
            {s.label}
          </li>
        ))}
      </ul>
    </figure>
  )
}
