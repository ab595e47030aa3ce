import { protectionSessionRoutes } from '@sea/contract'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../../db/database'
import { route, type App } from '../../http/route'
import { signedInMember, type MerchantDirectory } from '../merchant/merchant.service'
import {
  confirmSessionLimit,
  realityCheck,
  sessionProtection,
  setRealityCheck,
  setSessionLimit,
} from './protection-session.service'

/** The member's session-limit and reality-check calls (decision 059, docs/player-protection.md). */
export function protectionSessionRoutesPlugin(deps: { db: Db; merchants: MerchantDirectory }) {
  const signedIn = async (request: FastifyRequest) => {
    const { who, merchant } = await signedInMember(deps.merchants, request.principal, request.hostname)
    return { ...who, merchant }
  }

  return async function register(app: App) {
    route(app, protectionSessionRoutes.sessionProtection, async (request) => {
      const who = await signedIn(request)
      return sessionProtection(deps.db, who.memberId)
    })
    route(app, protectionSessionRoutes.setSessionLimit, async (request) => {
      return setSessionLimit(deps.db, await signedIn(request), request.body.minutes)
    })
    route(app, protectionSessionRoutes.confirmSessionLimit, async (request) => {
      return confirmSessionLimit(deps.db, await signedIn(request))
    })
    route(app, protectionSessionRoutes.setRealityCheck, async (request) => {
      return setRealityCheck(deps.db, await signedIn(request), request.body.minutes)
    })
    route(app, protectionSessionRoutes.realityCheck, async (request) => {
      const who = await signedIn(request)
      return realityCheck(deps.db, who.memberId, who.sessionId)
    })
  }
}
