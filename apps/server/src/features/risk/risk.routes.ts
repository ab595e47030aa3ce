import { riskRoutes } from '@sea/contract'
import type { Db } from '../../db/database'
import { operatorAction } from '../../http/access'
import { route, type App } from '../../http/route'
import { decideFlag, getFlag, listFlags } from './risk.service'

/** The console's risk flags (decision 058). */
export function riskRoutesPlugin(deps: { db: Db }) {
  return async function register(app: App) {
    const brand = (params: { merchantId: string }) => Number(params.merchantId)
    route(app, riskRoutes.list, async (request) =>
      listFlags(deps.db, request.principal, brand(request.params), request.query),
    )
    route(app, riskRoutes.get, async (request) =>
      getFlag(deps.db, request.principal, brand(request.params), BigInt(request.params.flagId)),
    )
    route(app, riskRoutes.decide, async (request) =>
      decideFlag(deps.db, operatorAction(request), brand(request.params), BigInt(request.params.flagId), request.body),
    )
  }
}
