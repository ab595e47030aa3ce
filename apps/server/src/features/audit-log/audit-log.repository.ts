import { sql } from 'kysely'
import type { Db } from '../../db/database'

export interface AuditFilter {
  /** null: every row, those of no brand too; else these brands' rows only. */
  brands: readonly number[] | null
  actorKind: string | undefined
  actorId: string | undefined
  actionPrefix: string | undefined
  target: { value: string; prefix: boolean } | undefined
  from: Date | undefined
  to: Date | undefined
  before: bigint | undefined
  limit: number
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&')

/**
 * One page of the log, newest first. Each filter has an index ending in id (migration 0039); a
 * prefix is a LIKE with a constant start, which text_pattern_ops indexes answer as a range.
 */
export async function auditPage(db: Db, f: AuditFilter) {
  let query = db
    .selectFrom('auditLog')
    .select(['id', 'at', 'actorKind', 'actorId', 'merchantId', 'ip', 'action', 'target'])
    // As written: the camel-case plugin would rename the keys of a jsonb value.
    .select([sql<string | null>`before::text`.as('before'), sql<string | null>`after::text`.as('after')])
    .orderBy('id', 'desc')
    .limit(f.limit)
  if (f.brands !== null) query = query.where('merchantId', 'in', f.brands.length > 0 ? [...f.brands] : [0])
  if (f.actorKind !== undefined) query = query.where('actorKind', '=', f.actorKind)
  if (f.actorId !== undefined) query = query.where('actorId', '=', f.actorId)
  if (f.actionPrefix !== undefined) query = query.where('action', 'like', `${escapeLike(f.actionPrefix)}%`)
  if (f.target !== undefined) {
    query = f.target.prefix
      ? query.where('target', 'like', `${escapeLike(f.target.value)}%`)
      : query.where('target', '=', f.target.value)
  }
  if (f.from !== undefined) query = query.where('at', '>=', f.from)
  if (f.to !== undefined) query = query.where('at', '<', f.to)
  if (f.before !== undefined) query = query.where('id', '<', f.before)
  return query.execute()
}

export async function operatorIdByUsername(db: Db, usernameKey: string): Promise<number | undefined> {
  const row = await db.selectFrom('operators').select('id').where('usernameKey', '=', usernameKey).executeTakeFirst()
  return row?.id
}

/** The names of a page's actors: operators' usernames and members' account names, by id. */
export async function actorNames(db: Db, operatorIds: readonly number[], memberIds: readonly bigint[]) {
  const [operators, members] = await Promise.all([
    operatorIds.length === 0
      ? []
      : db
          .selectFrom('operators')
          .select(['id', 'username'])
          .where('id', 'in', [...operatorIds])
          .execute(),
    memberIds.length === 0
      ? []
      : db
          .selectFrom('members')
          .select(['id', 'username'])
          .where('id', 'in', [...memberIds])
          .execute(),
  ])
  return {
    operators: new Map(operators.map((o) => [String(o.id), o.username])),
    members: new Map(members.map((m) => [String(m.id), m.username])),
  }
}
