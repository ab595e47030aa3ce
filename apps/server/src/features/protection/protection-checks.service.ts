import { LIMIT_PERIODS } from '@sea/contract'
import type { Db } from '../../db/database'
import { AppError } from '../../lib/app-error'
import { fromMinor } from '../../lib/money'
import { limitPeriod } from './protection-rules'
import * as repo from './protection.repository'
import type { ProtectionRow } from './protection.repository'

/**
 * Player protection where money moves and sessions start (decision 056): the checks other features
 * call inside their own transaction, so that what they judge cannot change before they commit.
 */

function isExcluded(row: ProtectionRow | undefined, now: Date): boolean {
  return !!row?.exclusionKind && (row.excludedUntil === null || row.excludedUntil > now)
}

function excludedError(row: ProtectionRow): AppError {
  const until = row.excludedUntil?.toISOString() ?? 'permanent'
  return new AppError('account_excluded', `Excluded (${row.exclusionKind}) until ${until}`)
}

/** Refuses a login (or any new session) while the member is on a time-out or excluded. */
export async function refuseExcluded(db: Db, memberId: bigint, now = new Date()): Promise<void> {
  const row = await repo.protectionOf(db, memberId)
  if (row && isExcluded(row, now)) throw excludedError(row)
}

/** Refuses a bet while the member is excluded, in the bet's transaction. */
export async function checkPlay(trx: Db, memberId: bigint, now = new Date()): Promise<void> {
  const row = await repo.sharedProtectionIfAny(trx, memberId)
  if (row && isExcluded(row, now)) throw excludedError(row)
}

/**
 * Refuses a deposit request while the member is excluded or when it would take a deposit limit
 * over, under the member's lock: two deposits racing for the last of a limit are judged in turn,
 * each counting the other once it is recorded. Call it in the transaction that records the deposit.
 */
export async function checkDeposit(
  trx: Db,
  member: { id: bigint; timezone: string },
  amount: bigint,
  now = new Date(),
): Promise<void> {
  const row = await repo.lockedProtectionIfAny(trx, member.id)
  if (!row) return
  if (isExcluded(row, now)) throw excludedError(row)
  const limits = await repo.limitsOf(trx, member.id, 'deposit')
  for (const period of LIMIT_PERIODS) {
    const limit = limits.find((l) => l.period === period)?.amount
    if (limit == null) continue
    const deposited = await repo.depositedSince(trx, member.id, limitPeriod(period, member.timezone, now).start)
    if (deposited + amount > limit) {
      const left = limit > deposited ? limit - deposited : 0n
      throw new AppError('limit_reached', `The ${period}'s deposit limit leaves ${fromMinor(left)}`, [
        { path: '/body/amount', message: `at most ${fromMinor(left)} this ${period}` },
      ])
    }
  }
}
