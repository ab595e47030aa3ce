import type { Db } from '../../db/database'

export interface TeamAccount {
  id: bigint
  username: string
  isAgent: number
  parentId: bigint | null
  depth: number
}

/** A downline of `agentId` (depth 1 and more) by username key; never the agent itself or anyone outside. */
export async function findDownline(
  db: Db,
  agentId: bigint,
  merchantId: number,
  usernameKey: string,
): Promise<TeamAccount | undefined> {
  return db
    .selectFrom('members as m')
    .innerJoin('memberTree as t', 't.descendantId', 'm.id')
    .select(['m.id', 'm.username', 'm.isAgent', 'm.parentId', 't.depth'])
    .where('t.ancestorId', '=', agentId)
    .where('t.depth', '>', 0)
    .where('m.merchantId', '=', merchantId)
    .where('m.usernameKey', '=', usernameKey)
    .executeTakeFirst()
}
