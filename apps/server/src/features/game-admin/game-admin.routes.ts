import { gameAdminRoutes } from '@sea/contract'
import type { Db } from '../../db/database'
import { operatorAction } from '../../http/access'
import { route, type App } from '../../http/route'
import * as brand from './brand-games.service'
import { importGames } from './game-import.service'
import * as wallets from './vendor-wallet-admin.service'

export interface GameAdminDeps {
  db: Db
  appSecret: Buffer
}

/** The console's Games section (decision 053). */
export function gameAdminRoutesPlugin(deps: GameAdminDeps) {
  return async function register(app: App) {
    const { db } = deps
    route(app, gameAdminRoutes.brandVendors, async (request) =>
      brand.brandVendors(db, request.principal, request.params.merchantId),
    )
    route(app, gameAdminRoutes.saveBrandVendors, async (request) =>
      brand.saveBrandVendors(db, operatorAction(request), request.params.merchantId, request.body.vendors),
    )
    route(app, gameAdminRoutes.setVendorMaintenance, async (request) =>
      brand.setVendorMaintenance(
        db,
        operatorAction(request),
        request.params.merchantId,
        request.params.vendorCode,
        request.body.maintenance,
      ),
    )
    route(app, gameAdminRoutes.brandGames, async (request) =>
      brand.brandGames(db, request.principal, request.params.merchantId, request.query),
    )
    route(app, gameAdminRoutes.saveBrandGame, async (request) =>
      brand.saveBrandGame(
        db,
        operatorAction(request),
        request.params.merchantId,
        BigInt(request.params.gameId),
        request.body,
      ),
    )
    route(app, gameAdminRoutes.importGames, async (request) =>
      importGames(db, operatorAction(request), request.params.vendorCode, request.body),
    )
    route(app, gameAdminRoutes.vendorWallets, async (request) => wallets.vendorWallets(db, request.principal))
    route(app, gameAdminRoutes.setVendorEndpoint, async (request) =>
      wallets.setVendorEndpoint(db, operatorAction(request), request.params.vendorCode, request.body.apiBaseUrl),
    )
    route(app, gameAdminRoutes.rotateVendorSecret, async (request) =>
      wallets.rotateVendorSecret(db, deps.appSecret, operatorAction(request), request.params.vendorCode),
    )
  }
}
