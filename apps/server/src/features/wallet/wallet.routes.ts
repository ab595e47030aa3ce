import { walletRoutes } from '@sea/contract'
import type { Db } from '../../db/database'
import { memberOf } from '../../http/access'
import { route, type App } from '../../http/route'
import { AppError } from '../../lib/app-error'
import type { MerchantDirectory } from '../merchant/merchant.service'
import { walletBalance } from './wallet.service'

export function walletRoutesPlugin(deps: { db: Db; merchants: MerchantDirectory }) {
  return async function register(app: App) {
    route(app, walletRoutes.balance, async (request) => {
      const who = memberOf(request.principal)
      const merchant = await deps.merchants.forHost(request.hostname)
      if (merchant.id !== who.merchantId) throw new AppError('session_expired', 'This session belongs to another site')
      return walletBalance(deps.db, merchant, who.memberId)
    })
  }
}
