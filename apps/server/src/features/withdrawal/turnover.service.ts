import type { Db } from '../../db/database'
import { inTransaction } from '../../ledger/ledger'
import * as repo from './turnover.repository'

/**
 * The turnover hook. Something that grants money with strings attached (a bonus, a deposit
 * rule) adds a requirement; the job turnover.count (features/turnover-progress) counts settled
 * wagering through `recordWagering`. A member with any requirement still open cannot withdraw
 * (turnover_not_met).
 */

/** Adds a requirement once per source (e.g. `bonus:42`); true when it was new. */
export function addTurnoverRequirement(db: Db, input: repo.RequirementInput): Promise<boolean> {
  if (input.required <= 0n) throw new RangeError('a turnover requirement is above zero')
  return repo.insertRequirement(db, input)
}

/** A settled bet's valid stake and when it settled, as the turnover job reads it. */
export interface Wager {
  amount: bigint
  settledAt: Date
}

/** Counts one wager settled at `settledAt` (now by default) towards the member's open requirements. */
export function recordTurnover(db: Db, memberId: bigint, amount: bigint, settledAt = new Date()): Promise<void> {
  return recordWagering(db, memberId, [{ amount, settledAt }])
}

/**
 * Counts the member's wagers towards their open requirements (docs/domain/site.md#turnover):
 * in settlement order, each fills the oldest requirement still open that existed when it
 * settled, and what one does not need flows to the next; a wager settled before a requirement
 * was created never counts towards it. Runs in the caller's transaction when given one (the
 * turnover job's, with its markers), else in its own.
 */
export async function recordWagering(db: Db, memberId: bigint, wagers: readonly Wager[]): Promise<void> {
  if (!wagers.some((w) => w.amount > 0n)) return
  const work = async (trx: Db) => {
    const open = await repo.openRequirementsForUpdate(trx, memberId)
    const changed = new Set<(typeof open)[number]>()
    for (const wager of [...wagers].sort((a, b) => a.settledAt.getTime() - b.settledAt.getTime())) {
      let left = wager.amount
      for (const requirement of open) {
        if (left === 0n) break
        if (requirement.createdAt > wager.settledAt || requirement.achieved === requirement.required) continue
        const owed = requirement.required - requirement.achieved
        const take = owed < left ? owed : left
        left -= take
        requirement.achieved += take
        changed.add(requirement)
      }
    }
    for (const r of changed) await repo.setAchieved(trx, r.id, r.achieved, r.achieved === r.required)
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
