import { operatorRoutes } from '@sea/contract'
import { route, type App } from '../../http/route'
import { AppError } from '../../lib/app-error'
import * as operators from './operator.service'

export function operatorRoutesPlugin(deps: operators.OperatorDeps) {
  return async function register(app: App) {
    route(app, operatorRoutes.login, async (request) => operators.operatorLogin(deps, request.body, request.ip), {
      rateLimit: { max: 30, timeWindow: '10 minutes' },
    })
    route(app, operatorRoutes.logout, async (request) => {
      const sessionId = request.principal.sessionId
      if (sessionId === undefined) throw new AppError('unauthorized', 'Log in first')
      await operators.operatorLogout(deps.db, sessionId)
      return { loggedOut: true as const }
    })
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
