import type { Db } from '../../db/database'
import { ensureAccount, inTransaction, postTransfer } from '../../ledger/ledger'
import * as repo from './turnover.repository'

/**
 * The turnover hook. Something that grants money with strings attached (a bonus, a deposit
 * rule) adds a requirement; the job turnover.count (features/turnover-progress) counts settled
 * wagering through `recordWagering`. A member with any requirement still open cannot withdraw
 * (turnover_not_met). A bonus's requirement (decision 054) carries its grant: meeting it
 * completes the grant, and giving the bonus back (expiry, early withdrawal) closes both.
 */

/** Adds a requirement once per source (e.g. `bonus:42`); true when it was new. */
export function addTurnoverRequirement(db: Db, input: repo.RequirementInput): Promise<boolean> {
  if (input.required <= 0n) throw new RangeError('a turnover requirement is above zero')
  return repo.insertRequirement(db, input)
}

/** A settled bet's valid stake, when it settled and its category, as the turnover job reads it. */
export interface Wager {
  amount: bigint
  settledAt: Date
  /** A round's game type, or LOTT for a lottery bet; null or absent counts in full everywhere. */
  category?: string | null
}

/** Counts one wager settled at `settledAt` (now by default) towards the member's open requirements. */
export function recordTurnover(db: Db, memberId: bigint, amount: bigint, settledAt = new Date()): Promise<void> {
  return recordWagering(db, memberId, [{ amount, settledAt }])
}

type Counting = Pick<repo.OpenRequirement, 'required' | 'achieved' | 'weights' | 'maxStake'>

/**
 * What one requirement does with what is left of a wager's raw stake
 * (docs/domain/promotions.md#wagering): it takes at most its max stake, and no more than it
 * needs at its category's weight; it counts what it took times the weight, rounded down. What it
 * does not take flows on to the next requirement; a weight of 0 takes nothing.
 */
export function wagerShare(requirement: Counting, left: bigint, category: string | null | undefined) {
  const weights = requirement.weights
  const named = weights !== null && category != null && Object.hasOwn(weights, category)
  const weight = BigInt(named ? (weights[category] ?? 100) : 100)
  const owed = requirement.required - requirement.achieved
  if (weight === 0n || owed <= 0n) return { take: 0n, counted: 0n }
  const cap = requirement.maxStake !== null && requirement.maxStake < left ? requirement.maxStake : left
  const needed = (owed * 100n + weight - 1n) / weight
  const take = cap < needed ? cap : needed
  const counted = (take * weight) / 100n
  return { take, counted: counted < owed ? counted : owed }
}

/**
 * Counts the member's wagers towards their open requirements (docs/domain/site.md#turnover,
 * docs/domain/promotions.md#wagering): in settlement order, each fills the oldest requirement
 * still open that existed when it settled and had not expired, and what one does not take
 * flows to the next; a wager settled before a requirement was created never counts towards it.
 * A bonus requirement met completes its grant. Runs in the caller's transaction when given one
 * (the turnover job's, with its markers), else in its own.
 */
export async function recordWagering(db: Db, memberId: bigint, wagers: readonly Wager[]): Promise<void> {
  if (!wagers.some((w) => w.amount > 0n)) return
  const work = async (trx: Db) => {
    const open = await repo.openRequirementsForUpdate(trx, memberId)
    const changed = new Set<repo.OpenRequirement>()
    for (const wager of [...wagers].sort((a, b) => a.settledAt.getTime() - b.settledAt.getTime())) {
      let left = wager.amount
      for (const requirement of open) {
        if (left === 0n) break
        if (requirement.createdAt > wager.settledAt) continue
        if (requirement.expiresAt && requirement.expiresAt <= wager.settledAt) continue
        const { take, counted } = wagerShare(requirement, left, wager.category)
        left -= take
        if (counted === 0n) continue
        requirement.achieved += counted
        changed.add(requirement)
      }
    }
    const now = new Date()
    for (const r of changed) {
      const met = r.achieved === r.required
      await repo.setAchieved(trx, r.id, r.achieved, met)
      if (met && r.grantId !== null) await repo.completeGrant(trx, r.grantId, now)
    }
  }
  if (db.isTransaction) await work(db)
  else await inTransaction(db, work)
}

/** What the member still owes, for the settings screen and the withdrawal check. */
export async function outstandingTurnover(db: Db, memberId: bigint) {
  const totals = await repo.openTotals(db, memberId)
  return { ...totals, outstanding: totals.required - totals.achieved }
}

