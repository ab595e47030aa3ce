import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { formatMoney } from '../lib/format'
import { useTexts } from '../lib/i18n'
import type { CurrencyAnswer } from './dashboard.api'
import { DASHBOARD } from './dashboard.texts'

/*
 * SVG presentation attributes do not read CSS variables in every browser, so the chart takes the
 * tokens' values (tokens.css: --accent, --ok-ink, --red) as literals.
 */
const COLOURS = { ggr: '#3b5bdb', ngr: '#a5b8f3', deposits: '#1f9d55', withdrawals: '#e5484d', grid: '#e3e7ee' }
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 })

/**
 * GGR and NGR as bars, deposits and withdrawals as lines, one point per day. The amounts become
 * numbers here only to be drawn; every figure shown as text stays the API's decimal string.
 */
export function DailyChart({ series, period }: { series: CurrencyAnswer['series']; period: string }) {
  const { t } = useTexts(DASHBOARD)
  const points = series.map((point) => ({
    day: point.day.slice(5),
    ggr: Number(point.ggr),
    ngr: Number(point.ngr),
    deposits: Number(point.deposits),
    withdrawals: Number(point.withdrawals),
  }))
  const names: Record<string, string> = {
    ggr: t('chart.ggr'),
    ngr: t('chart.ngr'),
    deposits: t('chart.deposits'),
    withdrawals: t('chart.withdrawals'),
  }
  return (
    <div className="chart" data-period={period}>
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 600, height: 260 }}>
        <ComposedChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} barGap={2}>
          <CartesianGrid stroke={COLOURS.grid} vertical={false} />
          <XAxis dataKey="day" tickLine={false} axisLine={{ stroke: COLOURS.grid }} fontSize={12} minTickGap={12} />
          <YAxis
            tickLine={false}
            axisLine={false}
            fontSize={12}
            width={56}
            tickFormatter={(value: number) => compact.format(value)}
          />
          <Tooltip
            formatter={(value, name) => [formatMoney(Number(value)), names[String(name)] ?? String(name)]}
            cursor={{ fill: 'rgb(59 91 219 / 0.06)' }}
          />
          <Legend formatter={(name: string) => names[name] ?? name} iconSize={10} wrapperStyle={{ fontSize: 12 }} />
          <Bar dataKey="ggr" fill={COLOURS.ggr} radius={[3, 3, 0, 0]} maxBarSize={28} />
          <Bar dataKey="ngr" fill={COLOURS.ngr} radius={[3, 3, 0, 0]} maxBarSize={28} />
          <Line dataKey="deposits" stroke={COLOURS.deposits} strokeWidth={2} dot={points.length < 10} />
          <Line dataKey="withdrawals" stroke={COLOURS.withdrawals} strokeWidth={2} dot={points.length < 10} />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  )
}
