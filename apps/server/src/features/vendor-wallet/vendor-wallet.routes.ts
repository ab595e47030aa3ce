import { vendorWalletRoutes } from '@sea/contract'
import { memberOf } from '../../http/access'
import { route, type App } from '../../http/route'
import { sessionMerchant, type MerchantDirectory } from '../merchant/merchant.service'
import { idempotencyKeyOf } from '../wallet/team-transfer.service'
import { walletTransfer, type VendorWalletDeps } from './vendor-transfer.service'

export function vendorWalletRoutesPlugin(deps: VendorWalletDeps & { merchants: MerchantDirectory }) {
  return async function register(app: App) {
    route(app, vendorWalletRoutes.walletTransfer, async (request) => {
      const who = memberOf(request.principal)
      const merchant = await sessionMerchant(deps.merchants, who, request.hostname)
      const key = idempotencyKeyOf(request.headers['idempotency-key'])
      return walletTransfer(deps, { merchant, memberId: who.memberId, key }, request.body)
    })
  }
}
