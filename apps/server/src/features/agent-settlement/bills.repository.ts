import type { ContractKind } from '@sea/contract'
import { sql } from 'kysely'
import type { BillStatus } from '../../db/agents-schema'
import type { Db } from '../../db/database'

/**
 * Whose bills: one agent's (the agents' own pages), or a brand's, optionally narrowed to one
 * account (the back office). `side` says whether the account is the one paid or the payer.
 */
export type BillScope = { agentId: bigint } | { merchantId: number; memberId?: bigint | undefined }

export interface BillFilter {
  side?: 'received' | 'paid' | undefined
  kind?: ContractKind | undefined
  status?: BillStatus | undefined
  from: Date
  to: Date
}

export type BillRow = Awaited<ReturnType<typeof billsPage>>[0][number]

/** One page of bills by period start, newest first, and the totals by kind and paid state over the whole filter. */
export async function billsPage(db: Db, scope: BillScope, filter: BillFilter, page: { limit: number; offset: number }) {
  const account = 'agentId' in scope ? scope.agentId : scope.memberId
  let base = db
    .selectFrom('agentBills as b')
    .where('b.periodStart', '>=', filter.from)
    .where('b.periodStart', '<', filter.to)
  if ('merchantId' in scope) base = base.where('b.merchantId', '=', scope.merchantId)
  if (account !== undefined) base = base.where(filter.side === 'paid' ? 'b.payerId' : 'b.agentId', '=', account)
  if (filter.kind) base = base.where('b.kind', '=', filter.kind)
  if (filter.status) base = base.where('b.status', '=', filter.status)
  return Promise.all([
    base
      .innerJoin('members as a', 'a.id', 'b.agentId')
      .leftJoin('members as p', 'p.id', 'b.payerId')
      .innerJoin('agentContracts as c', 'c.id', 'b.contractId')
      .select([
        'b.id',
        'b.merchantId',
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
        'b.ledgerTransactionId',
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
