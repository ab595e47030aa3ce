import type { RiskFlagStatus, RiskSeverity, riskRoutes } from '@sea/contract'
import { type CallValue, endpoint } from '../lib/api'

const flags = '/wps/operator/brands/:merchantId/risk-flags'

export const riskApi = {
  list: endpoint<typeof riskRoutes.list>('GET', flags),
  get: endpoint<typeof riskRoutes.get>('GET', `${flags}/:flagId`),
  decide: endpoint<typeof riskRoutes.decide>('POST', `${flags}/:flagId/decision`),
}

export type RiskFlagRow = CallValue<typeof riskRoutes.list>['content'][number]
export type RiskFlagDetail = CallValue<typeof riskRoutes.get>

/** High in the colour of a refusal, medium of a warning, low plain. */
export const SEVERITY_BADGE: Record<RiskSeverity, string> = {
  high: 'badge badge-disabled',
  medium: 'badge badge-pending',
  low: 'badge risk-badge-low',
}

export const STATUS_BADGE: Record<RiskFlagStatus, string> = {
  open: 'badge badge-pending',
  resolved: 'badge badge-ok',
  dismissed: 'badge risk-badge-low',
}
