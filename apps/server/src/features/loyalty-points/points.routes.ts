import { loyaltyRoutes } from '@sea/contract'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../../db/database'
import { route, type App } from '../../http/route'
import { signedInMember, type MerchantDirectory } from '../merchant/merchant.service'
import { idempotencyKeyOf } from '../wallet/team-transfer.service'
import { convertPoints, pointBalance, pointConfig, pointHistory } from './points.service'

/** The member's point calls (docs/domain/loyalty.md#points): balance, rules, history, conversion. */
export function loyaltyPointsRoutesPlugin(deps: { db: Db; merchants: MerchantDirectory }) {
  const signedIn = (request: FastifyRequest) => signedInMember(deps.merchants, request.principal, request.hostname)

  return async function register(app: App) {
    route(app, loyaltyRoutes.pointBalance, async (request) => {
      const { who, merchant } = await signedIn(request)
      return pointBalance(deps.db, merchant, who.memberId)
    })
    route(app, loyaltyRoutes.pointConfig, async (request) => {
      const { merchant } = await signedIn(request)
      return pointConfig(deps.db, merchant.id)
    })
    route(app, loyaltyRoutes.pointHistory, async (request) => {
      const { who } = await signedIn(request)
      return pointHistory(deps.db, who.memberId, request.query)
    })
    route(app, loyaltyRoutes.convert, async (request) => {
      const { who, merchant } = await signedIn(request)
      const key = idempotencyKeyOf(request.headers['idempotency-key'])
      return convertPoints(deps.db, merchant, who.memberId, request.body, key)
    })
  }
}
