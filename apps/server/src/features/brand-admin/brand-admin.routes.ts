import { operatorAction } from '../../http/access'
import { AVATAR_UPLOAD_TYPES, BRAND_LOGO_MAX_BYTES, brandAdminRoutes } from '@sea/contract'
import { route, type App } from '../../http/route'
import * as service from './brand-admin.service'
import { acceptPictureBodies } from '../../http/picture-bodies'

export function brandAdminRoutesPlugin(deps: service.BrandAdminDeps) {
  return async function register(app: App) {
    route(app, brandAdminRoutes.brands, async (request) => service.listBrandsFor(deps.db, request.principal))
    route(app, brandAdminRoutes.createBrand, async (request) =>
      service.createBrandFor(deps, operatorAction(request), request.body),
    )
    route(app, brandAdminRoutes.brand, async (request) =>
      service.brandDetail(deps.db, request.principal, request.params.merchantId),
    )
    route(app, brandAdminRoutes.updateGeneral, async (request) =>
      service.updateGeneral(deps, operatorAction(request), request.params.merchantId, request.body),
    )
    route(app, brandAdminRoutes.updateDomains, async (request) =>
      service.updateDomains(deps, operatorAction(request), request.params.merchantId, request.body),
    )
    route(app, brandAdminRoutes.updateTheme, async (request) =>
      service.updateTheme(deps, operatorAction(request), request.params.merchantId, request.body),
    )
    acceptPictureBodies(app, AVATAR_UPLOAD_TYPES, BRAND_LOGO_MAX_BYTES)
    const upload = { bodyLimit: BRAND_LOGO_MAX_BYTES, rateLimit: { max: 60, timeWindow: '1 hour' } }
    route(
      app,
      brandAdminRoutes.uploadLogo,
      async (request) =>
        service.uploadPicture(deps, operatorAction(request), request.params.merchantId, 'logo', request.body),
      upload,
    )
    route(
      app,
      brandAdminRoutes.uploadFavicon,
      async (request) =>
        service.uploadPicture(deps, operatorAction(request), request.params.merchantId, 'favicon', request.body),
      upload,
    )
    route(app, brandAdminRoutes.brandFile, async (request, reply) => {
      const file = await service.brandFile(deps.store, request.params.key)
      // Keys are never reused: a new picture is a new address, so the old one may be kept for long.
      reply.type(file.contentType).header('cache-control', 'public, max-age=31536000, immutable')
      return file.data
    })
  }
}
