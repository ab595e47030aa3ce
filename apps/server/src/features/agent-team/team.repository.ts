import { sql } from 'kysely'
import { AGENT_TYPES } from '@sea/rules'
import type { Db } from '../../db/database'

/**
 * The agent's team through the closure table (migration 0016): "in my team" is one primary-key
 * lookup and a whole team one range scan, at any depth.
 */

/** Team size and direct downlines, from the closure table alone. */
export async function teamCounts(db: Db, agentId: bigint) {
  const { rows } = await sql<{ teamSize: number; directMembers: number }>`
    SELECT count(*)::int AS team_size, (count(*) FILTER (WHERE depth = 1))::int AS direct_members
    FROM member_tree WHERE ancestor_id = ${agentId} AND depth > 0`.execute(db)
  return rows[0] ?? { teamSize: 0, directMembers: 0 }
}

export async function newMemberDays(db: Db, agentId: bigint, from: Date, to: Date, timezone: string) {
  const { rows } = await sql<{ day: string; n: number }>`
    SELECT to_char(m.created_at AT TIME ZONE ${timezone}, 'YYYY-MM-DD') AS day, count(*)::int AS n
    FROM member_tree t JOIN members m ON m.id = t.descendant_id
    WHERE t.ancestor_id = ${agentId} AND t.depth > 0 AND m.created_at >= ${from} AND m.created_at < ${to}
    GROUP BY 1`.execute(db)
  return rows
}

/**
 * Credited deposits and paid-out withdrawals of the agent and its team, per day in the merchant's
 * time zone (deposits by approval time, withdrawals by disbursement time).
 */
export async function teamCashDays(db: Db, agentId: bigint, from: Date, to: Date, timezone: string) {
  const { rows } = await sql<{ day: string; deposits: bigint; withdrawals: bigint }>`
    SELECT day, coalesce(sum(deposit), 0)::bigint AS deposits, coalesce(sum(withdrawal), 0)::bigint AS withdrawals FROM (
      SELECT to_char(d.decided_at AT TIME ZONE ${timezone}, 'YYYY-MM-DD') AS day, d.amount AS deposit, 0 AS withdrawal
      FROM member_tree t JOIN deposits d ON d.member_id = t.descendant_id
      WHERE t.ancestor_id = ${agentId} AND d.status = 'approved' AND d.decided_at >= ${from} AND d.decided_at < ${to}
      UNION ALL
      SELECT to_char(w.disbursed_at AT TIME ZONE ${timezone}, 'YYYY-MM-DD'), 0, w.amount
      FROM member_tree t JOIN withdrawals w ON w.member_id = t.descendant_id
      WHERE t.ancestor_id = ${agentId} AND w.disbursed_at >= ${from} AND w.disbursed_at < ${to}
    ) cash GROUP BY day`.execute(db)
  return rows
}

export interface MemberListFilter {
  /** The account whose downlines are listed: the caller, or a downline of it (drill down). */
  rootId: bigint
  directOnly: boolean
  type: 'member' | 'agent' | undefined
  /** Depth below the caller. */
  level: number | undefined
  /** The caller's depth above rootId, so levels stay relative to the caller. */
  rootDepth: number
  usernamePrefix: string | undefined
  currency: string
  limit: number
  offset: number
}

