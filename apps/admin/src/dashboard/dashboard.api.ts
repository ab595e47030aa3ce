import type { DashboardCurrencySchema, lotteryRoutes, reportRoutes } from '@sea/contract'
import type { Static } from 'typebox'
import { endpoint } from '../lib/api'

/** The dashboard's figures; the welcome page counts the queues through the cashier's own routes. */
export const dashboardApi = {
  dashboard: endpoint<typeof reportRoutes.dashboard>('GET', '/wps/operator/dashboard'),
  draws: endpoint<typeof lotteryRoutes.operatorDraws>('GET', '/wps/operator/lottery/draws'),
}

/** One currency's figures in the dashboard's answer. */
export type CurrencyAnswer = Static<typeof DashboardCurrencySchema>
