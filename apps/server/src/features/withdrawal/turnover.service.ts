import type { Db } from '../../db/database'
import { inTransaction } from '../../ledger/ledger'
import * as repo from './turnover.repository'

/**
 * The turnover hook. Something that grants money with strings attached (a bonus, a deposit
 * rule) adds a requirement; games report wagering through `recordTurnover`. A member with any
 * requirement still open cannot withdraw (turnover_not_met).
 */

/** Adds a requirement once per source (e.g. `bonus:42`); true when it was new. */
export function addTurnoverRequirement(
  db: Db,
  input: { merchantId: number; memberId: bigint; source: string; required: bigint },
): Promise<boolean> {
  if (input.required <= 0n) throw new RangeError('a turnover requirement is above zero')
  return repo.insertRequirement(db, input)
}

/**
 * Counts `amount` of wagering towards the member's open requirements, oldest first; what one
 * requirement does not need flows to the next. Runs in the caller's transaction when given one
 * (a bet's settlement), else in its own.
 */
export async function recordTurnover(db: Db, memberId: bigint, amount: bigint): Promise<void> {
  if (amount <= 0n) return
  const work = async (trx: Db) => {
    let left = amount
    for (const requirement of await repo.openRequirementsForUpdate(trx, memberId)) {
      if (left === 0n) break
      const take =
        requirement.required - requirement.achieved < left ? requirement.required - requirement.achieved : left
      left -= take
      const achieved = requirement.achieved + take
      await repo.setAchieved(trx, requirement.id, achieved, achieved === requirement.required)
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