/**
 * Gives a bonus back (docs/domain/promotions.md#wagering), in the caller's transaction: when the
 * requirement is still open, the ledger takes the bonus, at most the wallet's balance, from the
 * member's main wallet to the promotions account under the grant's own forfeit key, the grant
 * is forfeited and the requirement closes with what it achieved. Locks the requirement, then
 * the grant, then the two accounts: a second caller waits and then finds it closed (null).
 */
export async function forfeitBonus(
  trx: Db,
  requirementId: bigint,
  now: Date,
  reason: 'expired' | 'withdrawal',
): Promise<bigint | null> {
  const requirement = await repo.openRequirementForUpdate(trx, requirementId)
  if (!requirement?.grantId) return null
  const grant = await repo.grantForUpdate(trx, requirement.grantId)
  let taken = 0n
  // The grant is `wagering` while its requirement is open (both change in one transaction).
  if (grant.state === 'wagering') {
    const account = { merchantId: grant.merchantId, currency: grant.currency }
    const wallet = await ensureAccount(trx, { ...account, kind: 'member_main', ownerMemberId: grant.memberId })
    const promotions = await ensureAccount(trx, { ...account, kind: 'promotions' })
    const balance = await repo.lockedWalletBalance(trx, wallet, promotions)
    taken = grant.amount < balance ? grant.amount : balance
    if (taken > 0n)
      await postTransfer(trx, {
        idempotencyKey: `promotion-forfeit:${grant.id}`,
        ...account,
        kind: 'bonus_forfeit',
        externalRef: `grant:${grant.id}`,
        entries: [
          { accountId: wallet, amount: -taken },
          { accountId: promotions, amount: taken },
        ],
        metadata: {
          reason,
          promotionId: String(grant.promotionId),
          grantId: String(grant.id),
          memberId: String(grant.memberId),
        },
      })
    await repo.forfeitGrant(trx, grant.id, taken, now)
  }
  await repo.closeRequirement(trx, requirement.id, now)
  return taken
}

/**
 * What a withdrawal now would give back first (`bonusForfeit`): the bonuses of the open
 * requirements, at most the wallet's balance, when every one is bonus wagering whose promotion
 * lets an early withdrawal forfeit it; null when none is open or one blocks.
 */
export async function earlyWithdrawalForfeit(db: Db, memberId: bigint, walletBalance: bigint): Promise<bigint | null> {
  const open = await repo.openForfeits(db, memberId)
  if (open.length === 0 || !open.every((r) => r.forfeitable)) return null
  const total = open.reduce((sum, r) => sum + (r.amount ?? 0n), 0n)
  return total < walletBalance ? total : walletBalance
}

/**
 * A withdrawal's `forfeitBonus`, in its transaction before the turnover check: every open bonus
 * is given back when all of them allow it, else nothing changes and the check refuses. The
 * requirements are locked first, all of them in id order, so an expiry running at the same time
 * waits or has finished, never holds one this needs while waiting for the wallet.
 */
export async function forfeitForWithdrawal(trx: Db, memberId: bigint, now: Date): Promise<void> {
  await repo.openRequirementsForUpdate(trx, memberId)
  const open = await repo.openForfeits(trx, memberId)
  if (open.length === 0 || !open.every((r) => r.forfeitable)) return
  for (const r of open) await forfeitBonus(trx, r.id, now, 'withdrawal')
}

/**
 * The wagering an approved deposit carries under its brand's turnover rule (the console's
 * Cashier tab): its amount times the multiple, rounded down; nothing when the brand set none.
 */
export async function addDepositTurnover(
  trx: Db,
  deposit: { id: bigint; merchantId: number; memberId: bigint; amount: bigint },
): Promise<void> {
  const required = (deposit.amount * BigInt(await repo.depositMultiplier(trx, deposit.merchantId))) / 100n
  if (required > 0n)
    await repo.insertRequirement(trx, {
      merchantId: deposit.merchantId,
      memberId: deposit.memberId,
      source: `deposit:${deposit.id}`,
      required,
    })
}

/** The brand's deposit turnover multiple in hundredths (100: once the amount; 0: none). */
export function depositTurnoverMultiple(db: Db, merchantId: number): Promise<number> {
  return repo.depositMultiplier(db, merchantId)
}
