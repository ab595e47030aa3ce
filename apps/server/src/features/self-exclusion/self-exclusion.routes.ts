import { protectionRoutes } from '@sea/contract'
import type { Db } from '../../db/database'
import { route, type App } from '../../http/route'
import { signedInMember, type MerchantDirectory } from '../merchant/merchant.service'
import { exclude } from './self-exclusion.service'

/** The member's time-out and self-exclusion call (decision 056, docs/player-protection.md). */
export function selfExclusionRoutesPlugin(deps: { db: Db; merchants: MerchantDirectory }) {
  return async function register(app: App) {
    route(app, protectionRoutes.exclude, async (request) => {
      const { who, merchant } = await signedInMember(deps.merchants, request.principal, request.hostname)
      return exclude(deps.db, merchant, who.memberId, request.body)
    })
  }
}
