import type { ContractKind } from '@sea/contract'
import { AGENT_TYPES } from '@sea/rules'
import { sql, type ExpressionBuilder } from 'kysely'
import type { Db } from '../../db/database'
import type { Database } from '../../db/schema'

/**
 * The operators' reads of the agent tree and its money: the closure table (migration 0016) gives
 * an account's level and team, members.parent_id its direct downlines.
 */

const agentTypes = [...AGENT_TYPES] as number[]
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&')

/** An account as the tree shows it; `m` is the account, `p` its upline. */
function nodes(db: Db) {
  return db
    .selectFrom('members as m')
    .leftJoin('members as p', 'p.id', 'm.parentId')
    .select((eb) => [
      'm.id',
      'm.merchantId',
      'm.username',
      'm.isAgent',
      'm.status',
      'm.createdAt',
      'p.username as upline',
      eb
        .selectFrom('members as d')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('d.parentId', '=', 'm.id')
        .as('directDownlines'),
      eb
        .selectFrom('memberTree as s')
        .select(sql<number>`(count(*) - 1)::int`.as('n'))
        .whereRef('s.ancestorId', '=', 'm.id')
        .as('teamSize'),
      eb
        .selectFrom('memberTree as u')
        .select(sql<number>`(count(*) - 1)::int`.as('n'))
        .whereRef('u.descendantId', '=', 'm.id')
        .as('level'),
    ])
}

export type NodeRow = Awaited<ReturnType<typeof findNode>> & object

export async function findNode(db: Db, memberId: bigint) {
  return nodes(db).where('m.id', '=', memberId).executeTakeFirst()
}

/** The uplines of an account, the top first. */
export async function uplines(db: Db, memberId: bigint) {
  return nodes(db)
    .innerJoin('memberTree as t', 't.ancestorId', 'm.id')
    .where('t.descendantId', '=', memberId)
    .where('t.depth', '>', 0)
    .orderBy('t.depth', 'desc')
    .execute()
}

export interface PageBounds {
  limit: number
  offset: number
}

type Type = 'member' | 'agent' | undefined
const ofType = (type: Type) => (eb: ExpressionBuilder<Database & { m: Database['members'] }, 'm'>) =>
  type === 'agent' ? eb('m.isAgent', 'in', agentTypes) : type === 'member' ? eb('m.isAgent', '=', 0) : eb.lit(true)

/** Accounts of a brand by username prefix (by name), or its agents with no upline (oldest first). */
export async function searchNodes(
  db: Db,
  f: { merchantId: number; usernamePrefix: string | undefined; type: Type },
  page: PageBounds,
) {
  let base = db.selectFrom('members as m').where('m.merchantId', '=', f.merchantId).where(ofType(f.type))
  base =
    f.usernamePrefix === undefined
      ? base.where('m.parentId', 'is', null).where('m.isAgent', 'in', agentTypes)
      : base.where('m.usernameKey', 'like', `${escapeLike(f.usernamePrefix)}%`)
  const ids = base.select('m.id')
  const [rows, total] = await Promise.all([
    nodes(db)
      .where('m.id', 'in', ids)
      .orderBy(f.usernamePrefix === undefined ? 'm.id' : 'm.usernameKey')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(total.n) }
}

/** An account's direct downlines, oldest first. */
export async function downlines(db: Db, memberId: bigint, type: Type, page: PageBounds) {
  const base = db.selectFrom('members as m').where('m.parentId', '=', memberId).where(ofType(type))
  const [rows, total] = await Promise.all([
    nodes(db)
      .where('m.parentId', '=', memberId)
      .where(ofType(type))
      .orderBy('m.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(total.n) }
}

export async function memberIdByUsername(db: Db, merchantId: number, usernameKey: string) {
  const row = await db
    .selectFrom('members')
    .select('id')
    .where('merchantId', '=', merchantId)
    .where('usernameKey', '=', usernameKey)
    .executeTakeFirst()
  return row?.id
}

/** A page of a brand's paid bills by payment time, newest first; and their count and sum. */
export async function brandPayments(
  db: Db,
  f: { merchantId: number; memberId: bigint | undefined; kind: ContractKind | undefined; from: Date; to: Date },
  page: PageBounds,
) {
  let base = db
    .selectFrom('agentBills as b')
    .where('b.merchantId', '=', f.merchantId)
    .where('b.status', '=', 'paid')
    .where('b.paidAt', '>=', f.from)
    .where('b.paidAt', '<', f.to)
  if (f.memberId !== undefined) base = base.where('b.agentId', '=', f.memberId)
  if (f.kind) base = base.where('b.kind', '=', f.kind)
  return Promise.all([
    base
      .innerJoin('members as a', 'a.id', 'b.agentId')
      .leftJoin('members as p', 'p.id', 'b.payerId')
      .select([
        'b.id',
        'b.ledgerTransactionId',
        'b.paidAt',
        'b.kind',
        'a.username as agent',
        'p.username as payer',
        'b.periodStart',
        'b.periodEnd',
        'b.amount',
      ])
      .orderBy('b.paidAt', 'desc')
      .orderBy('b.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base
      .select([sql<number>`count(*)::int`.as('n'), sql<bigint>`coalesce(sum(b.amount), 0)::bigint`.as('total')])
      .executeTakeFirstOrThrow(),
  ])
}
