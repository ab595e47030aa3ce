import { loyaltyAdminRoutes, loyaltyRoutes } from '@sea/contract'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../../db/database'
import { operatorAction } from '../../http/access'
import { route, type App } from '../../http/route'
import { signedInMember, type MerchantDirectory } from '../merchant/merchant.service'
import { deviceOf } from '../promotion/promotion.service'
import { askedLanguage } from '../promotion/status.service'
import { idempotencyKeyOf } from '../wallet/team-transfer.service'
import * as admin from './point-mall-admin.service'
import * as mall from './point-mall.service'

/** The point mall's member calls and its console calls (decision 055). */
export function pointMallRoutesPlugin(deps: { db: Db; merchants: MerchantDirectory }) {
  const member = async (request: FastifyRequest, asked: unknown) => {
    const { who, merchant } = await signedInMember(deps.merchants, request.principal, request.hostname)
    const ctx = { db: deps.db, merchant, memberId: who.memberId }
    return { ctx, language: askedLanguage(asked ?? request.headers.language, merchant) }
  }
  const brand = (params: { merchantId: string }) => Number(params.merchantId)

  return async function register(app: App) {
    route(app, loyaltyRoutes.pointItems, async (request) => {
      const { ctx, language } = await member(request, request.query.language)
      return mall.pointItems(ctx, language)
    })
    route(app, loyaltyRoutes.redemptions, async (request) => {
      const { ctx, language } = await member(request, request.query.language)
      return mall.redemptions(ctx, language, request.query)
    })
    route(app, loyaltyRoutes.redeem, async (request) => {
      const { ctx, language } = await member(request, undefined)
      const key = idempotencyKeyOf(request.headers['idempotency-key'])
      const origin = { ip: request.ip, device: deviceOf(request.headers['x-device-id']) }
      return mall.redeem(ctx, request.body, key, language, origin)
    })

    route(app, loyaltyAdminRoutes.items, async (request) =>
      admin.listItems(deps.db, request.principal, brand(request.params), request.query),
    )
    route(app, loyaltyAdminRoutes.createItem, async (request) =>
      admin.createItem(deps.db, operatorAction(request), brand(request.params), request.body),
    )
    route(app, loyaltyAdminRoutes.updateItem, async (request) =>
      admin.updateItem(
        deps.db,
        operatorAction(request),
        brand(request.params),
        BigInt(request.params.itemId),
        request.body,
      ),
    )
    route(app, loyaltyAdminRoutes.redemptions, async (request) =>
      admin.listRedemptions(deps.db, request.principal, brand(request.params), request.query),
    )
    route(app, loyaltyAdminRoutes.approveRedemption, async (request) =>
      admin.decide(deps.db, operatorAction(request), brand(request.params), BigInt(request.params.redemptionId), {
        approve: true,
        ...(request.body.tracking === undefined ? {} : { tracking: request.body.tracking }),
      }),
    )
    route(app, loyaltyAdminRoutes.rejectRedemption, async (request) =>
      admin.decide(deps.db, operatorAction(request), brand(request.params), BigInt(request.params.redemptionId), {
        approve: false,
        reason: request.body.reason,
      }),
    )
  }
}
