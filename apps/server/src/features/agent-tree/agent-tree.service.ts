import type { Db } from '../../db/database'
import { AppError } from '../../lib/app-error'
import { usernameKey } from '../../lib/username'
import type { MerchantSettings } from '../merchant/merchant.service'
import type { PageQuery } from '../wallet/records.service'
import * as repo from './agent-tree.repository'

// The agent calling and its downlines: what the team, contract and settlement features share,
// so that none of them reaches into another.

export interface Caller {
  agentId: bigint
  merchant: MerchantSettings
}

export function paging(query: PageQuery) {
  const pageNum = query.pageNum ?? 1
  const pageSize = query.pageSize ?? 20
  return { pageNum, pageSize, limit: pageSize, offset: (pageNum - 1) * pageSize }
}

/**
 * A downline of the caller by username. Outside the team and unknown answer alike (not_in_team),
 * so an agent cannot probe for a sibling's accounts.
 */
export async function downline(db: Db, caller: Caller, username: string): Promise<repo.TeamAccount> {
  const found = await repo.findDownline(db, caller.agentId, caller.merchant.id, usernameKey(username))
  if (!found) throw new AppError('not_in_team', 'Not a member of your team')
  return found
}
