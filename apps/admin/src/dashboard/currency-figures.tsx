import { lazy, Suspense } from 'react'
import { formatCount, formatMoney } from '../lib/format'
import { useTexts } from '../lib/i18n'
import { perMille, toMinor } from './amounts'
import type { CurrencyAnswer } from './dashboard.api'
import { DASHBOARD } from './dashboard.texts'
import { PRODUCTS } from './products.texts'

// Recharts is most of the dashboard's weight: it loads with the first chart, not with the console.
const DailyChart = lazy(() => import('./daily-chart').then((module) => ({ default: module.DailyChart })))

/** One currency's figures: brands of different currencies never add up, so each gets its own block. */
export function CurrencyFigures({
  figures,
  period,
  brands,
  titled,
}: {
  figures: CurrencyAnswer
  period: string
  brands: string[]
  titled: boolean
}) {
  const { t } = useTexts(DASHBOARD)
  const { currency, totals } = figures
  return (
    <section className="dash-currency" aria-label={t('currency', { currency })}>
      {titled ? (
        <h2 className="dash-currency-title">
          {currency} <span className="muted">{brands.join(', ')}</span>
        </h2>
      ) : null}
      <div className="kpi-grid">
        <Kpi label={t('kpi.deposits')} currency={currency} value={totals.deposits} tone="in">
          {t('kpi.depositCount', { count: formatCount(totals.depositCount) })}
        </Kpi>
        <Kpi label={t('kpi.withdrawals')} currency={currency} value={totals.withdrawals} tone="out">
          {t('kpi.withdrawalCount', { count: formatCount(totals.withdrawalCount) })}
        </Kpi>
        <Kpi label={t('kpi.stake')} currency={currency} value={totals.stake}>
          {t('kpi.betCount', { count: formatCount(totals.betCount) })}
        </Kpi>
        <Kpi label={t('kpi.wins')} currency={currency} value={totals.wins}>
          {t('kpi.winsNote')}
        </Kpi>
        <Kpi label={t('kpi.ggr')} currency={currency} value={totals.ggr} tone="signed">
          {t('kpi.ggrNote')}
        </Kpi>
        <Kpi label={t('kpi.ngr')} currency={currency} value={totals.ngr} tone="signed">
          {t('kpi.ngrNote', { amount: formatMoney(totals.bonuses) })}
        </Kpi>
      </div>
      <div className="dash-row">
        <section className="card dash-chart" aria-label={t('chart.title')}>
          <h3 className="dash-card-title">{t('chart.title')}</h3>
          <Suspense fallback={<div className="chart-placeholder muted">{t('chart.loading')}</div>}>
            <DailyChart series={figures.series} period={period} />
          </Suspense>
        </section>
        <div className="dash-people">
          <Kpi label={t('kpi.activePlayers')} count={totals.activePlayers}>
            {t('kpi.playersNote')}
          </Kpi>
          <Kpi label={t('kpi.registrations')} count={totals.registrations}>
            {t('kpi.registrationsNote')}
          </Kpi>
          <Kpi label={t('kpi.firstDepositors')} count={totals.firstDepositors}>
            {t('kpi.firstDepositorsNote')}
          </Kpi>
        </div>
      </div>
      <Products products={figures.products} stake={totals.stake} />
    </section>
  )
}

function Kpi({
  label,
  currency,
  value,
  count,
  tone,
  children,
}: {
  label: string
  currency?: string
  value?: string
  count?: number
  tone?: 'in' | 'out' | 'signed'
  children: string
}) {
  const minor = value === undefined ? 0n : toMinor(value)
  // Nothing in or out is not news: only a figure that moved takes the colour.
  const toneClass = tone === 'signed' ? (minor < 0n ? ' kpi-negative' : '') : tone && minor !== 0n ? ` kpi-${tone}` : ''
  return (
    <div className={`card kpi${toneClass}`} role="group" aria-label={label}>
      <span className="kpi-label">
        {label}
        {currency ? <span className="kpi-currency">{currency}</span> : null}
      </span>
      <span className="kpi-value num">{value !== undefined ? formatMoney(value) : formatCount(count ?? 0)}</span>
      <span className="kpi-note" title={children}>
        {children}
      </span>
    </div>
  )
}

function Products({ products, stake }: { products: CurrencyAnswer['products']; stake: string }) {
  const { t } = useTexts(DASHBOARD)
  const names = useTexts(PRODUCTS).t
  const sorted = [...products].sort((a, b) => (toMinor(b.stake) > toMinor(a.stake) ? 1 : -1))
  return (
    <section className="card" aria-label={t('products.title')}>
      <h3 className="dash-card-title">{t('products.title')}</h3>
      <div className="table-wrap">
        <table className="table" aria-label={t('products.title')}>
          <thead>
            <tr>
              <th>{t('products.product')}</th>
              <th className="th-end">{t('products.bets')}</th>
              <th className="th-end">{t('products.stake')}</th>
              <th className="th-end">{t('products.validBet')}</th>
              <th className="th-end">{t('products.wins')}</th>
              <th className="th-end">{t('products.ggr')}</th>
              <th className="share-col">{t('products.share')}</th>
            </tr>
          </thead>
          <tbody>
            {sorted.map((row) => {
              const share = perMille(row.stake, stake)
              return (
                <tr key={row.product}>
                  <td>
                    <span className="strong">{names(row.product, { defaultValue: row.product })}</span>{' '}
                    <span className="muted product-code">{row.product}</span>
                  </td>
                  <td className="td-end num">{formatCount(row.betCount)}</td>
                  <td className="td-end num">{formatMoney(row.stake)}</td>
                  <td className="td-end num">{formatMoney(row.validBet)}</td>
                  <td className="td-end num">{formatMoney(row.wins)}</td>
                  <td className={toMinor(row.ggr) < 0n ? 'td-end num amount-out' : 'td-end num'}>
                    {formatMoney(row.ggr)}
                  </td>
                  <td className="share-col">
                    <span className="share">
                      <span className="share-bar" style={{ width: `${share / 10}%` }} />
                    </span>
                    <span className="num share-figure">{(share / 10).toFixed(1)}%</span>
                  </td>
                </tr>
              )
            })}
            {sorted.length === 0 ? (
              <tr>
                <td className="td-empty" colSpan={7}>
                  {t('products.none')}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
    </section>
  )
}
