import type {
  cashierRoutes,
  DashboardCurrencySchema,
  lotteryRoutes,
  moneyRequestRoutes,
  reportRoutes,
} from '@sea/contract'
import type { Static } from 'typebox'
import { endpoint } from '../lib/api'

/** The dashboard's figures, and the queues' own counters for an operator who may not read reports. */
export const dashboardApi = {
  dashboard: endpoint<typeof reportRoutes.dashboard>('GET', '/wps/operator/dashboard'),
  cashierSummary: endpoint<typeof cashierRoutes.summary>('GET', '/wps/operator/cashier/summary'),
  moneyRequests: endpoint<typeof moneyRequestRoutes.list>('GET', '/wps/operator/money-requests'),
  draws: endpoint<typeof lotteryRoutes.operatorDraws>('GET', '/wps/operator/lottery/draws'),
}

/** One currency's figures in the dashboard's answer. */
export type CurrencyAnswer = Static<typeof DashboardCurrencySchema>
