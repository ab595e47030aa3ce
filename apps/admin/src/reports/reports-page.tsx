import { useState } from 'react'
import { Navigate, Route, Routes } from 'react-router'
import { Tabs } from '../components/tabs'
import { useTimeZone } from '../lib/format'
import { useTexts } from '../lib/i18n'
import { useOperator } from '../shell/operator-context'
import { AgentCommissionsReport } from './agent-commissions-report'
import { InterventionsReport } from './interventions-report'
import { CashierReport } from './cashier-report'
import { MemberActivityReport } from './member-activity-report'
import { ProfitLossReport } from './profit-loss-report'
import { type DayRange, lastDays } from './report-range'
import { REPORTS } from './reports.texts'
import './reports.css'
import { PageHeader } from '../components/common'

/**
 * The reports, a tab (and an address) each. The days are the page's, so moving between tabs
 * compares the same range; they default to the last 7 days in the brand's zone.
 */
export function ReportsPage() {
  const { t } = useTexts(REPORTS)
  const timeZone = useTimeZone()
  const [range, setRange] = useState<DayRange>(() => lastDays(timeZone, 7))
  const props = { range, onRange: setRange }
  const { can } = useOperator()
  // The figures need reports.read; the interventions protection.read (support has only that).
  const tabs = [
    ...(can('reports.read')
      ? [
          { to: '/reports/profit-loss', label: t('tabs.profitLoss') },
          { to: '/reports/cashier', label: t('tabs.cashier') },
          { to: '/reports/member-activity', label: t('tabs.memberActivity') },
          { to: '/reports/agent-commissions', label: t('tabs.agentCommissions') },
        ]
      : []),
    ...(can('protection.read') ? [{ to: '/reports/interventions', label: t('tabs.interventions') }] : []),
  ]
  const first = tabs[0]?.to ?? '/'
  return (
    <div className="page reports">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {/* Absolute paths: inside the section's splat route a relative link would nest under the tab. */}
      <Tabs label={t('tabs.label')} tabs={tabs} />
      <Routes>
        <Route index element={<Navigate to={first} replace />} />
        <Route path="profit-loss" element={<ProfitLossReport {...props} />} />
        <Route path="cashier" element={<CashierReport {...props} />} />
        <Route path="member-activity" element={<MemberActivityReport {...props} />} />
        <Route path="agent-commissions" element={<AgentCommissionsReport {...props} />} />
        <Route path="interventions" element={<InterventionsReport {...props} />} />
        <Route path="*" element={<Navigate to={first} replace />} />
      </Routes>
    </div>
  )
}
