import type { BrandIdentity } from '@sea/contract'
import type { Db } from '../../db/database'
import { AppError } from '../../lib/app-error'
import { fromMinor, toMinor } from '../../lib/money'
import * as repo from './identity-gate.repository'

/**
 * The actions a brand keeps for verified members (decision 057): a withdrawal above an amount,
 * withdrawals once their total passes an amount, raising or removing a player-protection limit.
 * Each check runs in the caller's transaction; a brand without rules (no row) asks for nothing.
 */

/**
 * Called by the withdrawal request under the member's row lock, so the total it counts cannot
 * change underneath it: refuses `identity_required` when this withdrawal needs a verified identity.
 */
export async function requireVerifiedFor(
  trx: Db,
  member: { merchantId: number; memberId: bigint },
  action: 'withdrawal',
  amount: bigint,
): Promise<void> {
  const rules = await repo.identityRulesOf(trx, member.merchantId)
  if (!rules || action !== 'withdrawal') return
  const above = rules.withdrawalAbove !== null && amount > rules.withdrawalAbove
  const total =
    rules.withdrawalTotalAbove !== null &&
    (await repo.withdrawnTotal(trx, member.memberId)) + amount > rules.withdrawalTotalAbove
  if ((above || total) && !(await repo.isVerified(trx, member.memberId)))
    throw new AppError('identity_required', 'Verify your identity before this withdrawal')
}

/** Called where a member raises or removes a protection limit. */
export async function requireVerifiedForLimitRaise(
  db: Db,
  member: { merchantId: number; memberId: bigint },
): Promise<void> {
  const rules = await repo.identityRulesOf(db, member.merchantId)
  if (rules?.limitRaise && !(await repo.isVerified(db, member.memberId)))
    throw new AppError('identity_required', 'Verify your identity before loosening a limit')
}

/** What the member has withdrawn or asked to: every withdrawal but the rejected ones. */
export function withdrawnTotal(trx: Db, memberId: bigint): Promise<bigint> {
  return repo.withdrawnTotal(trx, memberId)
}

/** The brand's identity rules as the console shows them. */
export async function identityRules(db: Db, merchantId: number): Promise<BrandIdentity> {
  const rules = await repo.identityRulesOf(db, merchantId)
  const amount = (minor: bigint | null | undefined) => (minor == null ? null : fromMinor(minor))
  return {
    withdrawalAbove: amount(rules?.withdrawalAbove),
    withdrawalTotalAbove: amount(rules?.withdrawalTotalAbove),
    limitRaise: rules?.limitRaise ?? false,
  }
}

/** Saved in the brand-rules save's transaction (its audit row holds the group before and after). */
export async function saveIdentityRules(trx: Db, merchantId: number, input: BrandIdentity): Promise<void> {
  const minor = (amount: string | null, path: string) => (amount === null ? null : toMinor(amount, path))
  await repo.saveIdentityRules(trx, merchantId, {
    withdrawalAbove: minor(input.withdrawalAbove, 'withdrawalAbove'),
    withdrawalTotalAbove: minor(input.withdrawalTotalAbove, 'withdrawalTotalAbove'),
    limitRaise: input.limitRaise,
  })
}
