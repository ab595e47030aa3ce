import { memberRecordRoutes } from '@sea/contract'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../../db/database'
import { route, type App } from '../../http/route'
import { signedInMember, type MerchantDirectory } from '../merchant/merchant.service'
import { bonusRecords, profitLoss } from './records.service'

/** The member's records beyond the account record: profit and loss, bonus details. */
export function recordRoutesPlugin(deps: { db: Db; merchants: MerchantDirectory }) {
  const signedIn = (request: FastifyRequest) => signedInMember(deps.merchants, request.principal, request.hostname)

  return async function register(app: App) {
    route(app, memberRecordRoutes.profitLoss, async (request) => {
      const { who, merchant } = await signedIn(request)
      return profitLoss(deps.db, who.memberId, merchant.brand.currency, request.query)
    })
    route(app, memberRecordRoutes.bonus, async (request) => {
      const { who, merchant } = await signedIn(request)
      return bonusRecords(deps.db, who.memberId, merchant.brand.currency, request.query)
    })
  }
}