/** Team management: downlines with balance, level, upline, team size; newest first. */
export async function listTeamMembers(db: Db, f: MemberListFilter) {
  let base = db
    .selectFrom('memberTree as t')
    .innerJoin('members as m', 'm.id', 't.descendantId')
    .where('t.ancestorId', '=', f.rootId)
    .where('t.depth', '>', 0)
  if (f.directOnly) base = base.where('t.depth', '=', 1)
  if (f.level !== undefined) base = base.where('t.depth', '=', f.level - f.rootDepth)
  if (f.type === 'agent') base = base.where('m.isAgent', 'in', [...AGENT_TYPES])
  if (f.type === 'member') base = base.where('m.isAgent', '=', 0)
  if (f.usernamePrefix) base = base.where('m.usernameKey', 'like', `${f.usernamePrefix.replace(/[\\%_]/g, '\\$&')}%`)
  const [rows, total] = await Promise.all([
    base
      .leftJoin('members as p', 'p.id', 'm.parentId')
      .select((eb) => [
        'm.id',
        'm.username',
        'm.nickname',
        'm.isAgent',
        'm.status',
        'm.createdAt',
        'm.lastLoginAt',
        't.depth',
        'p.username as upline',
        eb
          .selectFrom('ledgerAccounts as a')
          .select(sql<bigint>`coalesce(sum(a.balance), 0)::bigint`.as('b'))
          .whereRef('a.ownerMemberId', '=', 'm.id')
          .where('a.kind', 'in', ['member_main', 'member_vendor'])
          .where('a.currency', '=', f.currency)
          .as('balance'),
        eb
          .selectFrom('memberTree as s')
          .select(sql<number>`(count(*) - 1)::int`.as('n'))
          .whereRef('s.ancestorId', '=', 'm.id')
          .as('teamSize'),
      ])
      .orderBy('m.id', 'desc')
      .limit(f.limit)
      .offset(f.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(total.n) }
}

/** Usernames and depths of team accounts by id (the caller itself at depth 0). */
export async function teamAccounts(db: Db, agentId: bigint, ids: readonly bigint[]) {
  if (ids.length === 0) return []
  return db
    .selectFrom('memberTree as t')
    .innerJoin('members as m', 'm.id', 't.descendantId')
    .select(['m.id', 'm.username', 'm.isAgent', 't.depth'])
    .where('t.ancestorId', '=', agentId)
    .where('t.descendantId', 'in', [...ids])
    .execute()
}

/** Deposits and withdrawals per account, for one page of user profit and loss. */
export async function cashByMember(db: Db, ids: readonly bigint[], from: Date, to: Date) {
  if (ids.length === 0) return []
  const list = `{${ids.map(String).join(',')}}`
  const { rows } = await sql<{ memberId: bigint; deposits: bigint; withdrawals: bigint }>`
    SELECT member_id, coalesce(sum(deposit), 0)::bigint AS deposits, coalesce(sum(withdrawal), 0)::bigint AS withdrawals FROM (
      SELECT member_id, amount AS deposit, 0 AS withdrawal FROM deposits
      WHERE member_id = ANY(${list}::bigint[]) AND status = 'approved' AND decided_at >= ${from} AND decided_at < ${to}
      UNION ALL
      SELECT member_id, 0, amount FROM withdrawals
      WHERE member_id = ANY(${list}::bigint[]) AND disbursed_at >= ${from} AND disbursed_at < ${to}
    ) cash GROUP BY member_id`.execute(db)
  return rows
}

export interface TeamBetFilter {
  agentId: bigint
  memberId: bigint | undefined
  gameType: string | undefined
  status: 'open' | 'settled' | 'rolled_back' | undefined
  from: Date
  to: Date
  limit: number
  offset: number
}

/**
 * Team betting: every round and lottery bet of the team (any status) by placing time, newest
 * first, with totals. The view member_rounds (features/lottery/sql/member-rounds.sql) lists lottery bets in the rounds'
 * shape, as the members' own betting record does, so every filter applies to both.
 */
export async function teamRounds(db: Db, f: TeamBetFilter) {
  let base = db
    .selectFrom('memberTree as t')
    .innerJoin('memberRounds as r', 'r.memberId', 't.descendantId')
    .where('t.ancestorId', '=', f.agentId)
    .where('r.createdAt', '>=', f.from)
    .where('r.createdAt', '<', f.to)
  if (f.memberId !== undefined) base = base.where('t.descendantId', '=', f.memberId)
  if (f.gameType) base = base.where('r.gameType', '=', f.gameType as never)
  if (f.status) base = base.where('r.status', '=', f.status)
  const [rows, totals] = await Promise.all([
    base
      .innerJoin('members as m', 'm.id', 'r.memberId')
      .select([
        'r.id',
        'm.username',
        'r.vendorCode',
        'r.roundId',
        'r.gameCode',
        'r.gameType',
        'r.stake',
        'r.validBet',
        'r.win',
        'r.refunded',
        'r.status',
        'r.createdAt',
        'r.settledAt',
      ])
      .orderBy('r.createdAt', 'desc')
      .orderBy('r.id', 'desc')
      .limit(f.limit)
      .offset(f.offset)
      .execute(),
    base
      .select([
        sql<number>`count(*)::int`.as('n'),
        sql<bigint>`coalesce(sum(r.stake), 0)::bigint`.as('stake'),
        sql<bigint>`coalesce(sum(r.valid_bet), 0)::bigint`.as('validBet'),
        sql<bigint>`coalesce(sum(r.win + r.refunded), 0)::bigint`.as('win'),
      ])
      .executeTakeFirstOrThrow(),
  ])
  return { rows, totals }
}
