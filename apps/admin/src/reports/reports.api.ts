import type { reportRoutes } from '@sea/contract'
import { endpoint } from '../lib/api'

/** Each report as a page of JSON and as its CSV twin (decision 052, "Dashboard and reports"). */
export const reportsApi = {
  profitLoss: endpoint<typeof reportRoutes.profitLoss.json>('GET', '/wps/operator/reports/profit-loss'),
  profitLossCsv: endpoint<typeof reportRoutes.profitLoss.csv>('GET', '/wps/operator/reports/profit-loss/csv'),
  cashier: endpoint<typeof reportRoutes.cashier.json>('GET', '/wps/operator/reports/cashier'),
  cashierCsv: endpoint<typeof reportRoutes.cashier.csv>('GET', '/wps/operator/reports/cashier/csv'),
  memberActivity: endpoint<typeof reportRoutes.memberActivity.json>('GET', '/wps/operator/reports/member-activity'),
  memberActivityCsv: endpoint<typeof reportRoutes.memberActivity.csv>(
    'GET',
    '/wps/operator/reports/member-activity/csv',
  ),
  agentCommissions: endpoint<typeof reportRoutes.agentCommissions.json>(
    'GET',
    '/wps/operator/reports/agent-commissions',
  ),
  agentCommissionsCsv: endpoint<typeof reportRoutes.agentCommissions.csv>(
    'GET',
    '/wps/operator/reports/agent-commissions/csv',
  ),
  interventions: endpoint<typeof reportRoutes.interventions.json>('GET', '/wps/operator/reports/interventions'),
  interventionsCsv: endpoint<typeof reportRoutes.interventions.csv>('GET', '/wps/operator/reports/interventions/csv'),
  interventionCounts: endpoint<typeof reportRoutes.interventionCounts>(
    'GET',
    '/wps/operator/reports/interventions/counts',
  ),
}
