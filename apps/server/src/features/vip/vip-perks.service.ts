import type { ErrorCode } from '@sea/contract'
import type { Db } from '../../db/database'
import { AppError } from '../../lib/app-error'
import { toMinor } from '../../lib/money'
import { award } from '../promotion/grant.service'
import { underSavepoint } from '../../db/savepoint'
import type { PromotionRow } from './vip.repository'

/**
 * VIP's perks (upgrade, rebate, birthday; docs/domain/loyalty.md#vip) are claimable grants of the
 * brand's VIP promotion, each once per occasion: the member claims them in the reward centre,
 * where the promotion's budget and wagering apply.
 */

/** How long a perk stays claimable after it is granted. */
export const PERK_CLAIM_DAYS = 30

// Refusals of one member's grant: the member goes without it, the tier change and the others stand.
const REFUSALS: ReadonlySet<ErrorCode> = new Set([
  'promotion_budget_spent',
  'promotion_claimed_elsewhere',
  'promotion_not_stackable',
])

export interface Perk {
  memberId: bigint
  occasion: string
  amount: bigint
}

/**
 * Grants the perks in the caller's transaction, each under its own savepoint; the loyalty
 * promotion's maxReward bounds each one. Answers how many were granted (or found granted).
 */
export async function grantPerks(
  trx: Db,
  promotion: PromotionRow,
  currency: string,
  perks: readonly Perk[],
  now: Date,
): Promise<number> {
  const rules = promotion.rules
  const cap = rules.kind === 'loyalty' ? toMinor(rules.maxReward) : null
  const claimableUntil = new Date(now.getTime() + PERK_CLAIM_DAYS * 86_400_000)
  let granted = 0
  for (const perk of perks) {
    const amount = cap !== null && perk.amount > cap ? cap : perk.amount
    if (amount <= 0n) continue
    try {
      await underSavepoint(trx, () =>
        award(trx, {
          promotion,
          member: { id: perk.memberId, merchantId: promotion.merchantId, currency },
          occasion: perk.occasion,
          amount,
          mode: 'claimable',
          claimableUntil,
          now,
        }),
      )
      granted += 1
    } catch (error) {
      if (!(error instanceof AppError) || !REFUSALS.has(error.code)) throw error
    }
  }
  return granted
}
