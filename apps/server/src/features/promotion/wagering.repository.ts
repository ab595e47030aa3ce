import type { Db } from '../../db/database'

/**
 * Bonus requirements still open whose expiry has come, after `afterId`, in id order: the
 * expiry job's next batch (the partial index turnover_requirements_expiring serves it).
 */
export async function expiredRequirements(db: Db, now: Date, afterId: bigint, limit: number): Promise<bigint[]> {
  const rows = await db
    .selectFrom('turnoverRequirements')
    .select('id')
    .where('completedAt', 'is', null)
    .where('expiresAt', 'is not', null)
    .where('expiresAt', '<=', now)
    .where('grantId', 'is not', null)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute()
  return rows.map((r) => r.id)
}
