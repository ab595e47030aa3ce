import { sql } from 'kysely'
import type { Db } from '../../db/database'

export interface RequirementInput {
  merchantId: number
  memberId: bigint
  source: string
  required: bigint
  /** Bonus wagering (decision 054): percent of a stake that counts per category, the grant, the expiry, the largest stake counted. */
  weights?: Record<string, number> | null
  grantId?: bigint | null
  expiresAt?: Date | null
  maxStake?: bigint | null
}

/** A requirement, once per (member, source): adding it again is a no-op. */
export async function insertRequirement(db: Db, row: RequirementInput): Promise<boolean> {
  const { weights, ...rest } = row
  const inserted = await db
    .insertInto('turnoverRequirements')
    .values({ ...rest, ...(weights ? { weights: JSON.stringify(weights) } : {}) })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst()
  return inserted !== undefined
}

/** Open requirements, oldest first, locked until the transaction ends. */
export async function openRequirementsForUpdate(db: Db, memberId: bigint) {
  return db
    .selectFrom('turnoverRequirements')
    .select(['id', 'required', 'achieved', 'createdAt'])
    .where('memberId', '=', memberId)
    .where('completedAt', 'is', null)
    .orderBy('id')
    .forUpdate()
    .execute()
}

export async function setAchieved(db: Db, id: bigint, achieved: bigint, completed: boolean): Promise<void> {
  await db
    .updateTable('turnoverRequirements')
    .set({ achieved, completedAt: completed ? new Date() : null })
    .where('id', '=', id)
    .execute()
}

/** Totals of the member's open requirements. */
export async function openTotals(db: Db, memberId: bigint): Promise<{ required: bigint; achieved: bigint }> {
  const result = await sql<{ required: bigint; achieved: bigint }>`
    SELECT coalesce(sum(required), 0)::int8 AS required, coalesce(sum(achieved), 0)::int8 AS achieved
    FROM turnover_requirements WHERE member_id = ${memberId} AND completed_at IS NULL`.execute(db)
  const row = result.rows[0]
  return { required: BigInt(row?.required ?? 0n), achieved: BigInt(row?.achieved ?? 0n) }
}

/** The brand's deposit multiple in hundredths (migration 0045); 0 when it never set one. */
export async function depositMultiplier(db: Db, merchantId: number): Promise<number> {
  const row = await db
    .selectFrom('merchantTurnoverRules')
    .select('depositMultiplier')
    .where('merchantId', '=', merchantId)
    .executeTakeFirst()
  return row?.depositMultiplier ?? 0
}
