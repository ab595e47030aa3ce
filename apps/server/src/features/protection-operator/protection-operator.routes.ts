import { operatorProtectionRoutes } from '@sea/contract'
import type { Db } from '../../db/database'
import { route, type App } from '../../http/route'
import { memberHistory, memberProtection } from './protection-operator.service'

/** A member's protection and its history for operators (decision 060). */
export function protectionOperatorRoutesPlugin(deps: { db: Db }) {
  return async function register(app: App) {
    route(app, operatorProtectionRoutes.member, async (request) =>
      memberProtection(deps.db, request.principal, BigInt(request.params.memberId)),
    )
    route(app, operatorProtectionRoutes.history, async (request) =>
      memberHistory(deps.db, request.principal, BigInt(request.params.memberId), request.query),
    )
  }
}
