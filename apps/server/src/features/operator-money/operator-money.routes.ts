import { operatorMoneyRoutes } from '@sea/contract'
import type { Db } from '../../db/database'
import { route, type App } from '../../http/route'
import { idempotencyKeyOf } from '../wallet/team-transfer.service'
import { adjustMember, memberWallet, walletSnapshot } from './operator-money.service'

export function operatorMoneyRoutesPlugin(deps: { db: Db }) {
  return async function register(app: App) {
    route(app, operatorMoneyRoutes.adjust, async (request) =>
      adjustMember(
        deps.db,
        { principal: request.principal, ip: request.ip },
        BigInt(request.params.memberId),
        request.body,
        idempotencyKeyOf(request.headers['idempotency-key']),
      ),
    )
    route(app, operatorMoneyRoutes.memberWallet, async (request) =>
      memberWallet(deps.db, request.principal, BigInt(request.params.memberId), request.query),
    )
    route(app, operatorMoneyRoutes.walletSnapshot, async (request) => walletSnapshot(deps.db, request.principal, request.query.memberIds))
  }
}
