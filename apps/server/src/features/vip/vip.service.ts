import { VIP_SERVICE_MIN_RANK, type Language, type VipStatus, type VipTable, type VipTier } from '@sea/contract'
import { addDays, dayIn, periodOf } from '@sea/rules'
import type { Db } from '../../db/database'
import { fromMinor } from '../../lib/money'
import * as repo from './vip.repository'

/**
 * VIP as the member sees it (docs/domain/loyalty.md#vip): the brand's tier table for anyone, and
 * the member's own tier, rolling-window figures, what the next tier still needs and when the
 * next review comes. Also the tier's daily withdrawal limits, which replace the brand's.
 */

export interface VipBrandRef {
  id: number
  brand: { timezone: string; defaultLanguage: Language }
}

/** A name in the asked language, else English, else any the operator wrote. */
export function nameIn(names: Record<string, string>, language: Language): string {
  return names[language] ?? names.EN ?? Object.values(names)[0] ?? ''
}

function tierView(tier: repo.TierRow, language: Language): VipTier {
  return {
    rank: tier.rank,
    name: nameIn(tier.names, language),
    depositMin: fromMinor(tier.depositMin),
    turnoverMin: fromMinor(tier.turnoverMin),
    retainDeposit: fromMinor(tier.retainDeposit),
    retainTurnover: fromMinor(tier.retainTurnover),
    upgradeBonus: fromMinor(tier.upgradeBonus),
    birthdayBonus: fromMinor(tier.birthdayBonus),
    rebateRate: tier.rebateRate,
    withdrawDailyLimit: tier.withdrawDailyLimit === null ? null : fromMinor(tier.withdrawDailyLimit),
    withdrawDailyCount: tier.withdrawDailyCount,
    vipService: tier.rank >= VIP_SERVICE_MIN_RANK,
  }
}

async function policyOf(db: Db, merchantId: number) {
  const policy = await repo.brandPolicy(db, merchantId)
  return { windowDays: policy?.windowDays ?? 30, review: policy?.review ?? 'monthly' }
}

export async function vipTable(db: Db, merchant: VipBrandRef, language: Language): Promise<VipTable> {
  const [policy, tiers] = await Promise.all([policyOf(db, merchant.id), repo.tiersOf(db, merchant.id)])
  return { ...policy, tiers: tiers.map((tier) => tierView(tier, language)) }
}

const minus = (need: bigint, have: bigint) => fromMinor(need > have ? need - have : 0n)

export async function vipStatus(
  db: Db,
  merchant: VipBrandRef,
  memberId: bigint,
  language: Language,
  now = new Date(),
): Promise<VipStatus> {
  const zone = merchant.brand.timezone
  const [policy, tiers, member] = await Promise.all([
    policyOf(db, merchant.id),
    repo.tiersOf(db, merchant.id),
    repo.memberRank(db, memberId),
  ])
  const today = dayIn(now, zone)
  const figures = await repo.memberFigures(db, memberId, addDays(today, 1 - policy.windowDays), today)
  const rank = member?.vipRank ?? 0
  const current = tiers.find((t) => t.rank === rank)
  const next = tiers.find((t) => t.rank === rank + 1)
  return {
    rank,
    name: current ? nameIn(current.names, language) : null,
    deposit: fromMinor(figures.deposit),
    turnover: fromMinor(figures.turnover),
    windowDays: policy.windowDays,
    next: next
      ? {
          rank: next.rank,
          name: nameIn(next.names, language),
          depositNeeded: minus(next.depositMin, figures.deposit),
          turnoverNeeded: minus(next.turnoverMin, figures.turnover),
        }
      : null,
    reviewAt: periodOf(policy.review, zone, now).end.toISOString(),
    retained:
      current !== undefined && figures.deposit >= current.retainDeposit && figures.turnover >= current.retainTurnover,
  }
}
