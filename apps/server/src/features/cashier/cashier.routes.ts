import { cashierRoutes } from '@sea/contract'
import type { Db } from '../../db/database'
import { route, type App } from '../../http/route'
import { cashierSummary } from './cashier.service'

/**
 * The cashier's own route. The claim routes are registered by the deposit and withdrawal
 * features, which know their items; this feature gives them the claims.
 */
export function cashierRoutesPlugin(deps: { db: Db }) {
  return async function register(app: App) {
    route(app, cashierRoutes.summary, async (request) => cashierSummary(deps.db, request.principal, request.query))
  }
}
