import type { RiskFlagStatus, RiskRule, RiskSeverity } from '@sea/contract'
import { sql, type Selectable } from 'kysely'
import type { Db } from '../../db/database'
import type { RiskFlagTable } from '../../db/risk-schema'

/** Risk flags as operators and the withdrawal hold read them (migration 0063, decision 058). */

export type FlagRow = Selectable<RiskFlagTable> & { username: string; decidedByName: string | null }

export interface FlagFilter {
  merchantId: number
  status?: RiskFlagStatus | undefined
  severity?: RiskSeverity | undefined
  rule?: RiskRule | undefined
  memberId?: bigint | undefined
}

function flags(db: Db) {
  return db
    .selectFrom('riskFlags as f')
    .innerJoin('members as m', 'm.id', 'f.memberId')
    .leftJoin('operators as o', 'o.id', 'f.decidedBy')
    .selectAll('f')
    .select(['m.username', 'o.username as decidedByName'])
}

/** A page of a brand's flags: open ones first (the queue), then the newest. */
export async function listFlags(db: Db, filter: FlagFilter, page: { limit: number; offset: number }) {
  let query = flags(db).where('f.merchantId', '=', filter.merchantId)
  if (filter.status) query = query.where('f.status', '=', filter.status)
  if (filter.severity) query = query.where('f.severity', '=', filter.severity)
  if (filter.rule) query = query.where('f.rule', '=', filter.rule)
  if (filter.memberId !== undefined) query = query.where('f.memberId', '=', filter.memberId)
  const [rows, total] = await Promise.all([
    query
      .orderBy(sql`f.status = 'open'`, 'desc')
      .orderBy('f.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(total.n) }
}

export function flag(db: Db, merchantId: number, id: bigint): Promise<FlagRow | undefined> {
  return flags(db).where('f.merchantId', '=', merchantId).where('f.id', '=', id).executeTakeFirst()
}

export function flagForUpdate(trx: Db, merchantId: number, id: bigint) {
  return trx
    .selectFrom('riskFlags')
    .selectAll()
    .where('merchantId', '=', merchantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst()
}

export async function decideFlag(
  trx: Db,
  id: bigint,
  decision: { status: 'resolved' | 'dismissed'; note: string; decidedBy: number },
): Promise<void> {
  await trx
    .updateTable('riskFlags')
    .set({ ...decision, decidedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .execute()
}

/** The oldest open high flag of the member: while there is one, their withdrawals wait. */
export function openHighFlag(db: Db, memberId: bigint) {
  return db
    .selectFrom('riskFlags')
    .select('id')
    .where('memberId', '=', memberId)
    .where('status', '=', 'open')
    .where('severity', '=', 'high')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst()
}
