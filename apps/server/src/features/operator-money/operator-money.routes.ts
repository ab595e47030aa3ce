import { moneyRequestRoutes, operatorMoneyRoutes } from '@sea/contract'
import type { Db } from '../../db/database'
import { route, type App } from '../../http/route'
import { idempotencyKeyOf } from '../wallet/team-transfer.service'
import { approveRequest, listRequests, rejectRequest } from './money-request.service'
import { getThresholds, setThresholds } from './money-threshold.service'
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
    route(app, operatorMoneyRoutes.walletSnapshot, async (request) =>
      walletSnapshot(deps.db, request.principal, request.query.memberIds),
    )
    route(app, moneyRequestRoutes.list, async (request) => listRequests(deps.db, request.principal, request.query))
    route(app, moneyRequestRoutes.approve, async (request) =>
      approveRequest(deps.db, { principal: request.principal, ip: request.ip }, BigInt(request.params.id)),
    )
    route(app, moneyRequestRoutes.reject, async (request) =>
      rejectRequest(
        deps.db,
        { principal: request.principal, ip: request.ip },
        BigInt(request.params.id),
        request.body.reason,
      ),
    )
    route(app, moneyRequestRoutes.getThresholds, async (request) =>
      getThresholds(deps.db, request.principal, Number(request.params.merchantId)),
    )
    route(app, moneyRequestRoutes.setThresholds, async (request) =>
      setThresholds(
        deps.db,
        { principal: request.principal, ip: request.ip },
        Number(request.params.merchantId),
        request.body,
      ),
    )
  }
}
