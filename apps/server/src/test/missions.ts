import type { MissionEvent, MissionPeriod } from '@sea/contract'
import type { Db } from '../db/database'

/** Helpers for the mission tests: a mission row as the console would leave it (live unless told). */

export interface MissionSpec {
  merchantId: number
  period: MissionPeriod
  event: MissionEvent
  /** Minor units for deposit and turnover, a count otherwise. */
  target: bigint
  category?: string | null
  gameCode?: string | null
  rewardPoints?: bigint
  rewardBonus?: bigint
  promotionId?: bigint | null
  state?: 'draft' | 'live' | 'paused' | 'ended'
  startsAt?: Date
  endsAt?: Date | null
  sortOrder?: number
  code?: string
}

let seq = 0

export async function insertMission(db: Db, spec: MissionSpec): Promise<bigint> {
  seq += 1
  const row = await db
    .insertInto('missions')
    .values({
      merchantId: spec.merchantId,
      code: spec.code ?? `m-${process.pid}-${seq}`,
      state: spec.state ?? 'live',
      period: spec.period,
      event: spec.event,
      category: spec.category ?? null,
      gameCode: spec.gameCode ?? null,
      target: spec.target,
      rewardPoints: spec.rewardPoints ?? 10n,
      rewardBonus: spec.rewardBonus ?? 0n,
      promotionId: spec.promotionId ?? null,
      titles: JSON.stringify({ EN: `Mission ${seq}` }),
      startsAt: spec.startsAt ?? new Date('2026-01-01T00:00:00Z'),
      endsAt: spec.endsAt ?? null,
      sortOrder: spec.sortOrder ?? seq,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** A member's progress rows of a mission, by period, as the API compares them. */
export async function progressOf(db: Db, missionId: bigint, memberId: bigint) {
  const rows = await db
    .selectFrom('missionProgress')
    .select(['periodKey', 'value', 'completedAt', 'claimedAt'])
    .where('missionId', '=', missionId)
    .where('memberId', '=', memberId)
    .orderBy('periodKey')
    .execute()
  return rows.map((r) => ({
    periodKey: r.periodKey,
    value: r.value,
    completed: r.completedAt !== null,
    claimed: r.claimedAt !== null,
  }))
}
