import { protectionRoutes } from '@sea/contract'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../../db/database'
import { route, type App } from '../../http/route'
import { signedInMember, type MerchantDirectory } from '../merchant/merchant.service'
import { confirmLimit, protectionView, setLimit } from './protection.service'

/** The member's player-protection calls (decision 056, docs/player-protection.md). */
export function protectionRoutesPlugin(deps: { db: Db; merchants: MerchantDirectory }) {
  const signedIn = (request: FastifyRequest) => signedInMember(deps.merchants, request.principal, request.hostname)

  return async function register(app: App) {
    route(app, protectionRoutes.protection, async (request) => {
      const { who, merchant } = await signedIn(request)
      return protectionView(deps.db, merchant, who.memberId)
    })
    route(app, protectionRoutes.setLimit, async (request) => {
      const { who, merchant } = await signedIn(request)
      return setLimit(deps.db, merchant, who.memberId, request.body)
    })
    route(app, protectionRoutes.confirmLimit, async (request) => {
      const { who, merchant } = await signedIn(request)
      return confirmLimit(deps.db, merchant, who.memberId, request.body)
    })
  }
}
