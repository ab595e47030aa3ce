import { promotionAdminRoutes } from '@sea/contract'
import type { Db } from '../../db/database'
import { operatorAction } from '../../http/access'
import { route, type App } from '../../http/route'
import * as promotions from './promotion-admin.service'
import * as requests from './promotion-requests.service'

/** `raffleKey` seals a new raffle's seed (raffleSealingKey). */
export function promotionAdminRoutesPlugin(deps: { db: Db; raffleKey: Buffer }) {
  return async function register(app: App) {
    const brand = (params: { merchantId: string }) => Number(params.merchantId)
    route(app, promotionAdminRoutes.list, async (request) =>
      promotions.listPromotions(deps.db, request.principal, brand(request.params), request.query),
    )
    route(app, promotionAdminRoutes.get, async (request) =>
      promotions.getPromotion(deps.db, request.principal, brand(request.params), BigInt(request.params.promotionId)),
    )
    route(app, promotionAdminRoutes.create, async (request) =>
      promotions.createPromotion(deps.db, operatorAction(request), brand(request.params), request.body, deps.raffleKey),
    )
    route(app, promotionAdminRoutes.update, async (request) =>
      promotions.updatePromotion(
        deps.db,
        operatorAction(request),
        brand(request.params),
        BigInt(request.params.promotionId),
        request.body,
      ),
    )
    route(app, promotionAdminRoutes.setState, async (request) =>
      promotions.setPromotionState(
        deps.db,
        operatorAction(request),
        brand(request.params),
        BigInt(request.params.promotionId),
        request.body.state,
      ),
    )
    route(app, promotionAdminRoutes.grants, async (request) =>
      requests.listGrants(
        deps.db,
        request.principal,
        brand(request.params),
        BigInt(request.params.promotionId),
        request.query,
      ),
    )
    route(app, promotionAdminRoutes.requests, async (request) =>
      requests.listRequests(deps.db, request.principal, brand(request.params), request.query),
    )
    route(app, promotionAdminRoutes.approve, async (request) =>
      requests.approveRequest(
        deps.db,
        operatorAction(request),
        brand(request.params),
        BigInt(request.params.requestId),
      ),
    )
    route(app, promotionAdminRoutes.reject, async (request) =>
      requests.rejectRequest(
        deps.db,
        operatorAction(request),
        brand(request.params),
        BigInt(request.params.requestId),
        request.body.reason,
      ),
    )
  }
}
