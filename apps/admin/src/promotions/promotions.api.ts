import type { promotionAdminRoutes } from '@sea/contract'
import { type CallValue, endpoint } from '../lib/api'

const promotions = '/wps/operator/brands/:merchantId/promotions'
const requests = '/wps/operator/brands/:merchantId/promotion-requests'

export const promotionApi = {
  list: endpoint<typeof promotionAdminRoutes.list>('GET', promotions),
  get: endpoint<typeof promotionAdminRoutes.get>('GET', `${promotions}/:promotionId`),
  create: endpoint<typeof promotionAdminRoutes.create>('POST', promotions),
  update: endpoint<typeof promotionAdminRoutes.update>('PUT', `${promotions}/:promotionId`),
  setState: endpoint<typeof promotionAdminRoutes.setState>('POST', `${promotions}/:promotionId/state`),
  grants: endpoint<typeof promotionAdminRoutes.grants>('GET', `${promotions}/:promotionId/grants`),
  requests: endpoint<typeof promotionAdminRoutes.requests>('GET', requests),
  approve: endpoint<typeof promotionAdminRoutes.approve>('POST', `${requests}/:requestId/approve`),
  reject: endpoint<typeof promotionAdminRoutes.reject>('POST', `${requests}/:requestId/reject`),
}

export type PromotionSummary = CallValue<typeof promotionAdminRoutes.list>['content'][number]
export type PromotionDetail = CallValue<typeof promotionAdminRoutes.get>
export type PromotionRequest = CallValue<typeof promotionAdminRoutes.requests>['content'][number]
export type PromotionGrant = CallValue<typeof promotionAdminRoutes.grants>['content'][number]

export const PHASE_BADGE: Record<PromotionSummary['phase'], string> = {
  draft: 'badge badge-draft',
  coming_soon: 'badge badge-pending',
  running: 'badge badge-ok',
  finished: 'badge badge-disabled',
  paused: 'badge badge-pending',
  ended: 'badge badge-disabled',
}

/** The name an operator reads: in the console's language when written, else English. */
export function titleOf(titles: Record<string, string>, language: string): string {
  return titles[language] ?? titles.EN ?? Object.values(titles)[0] ?? ''
}
