import { agentRoutes, type ContractKind } from '@sea/contract'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../../db/database'
import { memberOf } from '../../http/access'
import { route, type App } from '../../http/route'
import { bpsToRate } from './contract-tiers'
import { runContractAction, type ContractBody } from './contract-actions.service'
import { contractFlags } from './contract.service'
import { sessionMerchant, type MerchantDirectory } from '../merchant/merchant.service'

export function agentContractRoutesPlugin(deps: { db: Db; merchants: MerchantDirectory }) {
  const caller = async (request: FastifyRequest) => {
    const who = memberOf(request.principal)
    return { agentId: who.memberId, merchant: await sessionMerchant(deps.merchants, who, request.hostname) }
  }
  const relay = (kind: ContractKind) => async (request: FastifyRequest) => {
    const result = await runContractAction(deps.db, await caller(request), kind, request.body as ContractBody)
    const show = (bps: number | null) => (bps === null ? null : bpsToRate(bps))
    return {
      ...result,
      ceiling: {
        rate: show(result.ceiling.maxRate),
        lossWageRate: show(result.ceiling.maxLossRate),
        source: result.ceiling.source,
      },
    }
  }

  return async function register(app: App) {
    route(app, agentRoutes.dividend, relay('dividend'))
    route(app, agentRoutes.dailySalary, relay('daily_salary'))
    route(app, agentRoutes.hourlySalary, relay('hourly_salary'))
    route(app, agentRoutes.realTimeSalary, relay('realtime_salary'))
    route(app, agentRoutes.flags, async (request) => {
      const { agentId, merchant } = await caller(request)
      return contractFlags(deps.db, merchant.id, agentId)
    })
  }
}
