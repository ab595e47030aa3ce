import type { ReactNode } from 'react'
import { Icon, type IconName } from '../../../components/ui/icon'
import { QueryView } from '../../../components/ui/states'
import { formatMoney } from '../../../lib/format'
import { useTexts } from '../../../lib/i18n'
import { AGENT } from '../agent-texts'
import { useOverview, type Overview } from '../api'
import { amountValue, direction, formatCount, signedMoney } from '../figures'
import { usePeriod } from '../period'
import { BarChart } from './bar-chart'
import { PeriodChips } from './parts'
import './agent.css'

function Stat({
  icon,
  label,
  value,
  note,
  tone,
  hero,
}: {
  icon: IconName
  label: string
  value: ReactNode
  note?: ReactNode
  tone?: string
  hero?: boolean
}) {
  return (
    <div className={`ag-stat${hero ? ' ag-stat--hero' : ''}`}>
      <span className="ag-stat__label">
        <Icon name={icon} size={14} />
        {label}
      </span>
      <span className={`ag-stat__value${tone ? ` ag-num--${tone}` : ''}`}>{value}</span>
      {note ? <span className="ag-stat__note">{note}</span> : null}
    </div>
  )
}

/** agentTeamOverview: the team's figures for a period and its daily series as charts. */
export default function TeamOverview() {
  const period = usePeriod('last7')
  const query = useOverview(period.range)
  return (
    <div className="centre-panel ag">
      <PeriodChips value={period.preset} days={period.days} onChange={period.setPreset} />
      <QueryView query={query} rows={5}>
        {(data) => <Figures data={data} busy={query.isPlaceholderData} />}
      </QueryView>
    </div>
  )
}

function Figures({ data, busy }: { data: Overview; busy: boolean }) {
  const { t } = useTexts(AGENT)
  const result = direction(data.profitLoss)
  const days = data.series.map((point) => point.day)
  return (
    <div className="centre-panel ag" aria-busy={busy}>
      <div className="ag-stats ag-stats--two">
        <Stat
          hero
          icon="chart"
          label={t('overview.profitLoss')}
          value={signedMoney(data.profitLoss)}
          tone={result}
          note={
            result === 'even'
              ? t('overview.bets', { count: data.betCount })
              : `${t(result === 'up' ? 'overview.teamWon' : 'overview.teamLost')} · ${t('overview.bets', { count: data.betCount })}`
          }
        />
        <Stat
          hero
          icon="coins"
          label={t('overview.validBet')}
          value={formatMoney(data.validBet)}
          note={data.currency}
        />
      </div>
      <div className="ag-stats ag-stats--five">
        <Stat
          icon="user"
          label={t('overview.teamSize')}
          value={formatCount(data.teamSize)}
          note={t('overview.direct', { count: data.directMembers })}
        />
        <Stat icon="plus" label={t('overview.newMembers')} value={formatCount(data.newMembers)} />
        <Stat icon="bolt" label={t('overview.activeMembers')} value={formatCount(data.activeMembers)} />
        <Stat icon="wallet" label={t('overview.deposits')} value={formatMoney(data.deposits)} />
        <Stat icon="card" label={t('overview.withdrawals')} value={formatMoney(data.withdrawals)} />
      </div>
      <div className="ag-charts">
        <BarChart
          title={t('overview.moneyChart')}
          days={days}
          series={[
            { label: t('overview.validBet'), tone: 'primary', values: data.series.map((p) => amountValue(p.validBet)) },
            {
              label: t('overview.profitLoss'),
              tone: 'accent',
              values: data.series.map((p) => amountValue(p.profitLoss)),
            },
          ]}
        />
        <BarChart
          title={t('overview.membersChart')}
          height={170}
          days={days}
          series={[
            { label: t('overview.newMembers'), tone: 'accent', values: data.series.map((p) => p.newMembers) },
            { label: t('overview.activeMembers'), tone: 'primary', values: data.series.map((p) => p.activeMembers) },
          ]}
        />
        <BarChart
          title={t('overview.cashChart')}
          height={170}
          days={days}
          series={[
            { label: t('overview.deposits'), tone: 'up', values: data.series.map((p) => amountValue(p.deposits)) },
            {
              label: t('overview.withdrawals'),
              tone: 'down',
              values: data.series.map((p) => amountValue(p.withdrawals)),
            },
          ]}
        />
      </div>
      <p className="ag-note">{t('overview.currency', { currency: data.currency })}</p>
    </div>
  )
}
