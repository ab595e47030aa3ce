import type { Db } from '../../db/database'
import type { BatchContext } from '../loyalty/loyalty-batch'
import { grantPerks, type Perk } from './vip-perks.service'
import * as repo from './vip.repository'

/**
 * VIP's part of the loyalty pass (decision 055, docs/domain/loyalty.md#vip): the batch's deposits
 * and valid bets join the members' brand days, and every member of the batch whose rolling window
 * now meets a higher tier moves up to the highest one at once, set-based. Each rank passed earns
 * its tier's upgrade bonus once ever (occasion `vip-upgrade:<rank>`), a claimable grant of the
 * brand's VIP promotion; a refused grant never undoes the upgrade.
 */
export async function accrueVip(trx: Db, batch: BatchContext): Promise<void> {
  await repo.addBatchDays(trx)
  const moves = await repo.upgradeBatchMembers(trx, batch.now)
  if (moves.length === 0) return
  await repo.insertChanges(
    trx,
    moves.map((move) => ({ ...move, reason: 'upgrade' as const })),
    batch.now,
  )
  for (const merchantId of new Set(moves.map((m) => m.merchantId))) {
    await upgradeBonuses(
      trx,
      merchantId,
      moves.filter((m) => m.merchantId === merchantId),
      batch.now,
    )
  }
}

async function upgradeBonuses(trx: Db, merchantId: number, moves: readonly repo.Move[], now: Date): Promise<void> {
  const brand = await repo.brandPolicy(trx, merchantId)
  if (!brand?.vipPromotionId) return
  const promotion = await repo.livePromotion(trx, brand.vipPromotionId, now)
  if (!promotion) return
  const bonus = new Map((await repo.tiersOf(trx, merchantId)).map((t) => [t.rank, t.upgradeBonus]))
  const perks: Perk[] = moves.flatMap((move) => {
    const passed: Perk[] = []
    for (let rank = move.fromRank + 1; rank <= move.toRank; rank += 1) {
      const amount = bonus.get(rank) ?? 0n
      if (amount > 0n) passed.push({ memberId: move.memberId, occasion: `vip-upgrade:${rank}`, amount })
    }
    return passed
  })
  await grantPerks(trx, promotion, brand.currency, perks, now)
}
