import type { Db } from '../../db/database'
import * as repo from './withdrawal.repository'

/**
 * The member's daily withdrawal limits: the tier's amount and count, where it sets them, in
 * place of the brand's (docs/domain/loyalty.md#vip).
 */
export async function withdrawalLimits<T extends { dailyAmount: bigint; dailyCount: number }>(
  db: Db,
  memberId: bigint,
  brand: T,
): Promise<T> {
  const tier = await repo.tierLimits(db, memberId)
  return {
    ...brand,
    dailyAmount: tier?.withdrawDailyLimit ?? brand.dailyAmount,
    dailyCount: tier?.withdrawDailyCount ?? brand.dailyCount,
  }
}
