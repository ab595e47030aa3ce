import { promotionRoutes } from '@sea/contract'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../../db/database'
import { route, type App } from '../../http/route'
import type { GeoLookup } from '../../lib/geo'
import { signedInMember, type MerchantDirectory } from '../merchant/merchant.service'
import * as promotions from './promotion.service'
import { askedLanguage, listPromotions, type MemberContext } from './status.service'

export interface PromotionDeps {
  db: Db
  merchants: MerchantDirectory
  geo: GeoLookup
}

/** The member's promotion calls (decision 054); the raffle claim is served with the raffles. */
export function promotionRoutesPlugin(deps: PromotionDeps) {
  const context = async (request: FastifyRequest): Promise<MemberContext> => {
    const { who, merchant } = await signedInMember(deps.merchants, request.principal, request.hostname)
    return { db: deps.db, merchant, memberId: who.memberId, countryOf: (ip) => deps.geo.country(ip) }
  }
  const origin = (request: FastifyRequest) => ({
    ip: request.ip,
    device: promotions.deviceOf(request.headers['x-device-id']),
  })
  const languageOf = (ctx: MemberContext, asked: unknown) => askedLanguage(asked, ctx.merchant)

  return async function register(app: App) {
    route(app, promotionRoutes.list, async (request) => {
      const ctx = await context(request)
      return listPromotions(ctx, languageOf(ctx, request.query.language))
    })
    route(app, promotionRoutes.join, async (request) => {
      const ctx = await context(request)
      return promotions.join(ctx, request.body.promotionId, origin(request), languageOf(ctx, request.headers.language))
    })
    route(app, promotionRoutes.requestReward, async (request) => {
      const ctx = await context(request)
      const language = languageOf(ctx, request.headers.language)
      return promotions.requestReward(ctx, request.body.promotionId, origin(request), language)
    })
    route(app, promotionRoutes.rewards, async (request) => promotions.rewards(await context(request), request.query))
    route(app, promotionRoutes.claimReward, async (request) => {
      const ctx = await context(request)
      return promotions.claimReward(ctx, request.params.rewardId, languageOf(ctx, request.headers.language))
    })
  }
}
