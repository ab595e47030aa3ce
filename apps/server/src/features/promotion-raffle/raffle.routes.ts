import { promotionExtraRoutes, promotionRoutes } from '@sea/contract'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../../db/database'
import { route, type App } from '../../http/route'
import type { GeoLookup } from '../../lib/geo'
import { signedInMember, type MerchantDirectory } from '../merchant/merchant.service'
import { askedLanguage, type MemberContext } from '../promotion/status.service'
import { claimRafflePrizes, raffleView } from './raffle-member.service'

/** A raffle's member view and MCS2_claimRafflePromotion; `raffleKey` seals seeds (raffleSealingKey). */
export function raffleRoutesPlugin(deps: { db: Db; merchants: MerchantDirectory; geo: GeoLookup; raffleKey: Buffer }) {
  const context = async (request: FastifyRequest): Promise<MemberContext> => {
    const { who, merchant } = await signedInMember(deps.merchants, request.principal, request.hostname)
    return { db: deps.db, merchant, memberId: who.memberId, countryOf: (ip) => deps.geo.country(ip) }
  }

  return async function register(app: App) {
    route(app, promotionExtraRoutes.raffle, async (request) => {
      const ctx = await context(request)
      return raffleView(
        deps.db,
        deps.raffleKey,
        { merchantId: ctx.merchant.id, memberId: ctx.memberId },
        BigInt(request.params.promotionId),
      )
    })
    route(app, promotionRoutes.claimRaffle, async (request) => {
      const ctx = await context(request)
      return claimRafflePrizes(
        ctx,
        BigInt(request.body.promotionId),
        askedLanguage(request.headers.language, ctx.merchant),
      )
    })
  }
}
