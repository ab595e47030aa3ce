import { operatorAgentRoutes } from '@sea/contract'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../../db/database'
import { route, type App } from '../../http/route'
import * as platform from './platform-contract.service'

/** The operators' calls on top-level agents' platform contracts and the merchant's rate ceilings. */
export function platformContractRoutesPlugin(deps: { db: Db }) {
  const action = (request: FastifyRequest) => ({ principal: request.principal, ip: request.ip })
  return async function register(app: App) {
    route(app, operatorAgentRoutes.topAgents, async (request) =>
      platform.listTopAgents(deps.db, request.principal, request.query),
    )
    route(app, operatorAgentRoutes.contracts, async (request) =>
      platform.agentContracts(deps.db, request.principal, BigInt(request.params.memberId), request.query),
    )
    route(app, operatorAgentRoutes.offer, async (request) =>
      platform.offerContract(deps.db, action(request), BigInt(request.params.memberId), request.body),
    )
    route(app, operatorAgentRoutes.requestTermination, async (request) =>
      platform.endContract(deps.db, action(request), BigInt(request.params.contractId), false),
    )
    route(app, operatorAgentRoutes.confirmTermination, async (request) =>
      platform.endContract(deps.db, action(request), BigInt(request.params.contractId), true),
    )
    route(app, operatorAgentRoutes.ceilings, async (request) =>
      platform.readCeilings(deps.db, request.principal, request.query.merchantId),
    )
    route(app, operatorAgentRoutes.setCeilings, async (request) =>
      platform.setCeilings(deps.db, action(request), request.body),
    )
  }
}
