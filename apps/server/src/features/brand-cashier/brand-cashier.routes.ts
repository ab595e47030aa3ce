import { operatorAction } from '../../http/access'
import { brandCashierRoutes } from '@sea/contract'
import type { Db } from '../../db/database'
import { route, type App } from '../../http/route'
import * as cashier from './brand-cashier.service'

export function brandCashierRoutesPlugin(deps: { db: Db }) {
  return async function register(app: App) {
    route(app, brandCashierRoutes.get, async (request) =>
      cashier.brandCashier(deps.db, request.principal, Number(request.params.merchantId)),
    )
    route(app, brandCashierRoutes.createChannel, async (request) =>
      cashier.createChannel(deps.db, operatorAction(request), Number(request.params.merchantId), request.body),
    )
    route(app, brandCashierRoutes.updateChannel, async (request) =>
      cashier.updateChannel(
        deps.db,
        operatorAction(request),
        Number(request.params.merchantId),
        Number(request.params.channelId),
        request.body,
      ),
    )
    route(app, brandCashierRoutes.orderChannels, async (request) =>
      cashier.orderChannels(
        deps.db,
        operatorAction(request),
        Number(request.params.merchantId),
        request.body.channelIds,
      ),
    )
    route(app, brandCashierRoutes.setWithdrawals, async (request) =>
      cashier.setWithdrawals(deps.db, operatorAction(request), Number(request.params.merchantId), request.body),
    )
    route(app, brandCashierRoutes.setBanks, async (request) =>
      cashier.setBanks(deps.db, operatorAction(request), Number(request.params.merchantId), request.body.banks),
    )
    route(app, brandCashierRoutes.setTurnover, async (request) =>
      cashier.setTurnover(deps.db, operatorAction(request), Number(request.params.merchantId), request.body),
    )
  }
}
