import { reportRoutes, type ReportName } from '@sea/contract'
import type { FastifyReply } from 'fastify'
import type { Db } from '../../db/database'
import type { Principal } from '../../http/access'
import { route, type App } from '../../http/route'
import { dashboard } from './dashboard.service'
import { interventionSummary, reportCsv, reportPage, type ReportQuery } from './reports.service'

/** The dashboard and the reports, each report as a JSON page and as a CSV file (decision 052). */
export function reportRoutesPlugin(deps: { db: Db }) {
  const csv = async (name: ReportName, request: { principal: Principal; query: ReportQuery }, reply: FastifyReply) => {
    const file = await reportCsv(deps.db, request.principal, name, request.query)
    // Figures of a brand: for the operator's download only, never kept on the way.
    reply
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store')
    return file.body
  }
  return async function register(app: App) {
    const { db } = deps
    route(app, reportRoutes.dashboard, async (request) => dashboard(db, request.principal, request.query))
    route(app, reportRoutes.profitLoss.json, async (r) => reportPage(db, r.principal, 'profitLoss', r.query))
    route(app, reportRoutes.profitLoss.csv, async (r, reply) => csv('profitLoss', r, reply))
    route(app, reportRoutes.cashier.json, async (r) => reportPage(db, r.principal, 'cashier', r.query))
    route(app, reportRoutes.cashier.csv, async (r, reply) => csv('cashier', r, reply))
    route(app, reportRoutes.memberActivity.json, async (r) => reportPage(db, r.principal, 'memberActivity', r.query))
    route(app, reportRoutes.memberActivity.csv, async (r, reply) => csv('memberActivity', r, reply))
    route(app, reportRoutes.agentCommissions.json, async (r) =>
      reportPage(db, r.principal, 'agentCommissions', r.query),
    )
    route(app, reportRoutes.agentCommissions.csv, async (r, reply) => csv('agentCommissions', r, reply))
    route(app, reportRoutes.interventions.json, async (r) => reportPage(db, r.principal, 'interventions', r.query))
    route(app, reportRoutes.interventions.csv, async (r, reply) => csv('interventions', r, reply))
    route(app, reportRoutes.interventionCounts, async (r) => interventionSummary(db, r.principal, r.query))
  }
}
