import { healthRoutes } from '@sea/contract'
import type { Db } from '../../db/database'
import { route, type App } from '../../http/route'
import { checkReady, type Readiness } from './health.service'

export interface HealthDeps {
  db: Db
  readiness: Readonly<Readiness>
}

export function healthRoutesPlugin(deps: HealthDeps) {
  return async function register(app: App) {
    route(app, healthRoutes.live, async () => ({ status: 'live' as const }))
    route(app, healthRoutes.ready, async (request, reply) => {
      reply.header('cache-control', 'no-store')
      await checkReady(deps.db, deps.readiness)
      return { status: 'ready' as const }
    })
  }
}
