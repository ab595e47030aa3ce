import { cashierRoutes } from '@sea/contract'
import type { Db } from '../../db/database'
import { route, type App } from '../../http/route'
import { claimableDeposit } from '../deposit/deposit-review.service'
import { claimableWithdrawal } from '../withdrawal/operator-withdrawal.service'
import { claimItem, releaseItem } from './claim.service'
import { cashierSummary } from './cashier.service'

export function cashierRoutesPlugin(deps: { db: Db }) {
  return async function register(app: App) {
    route(app, cashierRoutes.claimDeposit, async (request) => {
      const id = BigInt(request.params.depositId)
      return claimItem(deps.db, request.principal, (trx) => claimableDeposit(trx, id, true), request.ip)
    })
    route(app, cashierRoutes.releaseDeposit, async (request) => {
      const id = BigInt(request.params.depositId)
      return releaseItem(deps.db, request.principal, (trx) => claimableDeposit(trx, id, false), request.ip)
    })
    route(app, cashierRoutes.claimWithdrawal, async (request) => {
      const id = BigInt(request.params.id)
      return claimItem(deps.db, request.principal, (trx) => claimableWithdrawal(trx, id, true), request.ip)
    })
    route(app, cashierRoutes.releaseWithdrawal, async (request) => {
      const id = BigInt(request.params.id)
      return releaseItem(deps.db, request.principal, (trx) => claimableWithdrawal(trx, id, false), request.ip)
    })
    route(app, cashierRoutes.summary, async (request) => cashierSummary(deps.db, request.principal, request.query))
  }
}
