import { DEFAULT_LANGUAGE, systemRoutes } from '@sea/contract'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../../db/database'
import { route, SerializedValue, type App } from '../../http/route'
import { clientLocation } from '../../http/site-state-gate'
import type { GeoLookup } from '../../lib/geo'
import { requestMerchant, type MerchantDirectory } from '../merchant/merchant.service'
import * as system from './system.service'

export interface SystemDeps {
  db: Db
  merchants: MerchantDirectory
  geo: GeoLookup
}

export function systemRoutesPlugin(deps: SystemDeps) {
  const merchantOf = async (request: FastifyRequest, url: string | undefined) =>
    (await requestMerchant(deps.merchants, request, url)).merchant

  return async function register(app: App) {
    route(app, systemRoutes.status, async (request) => {
      const settings = await merchantOf(request, request.query.url)
      return new SerializedValue(system.buildStatusJson(settings, clientLocation(request, deps.geo)))
    })

    route(app, systemRoutes.whitelabel, async (request) => {
      const settings = await merchantOf(request, request.query.url)
      return { merchant: settings.brand, whitelabel: settings.flags, menu: system.whitelabelMenu(settings) }
    })

    route(app, systemRoutes.registerSettings, async (request) => {
      const settings = await merchantOf(request, request.query.url)
      const language = request.query.language ?? settings.brand.defaultLanguage ?? DEFAULT_LANGUAGE
      return system.registerSettings(deps.db, settings, language)
    })

    route(app, systemRoutes.domainRoute, async (request) => {
      const settings = await merchantOf(request, request.query.url)
      return { routes: settings.domainRoutes }
    })

    route(app, systemRoutes.helpCenter, async (request) => {
      const settings = await merchantOf(request, request.query.url)
      return system.helpCenter(deps.db, settings, request.query.language ?? settings.brand.defaultLanguage)
    })

    route(app, systemRoutes.qrCode, async (request, reply) => {
      // The code points at the brand's configured domain, never at the Host header's text.
      const { merchant, origin } = await requestMerchant(deps.merchants, request, request.query.url)
      reply.header('cache-control', 'public, max-age=300')
      return system.resourceQrCode(merchant, request.query.resourceType, origin)
    })

    route(app, systemRoutes.countries, async (request) => {
      const settings = await merchantOf(request, request.query.url)
      return system.countries(deps.db, settings, request.query.language ?? settings.brand.defaultLanguage)
    })
  }
}
