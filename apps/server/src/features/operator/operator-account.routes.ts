import { operatorAccountRoutes } from '@sea/contract'
import type { Db } from '../../db/database'
import type { Principal } from '../../http/access'
import { route, type App } from '../../http/route'
import { createAccount, listOperators } from './operator-account.service'
import * as manage from './operator-management.service'

/** The console's management of operators (decision 052). */
export function operatorAccountRoutesPlugin(deps: { db: Db }) {
  return async function register(app: App) {
    const action = (request: { principal: Principal; ip: string }) => ({ principal: request.principal, ip: request.ip })
    route(app, operatorAccountRoutes.list, async (request) => ({
      operators: await listOperators(deps.db, request.principal, request.query.status),
    }))
    route(app, operatorAccountRoutes.create, async (request) => createAccount(deps.db, action(request), request.body))
    route(app, operatorAccountRoutes.update, async (request) =>
      manage.updateOperator(deps.db, action(request), Number(request.params.operatorId), request.body),
    )
    route(app, operatorAccountRoutes.disable, async (request) =>
      manage.disableOperator(deps.db, action(request), Number(request.params.operatorId)),
    )
    route(app, operatorAccountRoutes.enable, async (request) =>
      manage.enableOperator(deps.db, action(request), Number(request.params.operatorId)),
    )
    route(app, operatorAccountRoutes.resetAuthenticator, async (request) =>
      manage.resetAuthenticator(deps.db, action(request), Number(request.params.operatorId)),
    )
    route(app, operatorAccountRoutes.resetPassword, async (request) =>
      manage.resetPassword(deps.db, action(request), Number(request.params.operatorId)),
    )
  }
}
