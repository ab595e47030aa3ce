import { accountRoutes } from '@sea/contract'
import type { Db } from '../../db/database'
import { memberOf } from '../../http/access'
import { route, type App } from '../../http/route'
import { closeSession } from './session.service'

export function sessionRoutesPlugin(deps: { db: Db }) {
  return async function register(app: App) {
    route(app, accountRoutes.logout, async (request) => {
      await closeSession(deps.db, memberOf(request.principal).sessionId)
      return { loggedOut: true as const }
    })
  }
}
