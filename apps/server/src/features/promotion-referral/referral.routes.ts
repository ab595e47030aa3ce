import { promotionExtraRoutes } from '@sea/contract'
import type { Db } from '../../db/database'
import { route, type App } from '../../http/route'
import type { GeoLookup } from '../../lib/geo'
import { signedInMember, type MerchantDirectory } from '../merchant/merchant.service'
import { referralSummary } from './referral-summary.service'

export interface ReferralDeps {
  db: Db
  merchants: MerchantDirectory
  geo: GeoLookup
}

export function referralRoutesPlugin(deps: ReferralDeps) {
  return async function register(app: App) {
    route(app, promotionExtraRoutes.referral, async (request) => {
      // The session's brand must be the one this host serves; the link's origin is then the
      // brand's configured domain this host matched, never the Host header's text (decision 035).
      const { who } = await signedInMember(deps.merchants, request.principal, request.hostname)
      const site = await deps.merchants.site(request)
      return referralSummary(deps.db, site, who.memberId, (ip) => deps.geo.country(ip), request.query)
    })
  }
}
