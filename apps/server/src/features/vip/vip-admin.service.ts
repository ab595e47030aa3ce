import type { FieldError, VipTierInput } from '@sea/contract'
import { recordAudit } from '../../audit/audit'
import type { Db } from '../../db/database'
import type { OperatorAction, Principal } from '../../http/access'
import { inTransaction } from '../../ledger/ledger'
import { AppError } from '../../lib/app-error'
import { fromMinor, toMinor } from '../../lib/money'
import { DEFAULT_MULTIPLIERS } from '../loyalty/loyalty-settings.service'
import { operatorIdOf } from '../operator/operator.service'
import { brandInScope } from '../promotion-admin/promotion-admin.service'
import * as adminRepo from './vip-admin.repository'
import * as repo from './vip.repository'

/**
 * The console's VIP calls (docs/admin.md "Loyalty: VIP"): the tier table with its members per
 * tier, replacing it (audited as loyalty.vip_tiers) and setting a member's tier by hand (audited
 * as loyalty.vip_set, no upgrade bonus). Another brand's member answers not_found.
 */

function tierInput(tier: repo.TierRow, members: number) {
  const limit = tier.withdrawDailyLimit
  return {
    rank: tier.rank,
    // Saved through VipTierInput, which requires the English name.
    names: tier.names as VipTierInput['names'],
    depositMin: fromMinor(tier.depositMin),
    turnoverMin: fromMinor(tier.turnoverMin),
    retainDeposit: fromMinor(tier.retainDeposit),
    retainTurnover: fromMinor(tier.retainTurnover),
    upgradeBonus: fromMinor(tier.upgradeBonus),
    birthdayBonus: fromMinor(tier.birthdayBonus),
    rebateRate: tier.rebateRate,
    withdrawDailyLimit: limit === null ? null : fromMinor(limit),
    withdrawDailyCount: tier.withdrawDailyCount,
    members,
  }
}

async function tiersView(db: Db, merchantId: number) {
  const [tiers, counts, policy] = await Promise.all([
    repo.tiersOf(db, merchantId),
    adminRepo.membersPerRank(db, merchantId),
    repo.brandPolicy(db, merchantId),
  ])
  return {
    tiers: tiers.map((tier) => tierInput(tier, counts.get(tier.rank) ?? 0)),
    promotionId: policy?.vipPromotionId ? String(policy.vipPromotionId) : null,
  }
}

export async function vipTiers(db: Db, principal: Principal, merchantId: number) {
  await brandInScope(db, principal, merchantId)
  return tiersView(db, merchantId)
}

/** The table as rows, or the reasons it is refused: ranks 1..n, requirements rising, retaining no harder than reaching. */
export function tierRows(input: readonly VipTierInput[]) {
  const errors: FieldError[] = []
  const refuse = (i: number, field: string, message: string) =>
    errors.push({ path: `/body/tiers/${i}/${field}`, message })
  const sorted = [...input].sort((a, b) => a.rank - b.rank)
  const rows = sorted.map((tier, i) => {
    if (tier.rank !== i + 1) refuse(i, 'rank', `ranks run 1..${sorted.length} without gaps`)
    const row = {
      rank: tier.rank,
      names: tier.names,
      depositMin: toMinor(tier.depositMin, 'depositMin'),
      turnoverMin: toMinor(tier.turnoverMin, 'turnoverMin'),
      retainDeposit: toMinor(tier.retainDeposit, 'retainDeposit'),
      retainTurnover: toMinor(tier.retainTurnover, 'retainTurnover'),
      upgradeBonus: toMinor(tier.upgradeBonus, 'upgradeBonus'),
      birthdayBonus: toMinor(tier.birthdayBonus, 'birthdayBonus'),
      rebateRate: tier.rebateRate,
      withdrawDailyLimit: tier.withdrawDailyLimit === null ? null : toMinor(tier.withdrawDailyLimit),
      withdrawDailyCount: tier.withdrawDailyCount,
    }
    if (!row.names.EN?.trim()) refuse(i, 'names', 'an English name is required')
    if (row.retainDeposit > row.depositMin) refuse(i, 'retainDeposit', 'at most depositMin')
    if (row.retainTurnover > row.turnoverMin) refuse(i, 'retainTurnover', 'at most turnoverMin')
    if (row.withdrawDailyLimit === 0n) refuse(i, 'withdrawDailyLimit', 'above zero, or none')
    return row
  })
  rows.forEach((row, i) => {
    const below = rows[i - 1]
    if (!below) return
    if (row.depositMin < below.depositMin) refuse(i, 'depositMin', 'not below the tier under it')
    if (row.turnoverMin < below.turnoverMin) refuse(i, 'turnoverMin', 'not below the tier under it')
  })
  if (errors.length > 0) throw new AppError('validation_failed', 'The tier table is not valid', errors)
  return rows
}

