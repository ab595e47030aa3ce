import { randomUUID } from 'node:crypto'
import { GAME_CATEGORIES, type LoyaltySettings, type MemberLoyaltySchema } from '@sea/contract'
import type { Static } from 'typebox'
import { recordAudit } from '../../audit/audit'
import type { Db } from '../../db/database'
import type { OperatorAction, Principal } from '../../http/access'
import { inTransaction } from '../../ledger/ledger'
import { AppError } from '../../lib/app-error'
import { loyaltySettingsOf, type BrandLoyalty } from '../loyalty/loyalty-settings.service'
import { postPoints } from '../loyalty/points-ledger.service'
import { canSee, operatorIdOf } from '../operator/operator.service'
import * as repo from './points-admin.repository'

/**
 * A brand's point policy and a member's points in the console (decision 055, docs/admin.md
 * "Loyalty"). Every write is one transaction with its audit row; another brand, or another
 * brand's member, answers not_found as a brand outside the operator's scope does.
 */

/** The entries the member page shows. */
const LATEST = 50

type MemberLoyalty = Static<typeof MemberLoyaltySchema>

async function brandInScope(db: Db, principal: Principal, merchantId: number) {
  const merchant = canSee(principal, merchantId) ? await repo.findMerchant(db, merchantId) : undefined
  if (!merchant) throw new AppError('not_found', 'No such merchant')
  return merchant
}

function settingsView(s: BrandLoyalty): LoyaltySettings {
  return {
    enabled: s.enabled,
    earnRate: s.earnRate,
    multipliers: s.multipliers,
    convertRate: s.convertRate,
    minConvert: s.minConvert,
    expiryDays: s.expiryDays,
    vipWindowDays: s.vipWindowDays,
    vipReview: s.vipReview,
  }
}

export async function brandSettings(db: Db, principal: Principal, merchantId: number): Promise<LoyaltySettings> {
  const merchant = await brandInScope(db, principal, merchantId)
  return settingsView(await loyaltySettingsOf(db, merchant.id))
}

const CATEGORIES: ReadonlySet<string> = new Set(GAME_CATEGORIES)

/** Replaces the brand's policy: it applies to facts the pass reads from now on. */
export async function saveBrandSettings(
  db: Db,
  action: OperatorAction,
  merchantId: number,
  input: LoyaltySettings,
): Promise<LoyaltySettings> {
  const operatorId = operatorIdOf(action.principal)
  const merchant = await brandInScope(db, action.principal, merchantId)
  const unknown = Object.keys(input.multipliers).filter((key) => !CATEGORIES.has(key))
  if (unknown.length > 0)
    throw new AppError(
      'validation_failed',
      'Multipliers name game categories',
      unknown.map((key) => ({ path: `/body/multipliers/${key}`, message: 'not a game category' })),
    )
  return inTransaction(db, async (trx) => {
    await repo.lockSettings(trx, merchant.id)
    const before = await loyaltySettingsOf(trx, merchant.id)
    await repo.saveSettings(trx, merchant.id, input, operatorId)
    const after = settingsView(await loyaltySettingsOf(trx, merchant.id))
    await recordAudit(trx, {
      actorKind: 'operator',
      actorId: String(operatorId),
      merchantId: merchant.id,
      ip: action.ip,
      action: 'loyalty.settings',
      target: `merchant:${merchant.id}`,
      before: before.saved ? settingsView(before) : null,
      after,
    })
    return after
  })
}

async function memberView(db: Db, merchantId: number, memberId: bigint): Promise<MemberLoyalty> {
  const member = await repo.findMember(db, merchantId, memberId)
  if (!member) throw new AppError('not_found', 'No such member')
  const [points, entries, changes] = await Promise.all([
    repo.pointsOf(db, member.id),
    repo.latestEntries(db, member.id, LATEST),
    repo.vipChanges(db, member.id, LATEST),
  ])
  return {
    memberId: String(member.id),
    account: member.username,
    points: Number(points),
    vipRank: member.vipRank,
    entries: entries.map((e) => ({
      id: String(e.id),
      kind: e.kind,
      points: Number(e.points),
      balanceAfter: Number(e.balanceAfter),
      note: e.note,
      operator: e.operator,
      createdAt: e.createdAt.toISOString(),
    })),
    vipChanges: changes.map((c) => ({
      fromRank: c.fromRank,
      toRank: c.toRank,
      reason: c.reason,
      createdAt: c.createdAt.toISOString(),
    })),
  }
}

export async function memberLoyalty(
  db: Db,
  principal: Principal,
  merchantId: number,
  memberId: bigint,
): Promise<MemberLoyalty> {
  const merchant = await brandInScope(db, principal, merchantId)
  return memberView(db, merchant.id, memberId)
}

/**
 * Adds or takes points with a reason, never below zero. Points added are a lot like earned ones:
 * they expire after the brand's expiry days (docs/domain/loyalty.md#expiry).
 */
export async function adjustMemberPoints(
  db: Db,
  action: OperatorAction,
  merchantId: number,
  memberId: bigint,
  input: { points: number; reason: string },
): Promise<MemberLoyalty> {
  const operatorId = operatorIdOf(action.principal)
  const merchant = await brandInScope(db, action.principal, merchantId)
  const settings = await loyaltySettingsOf(db, merchant.id)
  const now = new Date()
  const expiresAt =
    // A brand without a policy has only the offered defaults: nothing of them applies yet.
    input.points > 0 && settings.saved && settings.expiryDays !== null
      ? new Date(now.getTime() + settings.expiryDays * 86_400_000)
      : null
  await inTransaction(db, async (trx) => {
    if (!(await repo.findMember(trx, merchant.id, memberId))) throw new AppError('not_found', 'No such member')
    const { entry } = await postPoints(trx, {
      merchantId: merchant.id,
      memberId,
      kind: 'adjust',
      points: BigInt(input.points),
      ref: `adjust:${randomUUID()}`,
      expiresAt,
      note: input.reason.trim(),
      operatorId,
    })
    await recordAudit(trx, {
      actorKind: 'operator',
      actorId: String(operatorId),
      merchantId: merchant.id,
      ip: action.ip,
      action: 'loyalty.points_adjust',
      target: `member:${memberId}`,
      before: { points: Number(entry.balanceAfter - entry.points) },
      after: {
        points: Number(entry.balanceAfter),
        change: input.points,
        reason: input.reason.trim(),
        entry: String(entry.id),
      },
    })
  })
  return memberView(db, merchant.id, memberId)
}
