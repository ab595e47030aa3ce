import type { operatorAuditRoutes } from '@sea/contract'
import { type CallValue, endpoint } from '../lib/api'

export const auditApi = {
  list: endpoint<typeof operatorAuditRoutes.list>('GET', '/wps/operator/audit'),
  verification: endpoint<typeof operatorAuditRoutes.verification>('GET', '/wps/operator/audit/verification'),
  verify: endpoint<typeof operatorAuditRoutes.verify>('POST', '/wps/operator/audit/verification'),
}

export type AuditRow = CallValue<typeof operatorAuditRoutes.list>['rows'][number]
export type AuditVerification = CallValue<typeof operatorAuditRoutes.verification>['verification']
