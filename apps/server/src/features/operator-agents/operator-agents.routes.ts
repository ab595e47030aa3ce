import { operatorAgentTreeRoutes } from '@sea/contract'
import type { Db } from '../../db/database'
import { route, type App } from '../../http/route'
import * as agents from './operator-agents.service'

/** The back office's agents section: the tree, any agent's contracts, the brand's bills and payments. */
export function operatorAgentRoutesPlugin(deps: { db: Db }) {
  return async function register(app: App) {
    route(app, operatorAgentTreeRoutes.search, async (request) =>
      agents.searchTree(deps.db, request.principal, request.query),
    )
    route(app, operatorAgentTreeRoutes.account, async (request) =>
      agents.treeAccount(deps.db, request.principal, BigInt(request.params.memberId)),
    )
    route(app, operatorAgentTreeRoutes.downlines, async (request) =>
      agents.treeDownlines(deps.db, request.principal, BigInt(request.params.memberId), request.query),
    )
    route(app, operatorAgentTreeRoutes.contracts, async (request) =>
      agents.contractsOf(deps.db, request.principal, BigInt(request.params.memberId), request.query),
    )
    route(app, operatorAgentTreeRoutes.bills, async (request) =>
      agents.brandBills(deps.db, request.principal, request.query),
    )
    route(app, operatorAgentTreeRoutes.payments, async (request) =>
      agents.brandPayments(deps.db, request.principal, request.query),
    )
  }
}
