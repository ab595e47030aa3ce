import { LIMIT_PERIODS } from '@sea/contract'
import type { Db } from '../../db/database'
import { AppError } from '../../lib/app-error'
import { fromMinor } from '../../lib/money'
import { inheritedExclusion } from './protection-links.service'
import { limitPeriod } from './protection-rules'
import * as repo from './protection.repository'
import type { ProtectionRow } from './protection.repository'

/**
 * Player protection where money moves and sessions start (decision 056): the checks other features
 * call inside their own transaction, so that what they judge cannot change before they commit.
 */

function inForce(row: ProtectionRow | undefined, now: Date): boolean {
  return !!row?.exclusionKind && (row.excludedUntil === null || row.excludedUntil > now)
}

function excludedError(row: ProtectionRow): AppError {
  const until = row.excludedUntil?.toISOString() ?? 'permanent'
  return new AppError('account_excluded', `Excluded (${row.exclusionKind}) until ${until}`)
}

/** The exclusion in force on the member, their own or inherited from the same person on another brand. */
async function exclusionInForce(db: Db, memberId: bigint, now: Date): Promise<ProtectionRow | undefined> {
  const row = await repo.protectionOf(db, memberId)
  if (row && inForce(row, now)) return row
  const inherited = await inheritedExclusion(db, memberId, now)
  return inherited && inForce(inherited, now) ? inherited : undefined
}

/** Whether the member is on a time-out or excluded now. */
export async function isExcluded(db: Db, memberId: bigint, now = new Date()): Promise<boolean> {
  return (await exclusionInForce(db, memberId, now)) !== undefined
}

/**
 * Refuses a login (or any new session) while the member is on a time-out or excluded, or while the
 * same person is on another brand: that exclusion becomes the member's own.
 */
export async function refuseExcluded(db: Db, memberId: bigint, now = new Date()): Promise<void> {
  const row = await exclusionInForce(db, memberId, now)
  if (row) throw excludedError(row)
}

/**
 * Refuses a stake while the member is excluded or when it would take a loss or wager limit over,
 * under the member's lock, in the transaction that posts the stake (`wallet`: the member's main
 * wallet, whose ledger entries the limits count). A stake of 0 (a free round) is only checked for
 * the exclusion.
 */
export async function checkPlay(
  trx: Db,
  play: { memberId: bigint; wallet: bigint; stake: bigint },
  now = new Date(),
): Promise<void> {
  const row = await repo.lockedProtectionIfAny(trx, play.memberId)
  if (!row) return
  if (inForce(row, now)) throw excludedError(row)
  if (play.stake === 0n) return
  const room = await repo.playRoom(trx, play.memberId, play.wallet, now)
  if (room !== null && play.stake > room) {
    const left = fromMinor(room > 0n ? room : 0n)
    throw new AppError('limit_reached', `A loss or wager limit leaves ${left}`, [
      { path: '/body/amount', message: `at most ${left}` },
    ])
  }
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
  if (inForce(row, now)) throw excludedError(row)
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
