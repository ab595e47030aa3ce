import { loyaltyAdminRoutes, loyaltyRoutes, type Language } from '@sea/contract'
import type { Db } from '../../db/database'
import { operatorAction } from '../../http/access'
import { route, type App } from '../../http/route'
import { requestMerchant, signedInMember, type MerchantDirectory } from '../merchant/merchant.service'
import { askedLanguage } from '../promotion/status.service'
import * as admin from './vip-admin.service'
import * as vip from './vip.service'

/** VIP's calls: the public tier table, the member's status, and the console's tier calls. */
export function vipRoutesPlugin(deps: { db: Db; merchants: MerchantDirectory }) {
  return async function register(app: App) {
    const brand = (params: { merchantId: string }) => Number(params.merchantId)
    const language = (query: { language?: Language }, headers: Record<string, unknown>) =>
      query.language ?? headers.language
    route(app, loyaltyRoutes.vipTable, async (request) => {
      const { merchant } = await requestMerchant(deps.merchants, request, undefined)
      return vip.vipTable(deps.db, merchant, askedLanguage(language(request.query, request.headers), merchant))
    })
    route(app, loyaltyRoutes.vipStatus, async (request) => {
      const { who, merchant } = await signedInMember(deps.merchants, request.principal, request.hostname)
      const asked = askedLanguage(language(request.query, request.headers), merchant)
      return vip.vipStatus(deps.db, merchant, who.memberId, asked)
    })
    route(app, loyaltyAdminRoutes.vipTiers, async (request) =>
      admin.vipTiers(deps.db, request.principal, brand(request.params)),
    )
    route(app, loyaltyAdminRoutes.saveVipTiers, async (request) =>
      admin.saveVipTiers(deps.db, operatorAction(request), brand(request.params), request.body),
    )
    route(app, loyaltyAdminRoutes.setVipRank, async (request) =>
      admin.setVipRank(
        deps.db,
        operatorAction(request),
        brand(request.params),
        BigInt(request.params.memberId),
        request.body,
      ),
    )
  }
}
