import { homeRoutes } from '@sea/contract'
import type { Db } from '../../db/database'
import { route, type App } from '../../http/route'
import { requestMerchant, type MerchantDirectory } from '../merchant/merchant.service'
import { customerService, openCustomerService } from './customer-service.service'

export interface CustomerServiceDeps {
  db: Db
  merchants: MerchantDirectory
  /** Seals the links getService answers. */
  linkKey: Buffer
}

export function customerServiceRoutesPlugin(deps: CustomerServiceDeps) {
  return async function register(app: App) {
    route(app, homeRoutes.customerService, async (request, reply) => {
      const { merchant } = await requestMerchant(deps.merchants, request, request.query.url)
      // The answer depends on who asks (VIP or not): never cached on the way.
      reply.header('cache-control', 'private, no-store')
      return customerService(deps.db, deps.linkKey, merchant, request.principal)
    })
    // Opened by the popup itself, which carries no bearer token: the sealed link is the permission.
    route(app, homeRoutes.openCustomerService, async (request, reply) => {
      const merchant = await deps.merchants.forHost(request.hostname)
      const target = openCustomerService(deps.linkKey, merchant, request.query.t)
      reply
        .code(302)
        .header('location', target)
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
      return ''
    })
  }
}
