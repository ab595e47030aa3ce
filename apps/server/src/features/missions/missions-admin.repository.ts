import type { MissionState } from '@sea/contract'
import { sql, type Insertable, type Selectable, type Updateable } from 'kysely'
import type { Db } from '../../db/database'
import type { MissionTable } from '../../db/loyalty-schema'
import type { CurrentPeriods } from './mission-periods'

/** The console's side of missions (docs/admin.md "Loyalty: missions"): the brand's missions and their writes. */

export type MissionRow = Selectable<MissionTable>
export type Listed = MissionRow & { completedThisPeriod: number; claimedThisPeriod: number }

/** Completions and claims of the mission `missions` in its current period. */
function figures(current: CurrentPeriods) {
  const key = sql`CASE missions.period WHEN 'once' THEN '' WHEN 'daily' THEN ${current.today} ELSE ${current.week} END`
  const count = (column: 'completed_at' | 'claimed_at') =>
    sql<number>`(SELECT count(*)::int4 FROM mission_progress p WHERE p.mission_id = missions.id
      AND p.period_key = ${key} AND p.${sql.raw(column)} IS NOT NULL)`
  return [count('completed_at').as('completedThisPeriod'), count('claimed_at').as('claimedThisPeriod')] as const
}

export async function listMissions(
  db: Db,
  merchantId: number,
  filter: { state?: MissionState | undefined },
  paging: { pageNum: number; pageSize: number },
  current: CurrentPeriods,
): Promise<{ rows: Listed[]; total: number }> {
  let query = db.selectFrom('missions').where('merchantId', '=', merchantId)
  if (filter.state) query = query.where('state', '=', filter.state)
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
  const rows = await query
    .selectAll()
    .select(figures(current))
    .orderBy('sortOrder')
    .orderBy('id')
    .limit(paging.pageSize)
    .offset((paging.pageNum - 1) * paging.pageSize)
    .execute()
  return { rows, total: Number(total) }
}

export function listedMission(db: Db, merchantId: number, id: bigint, current: CurrentPeriods) {
  return db
    .selectFrom('missions')
    .selectAll()
    .select(figures(current))
    .where('merchantId', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst()
}

/** The mission, locked until the transaction ends: edits and state changes take turns on it. */
export function missionForUpdate(trx: Db, merchantId: number, id: bigint): Promise<MissionRow | undefined> {
  return trx
    .selectFrom('missions')
    .selectAll()
    .where('merchantId', '=', merchantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst()
}

export async function hasProgress(db: Db, missionId: bigint): Promise<boolean> {
  const row = await db
    .selectFrom('missionProgress')
    .select('missionId')
    .where('missionId', '=', missionId)
    .executeTakeFirst()
  return row !== undefined
}

export async function codeTaken(db: Db, merchantId: number, code: string, exceptId: bigint | null): Promise<boolean> {
  let query = db.selectFrom('missions').select('id').where('merchantId', '=', merchantId).where('code', '=', code)
  if (exceptId !== null) query = query.where('id', '!=', exceptId)
  return (await query.executeTakeFirst()) !== undefined
}

/** The brand's loyalty promotion of this id, with its rules (maxReward bounds one grant). */
export function loyaltyPromotion(db: Db, merchantId: number, id: bigint) {
  return db
    .selectFrom('promotions')
    .select(['id', 'rules'])
    .where('merchantId', '=', merchantId)
    .where('id', '=', id)
    .where('kind', '=', 'loyalty')
    .executeTakeFirst()
}

export async function insertMission(trx: Db, values: Insertable<MissionTable>): Promise<bigint> {
  const row = await trx.insertInto('missions').values(values).returning('id').executeTakeFirstOrThrow()
  return row.id
}

export async function updateMission(trx: Db, id: bigint, values: Updateable<MissionTable>): Promise<void> {
  await trx.updateTable('missions').set(values).where('id', '=', id).execute()
}
