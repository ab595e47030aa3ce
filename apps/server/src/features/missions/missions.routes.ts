import { loyaltyAdminRoutes, loyaltyRoutes } from '@sea/contract'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../../db/database'
import { operatorAction } from '../../http/access'
import { route, type App } from '../../http/route'
import { signedInMember, type MerchantDirectory } from '../merchant/merchant.service'
import { askedLanguage } from '../promotion/status.service'
import * as admin from './missions-admin.service'
import { claimMission, missionLeaderboard, missionSummary, type MissionContext } from './missions.service'

export interface MissionDeps {
  db: Db
  merchants: MerchantDirectory
}

/** Missions (decision 055): the member's list, leaderboard and claim, and the console's missions. */
export function missionRoutesPlugin(deps: MissionDeps) {
  const context = async (request: FastifyRequest): Promise<MissionContext> => {
    const { who, merchant } = await signedInMember(deps.merchants, request.principal, request.hostname)
    return { db: deps.db, merchant, memberId: who.memberId }
  }
  const brand = (params: { merchantId: string }) => Number(params.merchantId)

  return async function register(app: App) {
    route(app, loyaltyRoutes.missions, async (request) => {
      const ctx = await context(request)
      return missionSummary(ctx, askedLanguage(request.query.language, ctx.merchant))
    })
    route(app, loyaltyRoutes.missionLeaderboard, async (request) =>
      missionLeaderboard(await context(request), request.query.period ?? 'weekly'),
    )
    route(app, loyaltyRoutes.claimMission, async (request) => {
      const ctx = await context(request)
      const language = askedLanguage(request.query.language, ctx.merchant)
      return claimMission(ctx, BigInt(request.params.missionId), language)
    })

    route(app, loyaltyAdminRoutes.missions, async (request) =>
      admin.listMissions(deps.db, request.principal, brand(request.params), request.query),
    )
    route(app, loyaltyAdminRoutes.createMission, async (request) =>
      admin.createMission(deps.db, operatorAction(request), brand(request.params), request.body),
    )
    route(app, loyaltyAdminRoutes.updateMission, async (request) =>
      admin.updateMission(
        deps.db,
        operatorAction(request),
        brand(request.params),
        BigInt(request.params.missionId),
        request.body,
      ),
    )
    route(app, loyaltyAdminRoutes.setMissionState, async (request) =>
      admin.setMissionState(
        deps.db,
        operatorAction(request),
        brand(request.params),
        BigInt(request.params.missionId),
        request.body.state,
      ),
    )
  }
}
