import { operatorAction } from '../../http/access'
import { operatorContentRoutes } from '@sea/contract'
import type { Db } from '../../db/database'
import { route, type App } from '../../http/route'
import * as help from './help-centre.service'

/** Operators' help-centre articles; the site reads them through /wps/system/helpCenter. */
export function helpCentreRoutesPlugin(deps: { db: Db }) {
  return async function register(app: App) {
    route(app, operatorContentRoutes.helpArticles, async (request) =>
      help.articlesForOperator(deps.db, request.principal, request.query),
    )
    route(app, operatorContentRoutes.createHelpArticle, async (request) =>
      help.createArticle(deps.db, operatorAction(request), request.body),
    )
    route(app, operatorContentRoutes.updateHelpArticle, async (request) =>
      help.updateArticle(deps.db, operatorAction(request), Number(request.params.id), request.body),
    )
    route(app, operatorContentRoutes.deleteHelpArticle, async (request) =>
      help.deleteArticle(deps.db, operatorAction(request), Number(request.params.id)),
    )
  }
}
