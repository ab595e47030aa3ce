import { DASHBOARD_PERIODS } from '@sea/contract'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { ErrorAlert } from '../components/common'
import { call, type CallValue } from '../lib/api'
import { useTexts } from '../lib/i18n'
import { useOperator } from '../shell/operator-context'
import { CurrencyFigures } from './currency-figures'
import { dashboardApi } from './dashboard.api'
import { DASHBOARD } from './dashboard.texts'
import { PendingWork } from './pending-work'
import { Welcome } from './welcome'
import './dashboard.css'

type Period = (typeof DASHBOARD_PERIODS)[number]
type Answer = CallValue<NonNullable<(typeof dashboardApi.dashboard)['__route']>>

const asPeriod = (value: string | null): Period => DASHBOARD_PERIODS.find((period) => period === value) ?? 'today'

/**
 * The console's home: the figures of the chosen brand (or of every brand in scope) for today, 7
 * or 30 days, and the pending work. The figures need `reports.read`; without it, a welcome with
 * the counters of the queues the operator may read.
 */
export function DashboardPage() {
  const { can } = useOperator()
  return can('reports.read') ? <Figures /> : <Welcome />
}

function Figures() {
  const { t } = useTexts(DASHBOARD)
  const { me, brandId } = useOperator()
  // The period lives in the address, so a bookmark or a shared link opens the same view.
  const [params, setParams] = useSearchParams()
  const period = asPeriod(params.get('period'))
  const answer = useQuery({
    queryKey: ['dashboard', brandId, period],
    queryFn: ({ signal }) =>
      call(dashboardApi.dashboard, { query: { period, merchantId: brandId ?? undefined }, signal }),
    placeholderData: keepPreviousData,
  })
  const data = answer.data
  const brandName = me.brands.find((brand) => brand.id === brandId)?.name
  const { lotteryResults, ...queues } = data?.pending ?? {}
  return (
    <div className="page dashboard">
      <header className="page-header">
        <div>
          <h1 className="page-title">{t('title')}</h1>
          <p className="page-subtitle">
            {brandName ?? t('allBrands')}
            {data ? <> · {describeDays(data, t)}</> : null}
          </p>
        </div>
        <PeriodSwitch
          period={period}
          onChange={(next) => setParams(next === 'today' ? {} : { period: next }, { replace: true })}
        />
      </header>
      <ErrorAlert error={answer.error} />
      <PendingWork
        counts={lotteryResults === null || lotteryResults === undefined ? queues : { ...queues, lotteryResults }}
        loading={answer.isPending}
      />
      {answer.isPending ? <div className="dash-skeleton" aria-busy="true" /> : null}
      {data && data.currencies.length === 0 ? (
        <div className="empty-state">
          <p>{t('noBrands')}</p>
        </div>
      ) : null}
      <div className={answer.isPlaceholderData ? 'dash-body dash-stale' : 'dash-body'}>
        {data?.currencies.map((figures) => (
          <CurrencyFigures
            key={figures.currency}
            figures={figures}
            period={period}
            brands={data.brands
              .filter((brand) => brand.currency === figures.currency)
              .map((brand) => me.brands.find((known) => known.id === brand.merchantId)?.name ?? `#${brand.merchantId}`)}
            titled={data.currencies.length > 1}
          />
        ))}
      </div>
      {data ? <p className="muted dash-lag">{t('lag')}</p> : null}
    </div>
  )
}

/** One range when every brand covers the same days in the same zone, else "each brand's own days". */
function describeDays(data: Answer, t: (key: string, values?: Record<string, string>) => string): string {
  const [first, ...rest] = data.brands
  if (!first) return ''
  const same = rest.every((b) => b.from === first.from && b.to === first.to && b.timezone === first.timezone)
  if (!same) return t('ownDays')
  if (first.from === first.to) return `${first.from}, ${first.timezone}`
  return t('days', { from: first.from, to: first.to, zone: first.timezone })
}

function PeriodSwitch({ period, onChange }: { period: Period; onChange: (period: Period) => void }) {
  const { t } = useTexts(DASHBOARD)
  return (
    <div className="segmented" role="group" aria-label={t('period.label')}>
      {DASHBOARD_PERIODS.map((option) => (
        <button
          key={option}
          type="button"
          className={option === period ? 'segment active' : 'segment'}
          aria-pressed={option === period}
          onClick={() => onChange(option)}
        >
          {t(`period.${option}`)}
        </button>
      ))}
    </div>
  )
}
