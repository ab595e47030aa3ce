import { sql, type Insertable } from 'kysely'
import type { AgentBillTable, ContractKind, ContractPeriod } from '../../db/agents-schema'
import type { Db } from '../../db/database'

export type Scope = Awaited<ReturnType<typeof settlementScopes>>[number]

/** The (merchant, period) pairs that have ever had a contract of the kind in force, with the first start. */
export async function settlementScopes(db: Db, kind: ContractKind) {
  return db
    .selectFrom('agentContracts as c')
    .innerJoin('merchants as m', 'm.id', 'c.merchantId')
    .select(['c.merchantId', 'c.period', 'm.timezone', 'm.currency', sql<Date>`min(c.decided_at)`.as('firstDecided')])
    .where('c.kind', '=', kind)
    .where('c.decidedAt', 'is not', null)
    .where('c.status', 'in', ['active', 'terminated'])
    .groupBy(['c.merchantId', 'c.period', 'm.timezone', 'm.currency'])
    .execute()
}

export async function cursorOf(
  db: Db,
  merchantId: number,
  kind: ContractKind,
  period: ContractPeriod,
): Promise<Date | undefined> {
  const row = await db
    .selectFrom('agentSettlementCursors')
    .select('settledUntil')
    .where('merchantId', '=', merchantId)
    .where('kind', '=', kind)
    .where('period', '=', period)
    .executeTakeFirst()
  return row?.settledUntil
}

/** Moves the cursor forward only: a slower instance can never move it back. */
export async function advanceCursor(
  db: Db,
  merchantId: number,
  kind: ContractKind,
  period: ContractPeriod,
  until: Date,
): Promise<void> {
  await db
    .insertInto('agentSettlementCursors')
    .values({ merchantId, kind, period, settledUntil: until })
    .onConflict((oc) =>
      oc
        .columns(['merchantId', 'kind', 'period'])
        .doUpdateSet({ settledUntil: until })
        .where('agentSettlementCursors.settledUntil', '<', until),
    )
    .execute()
}

/** The contracts in force at the end of a period: accepted before it ended and not ended before then. */
export async function contractsInForce(
  db: Db,
  merchantId: number,
  kind: ContractKind,
  period: ContractPeriod,
  end: Date,
) {
  return db
    .selectFrom('agentContracts')
    .select(['id', 'agentId', 'uplineId', 'version', 'tiers'])
    .where('merchantId', '=', merchantId)
    .where('kind', '=', kind)
    .where('period', '=', period)
    .where('status', 'in', ['active', 'terminated'])
    .where('decidedAt', '<', end)
    .where((eb) => eb.or([eb('terminatedAt', 'is', null), eb('terminatedAt', '>=', end)]))
    .orderBy('id')
    .execute()
}

/** Stores a bill once: the unique (agent, kind, period start) key makes a second insert a no-op. */
export async function insertBill(db: Db, bill: Insertable<AgentBillTable>): Promise<void> {
  await db
    .insertInto('agentBills')
    .values(bill)
    .onConflict((oc) => oc.columns(['agentId', 'kind', 'periodStart']).doNothing())
    .execute()
}

export async function unpaidBillIds(db: Db, kind: ContractKind, limit: number): Promise<bigint[]> {
  const rows = await db
    .selectFrom('agentBills')
    .select('id')
    .where('status', '!=', 'paid')
    .where('kind', '=', kind)
    .orderBy('id')
    .limit(limit)
    .execute()
  return rows.map((r) => r.id)
}

export async function lockBill(db: Db, id: bigint) {
  return db
    .selectFrom('agentBills as b')
    .innerJoin('merchants as m', 'm.id', 'b.merchantId')
    .select([
      'b.id',
      'b.merchantId',
      'm.currency',
      'b.kind',
      'b.agentId',
      'b.payerId',
      'b.amount',
      'b.status',
      'b.periodStart',
    ])
    .where('b.id', '=', id)
    .forUpdate('b')
    .executeTakeFirst()
}

export async function markPaid(db: Db, id: bigint, transactionId: bigint, now: Date): Promise<void> {
  await db
    .updateTable('agentBills')
    .set((eb) => ({
      status: 'paid',
      ledgerTransactionId: transactionId,
      paidAt: now,
      lastAttemptAt: now,
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', '=', id)
    .execute()
}

export async function markUnfunded(db: Db, id: bigint, now: Date): Promise<void> {
  await db
    .updateTable('agentBills')
    .set((eb) => ({ status: 'insufficient_funds', lastAttemptAt: now, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute()
}
