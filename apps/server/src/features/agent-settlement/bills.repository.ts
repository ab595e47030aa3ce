import type { ContractKind } from '@sea/contract'
import { sql } from 'kysely'
import type { BillStatus } from '../../db/agents-schema'
import type { Db } from '../../db/database'

export interface BillFilter {
  side?: 'received' | 'paid' | undefined
  kind?: ContractKind | undefined
  status?: BillStatus | undefined
  from: Date
  to: Date
}

/** One page of the bills an agent received (or paid), and the totals by kind and paid state over the whole filter. */
export async function billsPage(db: Db, agentId: bigint, filter: BillFilter, page: { limit: number; offset: number }) {
  let base = db
    .selectFrom('agentBills as b')
    .where(filter.side === 'paid' ? 'b.payerId' : 'b.agentId', '=', agentId)
    .where('b.periodStart', '>=', filter.from)
    .where('b.periodStart', '<', filter.to)
  if (filter.kind) base = base.where('b.kind', '=', filter.kind)
  if (filter.status) base = base.where('b.status', '=', filter.status)
  return Promise.all([
    base
      .innerJoin('members as a', 'a.id', 'b.agentId')
      .leftJoin('members as p', 'p.id', 'b.payerId')
      .innerJoin('agentContracts as c', 'c.id', 'b.contractId')
      .select([
        'b.id',
        'b.kind',
        'b.contractId',
        'c.version',
        'a.username as agent',
        'p.username as payer',
        'b.periodStart',
        'b.periodEnd',
        'b.amount',
        'b.status',
        'b.attempts',
        'b.paidAt',
        'b.computation',
      ])
      .orderBy('b.periodStart', 'desc')
      .orderBy('b.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base
      .select([
        'b.kind',
        sql<boolean>`b.status = 'paid'`.as('paid'),
        sql<number>`count(*)::int`.as('n'),
        sql<bigint>`sum(b.amount)::bigint`.as('total'),
      ])
      .groupBy(['b.kind', sql`b.status = 'paid'`])
      .execute(),
  ])
}
