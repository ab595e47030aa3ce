import type { Db } from '../../db/database'

export async function memberAccounts(db: Db, memberId: bigint) {
  return db
    .selectFrom('ledgerAccounts')
    .select(['kind', 'vendor', 'currency', 'balance'])
    .where('ownerMemberId', '=', memberId)
    .where('kind', 'in', ['member_main', 'member_vendor'])
    .orderBy('id')
    .execute()
}

/** True when `memberId` is anywhere below `agentId` in the tree (one primary-key lookup in the closure table). */
export async function isInTeam(db: Db, agentId: bigint, memberId: bigint): Promise<boolean> {
  const row = await db
    .selectFrom('memberTree')
    .select('depth')
    .where('ancestorId', '=', agentId)
    .where('descendantId', '=', memberId)
    .where('depth', '>', 0)
    .executeTakeFirst()
  return row !== undefined
}

export interface RecordFilter {
  memberId: bigint
  type: string | undefined
  from: Date
  to: Date
  limit: number
  offset: number
}

/** The member's wallet entries in a time range, newest first, with the total for paging. */
export async function memberEntries(db: Db, filter: RecordFilter) {
  let base = db
    .selectFrom('ledgerEntries as e')
    .innerJoin('ledgerAccounts as a', 'a.id', 'e.accountId')
    .innerJoin('ledgerTransactions as t', 't.id', 'e.transactionId')
    .where('a.ownerMemberId', '=', filter.memberId)
    .where('a.kind', 'in', ['member_main', 'member_vendor'])
    .where('e.createdAt', '>=', filter.from)
    .where('e.createdAt', '<', filter.to)
  if (filter.type) base = base.where('t.kind', '=', filter.type)
  const [rows, total] = await Promise.all([
    base
      .select(['e.id', 'e.createdAt', 't.kind', 'a.kind as walletKind', 'e.amount', 'e.balanceAfter'])
      .orderBy('e.id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(total.n) }
}
