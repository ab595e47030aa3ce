import { promotionExtraRoutes, promotionRoutes } from '@sea/contract'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../../db/database'
import { route, type App } from '../../http/route'
import { signedInMember, type MerchantDirectory } from '../merchant/merchant.service'
import { claimRafflePrizes, raffleView, type RaffleCaller } from './raffle-member.service'

/** A raffle's member view and MCS2_claimRafflePromotion; `raffleKey` seals seeds (raffleSealingKey). */
export function raffleRoutesPlugin(deps: { db: Db; merchants: MerchantDirectory; raffleKey: Buffer }) {
  const caller = async (request: FastifyRequest): Promise<RaffleCaller> => {
    const { who, merchant } = await signedInMember(deps.merchants, request.principal, request.hostname)
    return { merchantId: merchant.id, memberId: who.memberId, language: merchant.brand.defaultLanguage }
  }

  return async function register(app: App) {
    route(app, promotionExtraRoutes.raffle, async (request) =>
      raffleView(deps.db, deps.raffleKey, await caller(request), BigInt(request.params.promotionId)),
    )
    route(app, promotionRoutes.claimRaffle, async (request) =>
      claimRafflePrizes(deps.db, await caller(request), BigInt(request.body.promotionId)),
    )
  }
}
