import {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  type LimitKind,
  type LimitPeriod,
  type Protection,
  type SetLimitInput,
} from '@sea/contract'
import type { Db } from '../../db/database'
import { ensureAccount, inTransaction } from '../../ledger/ledger'
import { AppError } from '../../lib/app-error'
import { fromMinor, toMinor } from '../../lib/money'
import { requireVerifiedForLimitRaise } from '../identity-gate/identity-gate.service'
import type { MerchantSettings } from '../merchant/merchant.service'
import { changeLimit, confirmedLimit, limitPeriod } from './protection-rules'
import * as repo from './protection.repository'

/**
 * The member's side of player protection (decision 056, docs/player-protection.md): limits with
 * their cooling-off, and the view of limits and exclusion. Every change is one transaction under the
 * member's protection row and leaves an event in the member's history.
 */

/** What each kind of limit has used in its current period; a net win uses none of a loss limit. */
async function used(db: Db, member: { id: bigint; wallet: bigint }, kind: LimitKind, since: Date): Promise<bigint> {
  if (kind === 'deposit') return repo.depositedSince(db, member.id, since)
  const { wagered, lost } = await repo.playUsedSince(db, member.wallet, since)
  const amount = kind === 'wager' ? wagered : lost
  return amount > 0n ? amount : 0n
}

function mainWallet(db: Db, merchant: { id: number; brand: { currency: string } }, memberId: bigint): Promise<bigint> {
  return ensureAccount(db, {
    merchantId: merchant.id,
    currency: merchant.brand.currency,
    kind: 'member_main',
    ownerMemberId: memberId,
  })
}

export async function protectionView(
  db: Db,
  merchant: { id: number; brand: { currency: string; timezone: string } },
  memberId: bigint,
  now = new Date(),
): Promise<Protection> {
  const [row, stored] = await Promise.all([repo.protectionOf(db, memberId), repo.limitsOf(db, memberId)])
  const wallet = await mainWallet(db, merchant, memberId)
  const limits = []
  for (const kind of LIMIT_KINDS)
    for (const period of LIMIT_PERIODS) {
      const limit = stored.find((l) => l.kind === kind && l.period === period)
      const { start, end } = limitPeriod(period, merchant.brand.timezone, now)
      limits.push({
        kind,
        period,
        amount: limit?.amount == null ? null : fromMinor(limit.amount),
        used: fromMinor(await used(db, { id: memberId, wallet }, kind, start)),
        periodEnd: end.toISOString(),
        pending: limit?.pendingFrom
          ? {
              amount: limit.pendingAmount === null ? null : fromMinor(limit.pendingAmount),
              confirmableAt: limit.pendingFrom.toISOString(),
            }
          : null,
      })
    }
  const excluded = row?.exclusionKind && (row.excludedUntil === null || row.excludedUntil > now)
  return {
    limits,
    exclusion: excluded ? { kind: row.exclusionKind!, until: row.excludedUntil?.toISOString() ?? null } : null,
  }
}

export async function setLimit(
  db: Db,
  merchant: MerchantSettings,
  memberId: bigint,
  input: SetLimitInput,
): Promise<Protection> {
  const next = input.amount === null ? null : toMinor(input.amount, '/body/amount')
  if (next !== null && next <= 0n)
    throw new AppError('validation_failed', 'A limit is above zero', [{ path: '/body/amount', message: 'above 0.00' }])
  const now = new Date()
  await inTransaction(db, async (trx) => {
    await repo.lockProtection(trx, memberId, merchant.id)
    const key = { memberId, kind: input.kind, period: input.period }
    const [current] = await repo
      .limitsOf(trx, memberId, input.kind)
      .then((rows) => rows.filter((r) => r.period === input.period))
    const changed = changeLimit(current, next, now)
    if (changed.pendingFrom) await requireVerifiedForLimitRaise(trx, { merchantId: merchant.id, memberId })
    await repo.saveLimit(trx, key, changed)
    // A first loss or wager limit starts the member's day totals, which its room is read from.
    if (input.kind !== 'deposit')
      await repo.watchPlay(trx, memberId, await mainWallet(trx, merchant, memberId), merchant.brand.timezone)
    await repo.recordEvent(trx, {
      memberId,
      merchantId: merchant.id,
      kind: changed.pendingFrom ? 'limit_requested' : 'limit_set',
      detail: {
        kind: input.kind,
        period: input.period,
        from: current?.amount?.toString() ?? null,
        to: next?.toString() ?? null,
      },
    })
  })
  return protectionView(db, merchant, memberId, now)
}

export async function confirmLimit(
  db: Db,
  merchant: MerchantSettings,
  memberId: bigint,
  input: { kind: LimitKind; period: LimitPeriod },
): Promise<Protection> {
  const now = new Date()
  await inTransaction(db, async (trx) => {
    await repo.lockProtection(trx, memberId, merchant.id)
    const [current] = await repo
      .limitsOf(trx, memberId, input.kind)
      .then((rows) => rows.filter((r) => r.period === input.period))
    const confirmed = confirmedLimit(current, now)
    if (confirmed === null) throw new AppError('not_found', 'No raise or removal waits for confirmation')
    if (confirmed === 'waiting')
      throw new AppError('limit_cooling_off', `Confirmable from ${current!.pendingFrom!.toISOString()}`)
    await repo.saveLimit(trx, { memberId, kind: input.kind, period: input.period }, confirmed)
    await repo.recordEvent(trx, {
      memberId,
      merchantId: merchant.id,
      kind: 'limit_confirmed',
      detail: {
        kind: input.kind,
        period: input.period,
        from: current!.amount?.toString() ?? null,
        to: confirmed.amount?.toString() ?? null,
      },
    })
  })
  return protectionView(db, merchant, memberId, now)
}
