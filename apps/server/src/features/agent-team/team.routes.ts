import { agentRoutes } from '@sea/contract'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../../db/database'
import { memberOf } from '../../http/access'
import { route, type App } from '../../http/route'
import { sessionMerchant, type MerchantDirectory } from '../merchant/merchant.service'
import { clientOf } from '../../http/client'
import { registerDownline } from './register-center.service'
import { downlineTransactions, teamBets, teamMembers, teamOverview, userProfitLoss } from './team.service'
import type { Caller } from '../agent-tree/agent-tree.service'

export function agentTeamRoutesPlugin(deps: { db: Db; merchants: MerchantDirectory }) {
  const caller = async (request: FastifyRequest): Promise<Caller> => {
    const who = memberOf(request.principal)
    return { agentId: who.memberId, merchant: await sessionMerchant(deps.merchants, who, request.hostname) }
  }

  return async function register(app: App) {
    route(app, agentRoutes.overview, async (request) => teamOverview(deps.db, await caller(request), request.query))
    route(app, agentRoutes.members, async (request) => teamMembers(deps.db, await caller(request), request.query))
    route(app, agentRoutes.bets, async (request) => teamBets(deps.db, await caller(request), request.query))
    route(app, agentRoutes.profitLoss, async (request) => userProfitLoss(deps.db, await caller(request), request.query))
    route(app, agentRoutes.transactions, async (request) =>
      downlineTransactions(deps.db, await caller(request), request.query),
    )
    route(app, agentRoutes.register, async (request) =>
      registerDownline(
        deps.db,
        await caller(request),
        request.body as Parameters<typeof registerDownline>[2],
        clientOf(request).ip,
      ),
    )
  }
}