export async function saveVipTiers(
  db: Db,
  action: OperatorAction,
  merchantId: number,
  input: { tiers: VipTierInput[]; promotionId: string | null },
) {
  await brandInScope(db, action.principal, merchantId)
  const rows = tierRows(input.tiers)
  const promotionId = input.promotionId === null ? null : BigInt(input.promotionId)
  if (promotionId !== null && !(await adminRepo.isLoyaltyPromotion(db, merchantId, promotionId)))
    throw new AppError('validation_failed', 'Not a loyalty promotion of this brand', [
      { path: '/body/promotionId', message: 'a loyalty promotion of the brand' },
    ])
  const operatorId = operatorIdOf(action.principal)
  return inTransaction(db, async (trx) => {
    const before = await tiersView(trx, merchantId)
    const moved = await adminRepo.replaceTiers(trx, merchantId, rows, operatorId)
    const at = new Date()
    await repo.insertChanges(
      trx,
      moved.map((m) => ({ ...m, reason: 'operator' as const, operatorId })),
      at,
    )
    await adminRepo.setVipPromotion(
      trx,
      merchantId,
      { multipliers: { ...DEFAULT_MULTIPLIERS } },
      promotionId,
      operatorId,
    )
    const after = await tiersView(trx, merchantId)
    await audit(trx, action, merchantId, 'loyalty.vip_tiers', `vip-tiers:${merchantId}`, before, after)
    return after
  })
}

export async function setVipRank(
  db: Db,
  action: OperatorAction,
  merchantId: number,
  memberId: bigint,
  input: { rank: number; reason: string },
) {
  await brandInScope(db, action.principal, merchantId)
  await inTransaction(db, async (trx) => {
    const member = await adminRepo.lockMember(trx, memberId)
    if (!member || member.merchantId !== merchantId) throw new AppError('not_found', 'No such member')
    const tiers = await repo.tiersOf(trx, merchantId)
    if (input.rank > 0 && !tiers.some((t) => t.rank === input.rank))
      throw new AppError('validation_failed', 'No such tier', [{ path: '/body/rank', message: `0..${tiers.length}` }])
    if (member.vipRank === input.rank) return
    await repo.setRank(trx, memberId, member.vipRank, input.rank)
    const move = { memberId, merchantId, fromRank: member.vipRank, toRank: input.rank }
    await repo.insertChanges(
      trx,
      [{ ...move, reason: 'operator', operatorId: operatorIdOf(action.principal) }],
      new Date(),
    )
    await audit(
      trx,
      action,
      merchantId,
      'loyalty.vip_set',
      `member:${memberId}`,
      { rank: member.vipRank },
      { rank: input.rank, reason: input.reason },
    )
  })
  return memberLoyaltyView(db, memberId)
}

/** The console's member view (the setVipRank answer): points, latest entries, tier changes. */
export async function memberLoyaltyView(db: Db, memberId: bigint) {
  const [member, loyalty] = await Promise.all([repo.memberRank(db, memberId), adminRepo.memberLoyalty(db, memberId)])
  if (!member) throw new AppError('not_found', 'No such member')
  return {
    memberId: String(member.id),
    account: member.username,
    points: Number(loyalty.points),
    vipRank: member.vipRank,
    entries: loyalty.entries.map((e) => ({
      id: String(e.id),
      kind: e.kind,
      points: Number(e.points),
      balanceAfter: Number(e.balanceAfter),
      note: e.note,
      operator: e.operator,
      createdAt: e.createdAt.toISOString(),
    })),
    vipChanges: loyalty.changes.map((c) => ({
      fromRank: c.fromRank,
      toRank: c.toRank,
      reason: c.reason,
      createdAt: c.createdAt.toISOString(),
    })),
  }
}

async function audit(
  trx: Db,
  action: OperatorAction,
  merchantId: number,
  name: string,
  target: string,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
) {
  await recordAudit(trx, {
    actorKind: 'operator',
    actorId: String(operatorIdOf(action.principal)),
    merchantId,
    ip: action.ip,
    action: name,
    target,
    before,
    after,
  })
}
