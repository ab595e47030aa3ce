import { operatorAuditRoutes } from '@sea/contract'
import type { Db } from '../../db/database'
import { route, type App } from '../../http/route'
import { readAuditLog } from './audit-log.service'
import { runVerification, startVerification, verificationState } from './audit-verification.service'

/**
 * The audit log viewer and the chain's verification (decision 052). The list reads the reports
 * replica when there is one; verification records its runs, so it stays on the primary.
 */
export function auditLogRoutesPlugin(deps: { db: Db; reportsDb: Db }) {
  return async function register(app: App) {
    // Runs started by operators go on after the answer; closing the server waits for them.
    const running = new Set<Promise<void>>()
    app.addHook('onClose', async () => {
      await Promise.allSettled(running)
    })
    route(app, operatorAuditRoutes.list, async (request) =>
      readAuditLog(deps.reportsDb, request.principal, request.query),
    )
    route(app, operatorAuditRoutes.verification, async (request) => verificationState(deps.db, request.principal))
    route(app, operatorAuditRoutes.verify, async (request) => {
      const full = request.query.full ?? false
      const run = await startVerification(deps.db, request.principal, full, request.ip)
      const work = runVerification(deps.db, run, full)
        .catch((err: unknown) => request.log.error({ err }, 'audit verification failed'))
        .finally(() => running.delete(work))
      running.add(work)
      return verificationState(deps.db, request.principal)
    })
  }
}
