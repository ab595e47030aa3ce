import { sql, type Insertable } from 'kysely'
import type { AgentContractTable, ContractEndReason, ContractKind } from '../../db/agents-schema'
import type { Db } from '../../db/database'
import { bpsToRate } from './contract-tiers'

export type ContractRow = Awaited<ReturnType<typeof findContract>> & object

const COLUMNS = [
  'c.id',
  'c.merchantId',
  'c.kind',
  'c.uplineId',
  'c.agentId',
  'c.version',
  'c.status',
  'c.period',
  'c.tiers',
  'c.maxRate',
  'c.maxLossRate',
  'c.offeredAt',
  'c.decidedAt',
  'c.terminationRequestedBy',
  'c.terminationRequestedAt',
  'c.terminatedAt',
  'c.endReason',
  'u.username as uplineName',
  'a.username as agentName',
] as const

function contracts(db: Db) {
  return db
    .selectFrom('agentContracts as c')
    .leftJoin('members as u', 'u.id', 'c.uplineId')
    .innerJoin('members as a', 'a.id', 'c.agentId')
}

/** Contracts with their parties' usernames, to filter further. */
export const contractRows = (db: Db) => contracts(db).select(COLUMNS)

/** A contract with its parties' usernames; `forUpdate` locks the row for a state change. */
export async function findContract(db: Db, id: bigint, forUpdate = false) {
  let query = contractRows(db).where('c.id', '=', id)
  if (forUpdate) query = query.forUpdate('c')
  return query.executeTakeFirst()
}

export async function activeContract(db: Db, agentId: bigint, kind: ContractKind) {
  return contracts(db)
    .select(COLUMNS)
    .where('c.agentId', '=', agentId)
    .where('c.kind', '=', kind)
    .where('c.status', '=', 'active')
    .executeTakeFirst()
}

export interface ListFilter {
  callerId: bigint
  kind: ContractKind
  side: 'own' | 'given' | 'all'
  counterpartId: bigint | undefined
  history: boolean
}

export async function listContracts(db: Db, f: ListFilter) {
  let query = contracts(db).select(COLUMNS).where('c.kind', '=', f.kind)
  query = query.where((eb) =>
    f.side === 'own'
      ? eb('c.agentId', '=', f.callerId)
      : f.side === 'given'
        ? eb('c.uplineId', '=', f.callerId)
        : eb.or([eb('c.agentId', '=', f.callerId), eb('c.uplineId', '=', f.callerId)]),
  )
  if (f.counterpartId !== undefined) {
    const other = f.counterpartId
    query = query.where((eb) => eb.or([eb('c.agentId', '=', other), eb('c.uplineId', '=', other)]))
  }
  if (!f.history) query = query.where('c.status', 'in', ['offered', 'active'])
  return query.orderBy('c.id', 'desc').limit(200).execute()
}

export async function nextVersion(db: Db, agentId: bigint, kind: ContractKind): Promise<number> {
  const row = await db
    .selectFrom('agentContracts')
    .select(sql<number>`coalesce(max(version), 0)::int + 1`.as('v'))
    .where('agentId', '=', agentId)
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow()
  return row.v
}

export async function insertContract(db: Db, row: Insertable<AgentContractTable>): Promise<bigint> {
  return (await db.insertInto('agentContracts').values(row).returning('id').executeTakeFirstOrThrow()).id
}

/** Ends the live (offered or active) contracts of an agent and kind other than `keepId`. */
export async function endOthers(
  db: Db,
  agentId: bigint,
  kind: ContractKind,
  keepId: bigint,
  status: 'offered' | 'active',
  now: Date,
) {
  await db
    .updateTable('agentContracts')
    .set({ status: 'terminated', terminatedAt: now, endReason: 'superseded' })
    .where('agentId', '=', agentId)
    .where('kind', '=', kind)
    .where('status', '=', status)
    .where('id', '!=', keepId)
    .execute()
}

export async function setStatus(
  db: Db,
  id: bigint,
  change: { status: 'rejected' | 'active' | 'terminated'; now: Date; endReason?: ContractEndReason },
): Promise<void> {
  await db
    .updateTable('agentContracts')
    .set({
      status: change.status,
      ...(change.status === 'terminated' ? { terminatedAt: change.now } : { decidedAt: change.now }),
      endReason: change.endReason ?? null,
    })
    .where('id', '=', id)
    .execute()
}

/** Records who asked to end a contract; `by` null is the platform (the upline of a top-level agent). */
export async function requestTermination(db: Db, id: bigint, by: bigint | null, now: Date): Promise<void> {
  await db
    .updateTable('agentContracts')
    .set({ terminationRequestedBy: by, terminationRequestedAt: now })
    .where('id', '=', id)
    .execute()
}

/**
 * Ends what an agent gave its downlines of a kind above its new ceiling (docs/domain/site.md#states-and-transitions:
 * accepting a lower rate terminates the downline contract); answers the ids it ended.
 */
export async function endAboveCeiling(
  db: Db,
  uplineId: bigint,
  kind: ContractKind,
  maxRate: number,
  maxLossRate: number,
  now: Date,
): Promise<bigint[]> {
  const rows = await db
    .updateTable('agentContracts')
    .set({ status: 'terminated', terminatedAt: now, endReason: 'upline_rate_lowered' })
    .where('uplineId', '=', uplineId)
    .where('kind', '=', kind)
    .where('status', 'in', ['offered', 'active'])
    .where((eb) => eb.or([eb('maxRate', '>', maxRate), eb('maxLossRate', '>', maxLossRate)]))
    .returning('id')
    .execute()
  return rows.map((r) => r.id)
}

/** Each member's latest contract per kind (for the team list). */
export async function latestContractsOf(db: Db, memberIds: readonly bigint[]) {
  const result = new Map<
    bigint,
    { kind: ContractKind; status: 'offered' | 'rejected' | 'active' | 'terminated'; version: number; maxRate: string }[]
  >()
  if (memberIds.length === 0) return result
  const rows = await db
    .selectFrom('agentContracts')
    .distinctOn(['agentId', 'kind'])
    .select(['agentId', 'kind', 'status', 'version', 'maxRate'])
    .where('agentId', 'in', [...memberIds])
    .orderBy('agentId')
    .orderBy('kind')
    .orderBy('version', 'desc')
    .execute()
  for (const r of rows) {
    const list = result.get(r.agentId) ?? []
    list.push({ kind: r.kind, status: r.status, version: r.version, maxRate: bpsToRate(r.maxRate) })
    result.set(r.agentId, list)
  }
  return result
}

/** Which kinds an agent has a live contract of (offered or active) and which it has given. */
export async function liveKinds(db: Db, agentId: bigint): Promise<Set<ContractKind>> {
  const rows = await db
    .selectFrom('agentContracts')
    .select('kind')
    .distinct()
    .where((eb) => eb.or([eb('agentId', '=', agentId), eb('uplineId', '=', agentId)]))
    .where('status', 'in', ['offered', 'active'])
    .execute()
  return new Set(rows.map((r) => r.kind))
}

export async function merchantCeilings(db: Db, merchantId: number) {
  return (
    await db.selectFrom('merchants').select('agentRateCeilings').where('id', '=', merchantId).executeTakeFirstOrThrow()
  ).agentRateCeilings
}
