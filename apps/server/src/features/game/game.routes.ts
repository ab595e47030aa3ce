import { gameRoutes } from '@sea/contract'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../../db/database'
import { route, type App } from '../../http/route'
import type { VendorConnector } from '../../providers/vendor/transfer-vendor'
import { signedInMember, type MerchantDirectory } from '../merchant/merchant.service'
import { betDetail, betRecords } from './bet-records.service'
import * as catalogue from './catalogue.service'
import * as favorites from './favorite.service'
import { launchGame } from './launch.service'

export interface GameDeps {
  db: Db
  merchants: MerchantDirectory
  /** Transfer-mode vendors, for the automatic transfer at launch. */
  connect: VendorConnector
}

/** Games (docs/domain/api-calls.md#games): catalogue, favourites, recent games, rooms, launch, betting record. */
export function gameRoutesPlugin(deps: GameDeps) {
  const { db, merchants } = deps
  const signedIn = (request: FastifyRequest) => signedInMember(merchants, request.principal, request.hostname)
  const fan = async (request: FastifyRequest) => {
    const { who, merchant } = await signedIn(request)
    return { merchant, memberId: who.memberId }
  }

  return async function register(app: App) {
    route(app, gameRoutes.newGameVendor, async (request) =>
      catalogue.vendorLanes(db, await merchants.forHost(request.hostname)),
    )
    route(app, gameRoutes.vassGameType, async (request) =>
      catalogue.vendorGameTypes(db, await merchants.forHost(request.hostname), request.body.vassalage),
    )
    route(app, gameRoutes.gameList, async (request) => {
      const merchant = await merchants.forHost(request.hostname)
      const { memberId, merchantId } = request.principal
      // A session counts only on its own brand's site; elsewhere the caller is a visitor.
      return catalogue.gameList(db, merchant, request.body, merchantId === merchant.id ? memberId : undefined)
    })
    route(app, gameRoutes.hotGames, async (request) =>
      catalogue.hotGames(db, await merchants.forHost(request.hostname), request.body),
    )
    route(app, gameRoutes.rankList, async (request) =>
      catalogue.rankList(db, await merchants.forHost(request.hostname), request.body),
    )

    route(app, gameRoutes.favoriteIds, async (request) => favorites.favoriteIds(db, await fan(request)))
    route(app, gameRoutes.favoriteList, async (request) =>
      favorites.favoriteList(db, await fan(request), request.query),
    )
    route(app, gameRoutes.addFavorite, async (request) =>
      favorites.addFavorite(db, await fan(request), request.body.nodeId),
    )
    route(app, gameRoutes.removeFavorite, async (request) =>
      favorites.removeFavorite(db, await fan(request), request.query.nodeId),
    )

    route(app, gameRoutes.recentGames, async (request) => {
      const { who, merchant } = await signedIn(request)
      return catalogue.recentGames(db, merchant, who.memberId, request.query.language)
    })
    route(app, gameRoutes.roomList, async (request) => {
      const { merchant } = await signedIn(request)
      return catalogue.roomList(db, merchant, request.body)
    })
    route(app, gameRoutes.launch, async (request) => {
      const { who, merchant } = await signedIn(request)
      return launchGame(
        deps,
        { merchant, memberId: who.memberId, trial: request.principal.role === 'trial' },
        request.body,
      )
    })

    route(app, gameRoutes.betRecords, async (request) => {
      const { who, merchant } = await signedIn(request)
      return betRecords(db, merchant, who.memberId, request.query)
    })
    route(app, gameRoutes.betDetail, async (request) => {
      const { who, merchant } = await signedIn(request)
      return betDetail(db, merchant, who.memberId, request.params.betId, request.query.language)
    })
  }
}
