import type { operatorProtectionRoutes } from '@sea/contract'
import { endpoint } from '../lib/api'

/** A member's protection and its history (decision 060). */
export const protectionApi = {
  member: endpoint<typeof operatorProtectionRoutes.member>('GET', '/wps/operator/members/:memberId/protection'),
  history: endpoint<typeof operatorProtectionRoutes.history>(
    'GET',
    '/wps/operator/members/:memberId/protection/history',
  ),
}
