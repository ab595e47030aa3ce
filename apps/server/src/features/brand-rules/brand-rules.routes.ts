import { operatorAction } from '../../http/access'
import { BRAND_QR_MAX_BYTES, BRAND_QR_TYPES, brandRulesRoutes as routes } from '@sea/contract'
import { route, type App } from '../../http/route'
import * as service from './brand-rules.service'
import { acceptPictureBodies } from '../../http/picture-bodies'

/** A brand's rules, links and access settings in the console (decision 053), and its uploaded QR pictures. */
export function brandRulesRoutesPlugin(deps: service.BrandRulesDeps) {
  return async function register(app: App) {
    route(app, routes.read, async (request) => service.readRules(deps.db, request.principal, request.params.merchantId))
    route(app, routes.flags, async (request) =>
      service.saveFlags(deps, operatorAction(request), request.params.merchantId, request.body),
    )
    route(app, routes.registration, async (request) =>
      service.saveRegistration(deps, operatorAction(request), request.params.merchantId, request.body),
    )
    route(app, routes.resources, async (request) =>
      service.saveResources(deps, operatorAction(request), request.params.merchantId, request.body),
    )
    route(app, routes.customerService, async (request) =>
      service.saveCustomerService(deps, operatorAction(request), request.params.merchantId, request.body),
    )
    route(app, routes.analytics, async (request) =>
      service.saveAnalytics(deps, operatorAction(request), request.params.merchantId, request.body),
    )
    route(app, routes.domainRoutes, async (request) =>
      service.saveDomainRoutes(deps, operatorAction(request), request.params.merchantId, request.body),
    )
    route(app, routes.access, async (request) =>
      service.saveAccess(deps, operatorAction(request), request.params.merchantId, request.body),
    )
    route(app, routes.sessions, async (request) =>
      service.saveSessions(deps, operatorAction(request), request.params.merchantId, request.body),
    )
    route(app, routes.identity, async (request) =>
      service.saveIdentity(deps, operatorAction(request), request.params.merchantId, request.body),
    )

    acceptPictureBodies(app, BRAND_QR_TYPES, BRAND_QR_MAX_BYTES)
    route(
      app,
      routes.uploadQr,
      async (request) =>
        service.uploadQr(
          deps,
          operatorAction(request),
          request.params.merchantId,
          request.params.resourceType,
          request.body,
        ),
      { bodyLimit: BRAND_QR_MAX_BYTES },
    )
    route(app, routes.file, async (request, reply) => {
      const file = await service.brandFile(deps.store, request.params.key)
      reply.type(file.contentType).header('cache-control', 'public, max-age=86400')
      return file.data
    })
  }
}
