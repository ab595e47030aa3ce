import { agentRoutes } from '@sea/contract'
import type { Db } from '../../db/database'
import { memberOf } from '../../http/access'
import { route, type App } from '../../http/route'
import { sessionMerchant, type MerchantDirectory } from '../merchant/merchant.service'
import { listBills } from './bills.service'

export function agentBillRoutesPlugin(deps: { db: Db; merchants: MerchantDirectory }) {
  return async function register(app: App) {
    route(app, agentRoutes.bills, async (request) => {
      const who = memberOf(request.principal)
      const merchant = await sessionMerchant(deps.merchants, who, request.hostname)
      return listBills(deps.db, { agentId: who.memberId, merchant }, request.query)
    })
  }
}
