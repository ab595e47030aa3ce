import { operatorAccountRoutes, operatorRoutes } from '@sea/contract'
import { route, type App } from '../../http/route'
import { changeOperatorPassword } from './operator-password.service'
import * as session from './operator-session.service'
import * as operators from './operator.service'

export function operatorRoutesPlugin(deps: session.OperatorDeps) {
  return async function register(app: App) {
    // Password and code guesses are also counted per account and address in the database.
    const attempts = { rateLimit: { max: 30, timeWindow: '10 minutes' } }
    route(app, operatorRoutes.login, async (request) => session.operatorLogin(deps, request.body, request.ip), attempts)
    route(
      app,
      operatorAccountRoutes.enrol,
      async (request) => session.enrolOperator(deps, request.body, request.ip),
      attempts,
    )
    route(
      app,
      operatorAccountRoutes.changePassword,
      async (request) => changeOperatorPassword(deps.db, request.principal, request.body, request.ip),
      attempts,
    )
    route(app, operatorRoutes.logout, async (request) => {
      await session.operatorLogout(deps.db, request.principal)
      return { loggedOut: true as const }
    })
    route(app, operatorAccountRoutes.logoutEverywhere, async (request) =>
      session.logoutEverywhere(deps.db, request.principal, request.ip),
    )
    route(app, operatorAccountRoutes.me, async (request) => session.whoAmI(deps.db, request.principal))
    route(app, operatorRoutes.outbox, async (request) => ({
      messages: await operators.readOutbox(
        deps.db,
        request.principal,
        { destination: request.query.destination, limit: request.query.limit ?? 50 },
        request.ip,
      ),
    }))
    route(app, operatorRoutes.freezeMember, async (request) => {
      await operators.setMemberFrozen(deps.db, request.principal, BigInt(request.params.memberId), true, request.ip)
      return { status: 'frozen' as const }
    })
    route(app, operatorRoutes.unfreezeMember, async (request) => {
      await operators.setMemberFrozen(deps.db, request.principal, BigInt(request.params.memberId), false, request.ip)
      return { status: 'active' as const }
    })
  }
}
