import type { ContractKind } from '@sea/contract'
import { AGENT_TYPES } from '@sea/rules'
import { sql } from 'kysely'
import type { AgentRateCeilings } from '../../db/agents-schema'
import type { Db } from '../../db/database'
import { contractRows } from './contract.repository'

/**
 * The operators' reads and writes of the platform's side: top-level agents (agents with no agent
 * above them: no upline, or a member upline) and the merchant's rate ceilings.
 */

const agentTypes = [...AGENT_TYPES] as number[]

/** A member in the scope (a merchant id; null: every merchant), with what the platform side needs to know. */
export async function findAgent(db: Db, memberId: bigint, brands: readonly number[] | null) {
  let query = db
    .selectFrom('members as m')
    .leftJoin('members as p', 'p.id', 'm.parentId')
    .select(['m.id', 'm.merchantId', 'm.username', 'm.isAgent', 'p.isAgent as uplineIsAgent'])
    .where('m.id', '=', memberId)
  if (brands !== null) query = query.where('m.merchantId', 'in', brands)
  return query.executeTakeFirst()
}

export interface TopAgentFilter {
  merchantId: number
  usernameKey: string | undefined
  limit: number
  offset: number
}

/** A page of the merchant's top-level agents, oldest first, with each one's team size; and the total. */
export async function topAgents(db: Db, f: TopAgentFilter) {
  let base = db
    .selectFrom('members as m')
    .where('m.merchantId', '=', f.merchantId)
    .where('m.isAgent', 'in', agentTypes)
    // No agent above: no upline, or an upline that is a member.
    .where((eb) =>
      eb.or([
        eb('m.parentId', 'is', null),
        eb.not(
          eb.exists(
            eb
              .selectFrom('members as p')
              .select('p.id')
              .whereRef('p.id', '=', 'm.parentId')
              .where('p.isAgent', 'in', agentTypes),
          ),
        ),
      ]),
    )
  if (f.usernameKey !== undefined) base = base.where('m.usernameKey', '=', f.usernameKey)
  const [rows, total] = await Promise.all([
    base
      .select(['m.id', 'm.username', 'm.isAgent', 'm.status', 'm.createdAt'])
      .select((eb) =>
        eb
          .selectFrom('memberTree as t')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('t.ancestorId', '=', 'm.id')
          .where('t.depth', '>', 0)
          .as('teamSize'),
      )
      .orderBy('m.id')
      .limit(f.limit)
      .offset(f.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(total.n) }
}

/** Platform contracts (no upline) of the given agents, newest first: live ones, or all with `history`. */
export async function platformContracts(
  db: Db,
  agentIds: readonly bigint[],
  filter: { kind?: ContractKind | undefined; history: boolean },
) {
  if (agentIds.length === 0) return []
  let query = contractRows(db)
    .where('c.agentId', 'in', [...agentIds])
    .where('c.uplineId', 'is', null)
  if (filter.kind) query = query.where('c.kind', '=', filter.kind)
  if (!filter.history) query = query.where('c.status', 'in', ['offered', 'active'])
  return query.orderBy('c.id', 'desc').limit(500).execute()
}

/** A platform contract of the merchant, locked for a change; absent otherwise. */
export async function lockPlatformContract(db: Db, id: bigint, brands: readonly number[] | null) {
  let query = contractRows(db).where('c.id', '=', id).where('c.uplineId', 'is', null)
  if (brands !== null) query = query.where('c.merchantId', 'in', brands)
  return query.forUpdate('c').executeTakeFirst()
}

/** The ceilings as they are, with the merchant row locked: two operators' changes never interleave. */
export async function lockCeilings(db: Db, merchantId: number): Promise<AgentRateCeilings> {
  return (
    await db
      .selectFrom('merchants')
      .select('agentRateCeilings')
      .where('id', '=', merchantId)
      .forUpdate()
      .executeTakeFirstOrThrow()
  ).agentRateCeilings
}

/** Stored with the snake-case keys of migration 0016 (the camel-case plugin maps them on reading). */
export async function writeCeilings(db: Db, merchantId: number, c: AgentRateCeilings): Promise<void> {
  const stored = {
    dividend: c.dividend,
    daily_salary: c.dailySalary,
    hourly_salary: c.hourlySalary,
    realtime_salary_profit: c.realtimeSalaryProfit,
    realtime_salary_loss: c.realtimeSalaryLoss,
  }
  await db
    .updateTable('merchants')
    .set({ agentRateCeilings: JSON.stringify(stored), updatedAt: new Date() })
    .where('id', '=', merchantId)
    .execute()
}

/** The merchant's live platform contracts with a rate above the given ceilings. */
export async function contractsAbove(db: Db, merchantId: number, c: AgentRateCeilings) {
  return contractRows(db)
    .where('c.merchantId', '=', merchantId)
    .where('c.uplineId', 'is', null)
    .where('c.status', 'in', ['offered', 'active'])
    .where((eb) =>
      eb.or([
        eb.and([eb('c.kind', '=', 'dividend'), eb('c.maxRate', '>', c.dividend)]),
        eb.and([eb('c.kind', '=', 'daily_salary'), eb('c.maxRate', '>', c.dailySalary)]),
        eb.and([eb('c.kind', '=', 'hourly_salary'), eb('c.maxRate', '>', c.hourlySalary)]),
        eb.and([
          eb('c.kind', '=', 'realtime_salary'),
          eb.or([eb('c.maxRate', '>', c.realtimeSalaryProfit), eb('c.maxLossRate', '>', c.realtimeSalaryLoss)]),
        ]),
      ]),
    )
    .orderBy('c.id')
    .execute()
}
