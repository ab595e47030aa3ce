import { loyaltyAdminRoutes } from '@sea/contract'
import type { Db } from '../../db/database'
import { operatorAction } from '../../http/access'
import { route, type App } from '../../http/route'
import * as points from './points-admin.service'

/** The console's point policy and member points (docs/admin.md "Loyalty"); the brand is in the path. */
export function loyaltyPointsAdminRoutesPlugin(deps: { db: Db }) {
  return async function register(app: App) {
    const brand = (params: { merchantId: string }) => Number(params.merchantId)
    route(app, loyaltyAdminRoutes.settings, async (request) =>
      points.brandSettings(deps.db, request.principal, brand(request.params)),
    )
    route(app, loyaltyAdminRoutes.saveSettings, async (request) =>
      points.saveBrandSettings(deps.db, operatorAction(request), brand(request.params), request.body),
    )
    route(app, loyaltyAdminRoutes.member, async (request) =>
      points.memberLoyalty(deps.db, request.principal, brand(request.params), BigInt(request.params.memberId)),
    )
    route(app, loyaltyAdminRoutes.adjustPoints, async (request) =>
      points.adjustMemberPoints(
        deps.db,
        operatorAction(request),
        brand(request.params),
        BigInt(request.params.memberId),
        request.body,
      ),
    )
  }
}
