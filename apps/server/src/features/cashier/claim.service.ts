import { CLAIM_MINUTES, type ClaimKind } from '@sea/contract'
import { recordAudit } from '../../audit/audit'
import type { Db } from '../../db/database'
import type { Principal } from '../../http/access'
import { inTransaction } from '../../ledger/ledger'
import { AppError } from '../../lib/app-error'
import { canSee } from '../operator/operator.service'
import * as repo from './claim.repository'

/** A queue item as a claim sees it: its brand, and whether it is still waiting for someone. */
export interface ClaimTarget {
  kind: ClaimKind
  id: bigint
  merchantId: number
}

export function claimView(row: repo.ClaimRow) {
  return {
    kind: row.itemKind,
    itemId: String(row.itemId),
    operatorId: row.operatorId,
    username: row.username,
    claimedAt: row.claimedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  }
}

function operatorIdOf(principal: Principal): number {
  if (principal.role !== 'operator' || principal.operatorId === undefined)
    throw new AppError('forbidden', 'Operators only')
  return principal.operatorId
}

/**
 * Takes or renews the caller's claim inside the caller's transaction, or refuses with
 * claimed_by_other naming the holder. Every decision on a queue item calls it under the item's
 * row lock, so the check and the decision commit together: no claim at all lets the action
 * through and leaves the claim with whoever acted.
 */
export async function holdItem(trx: Db, kind: ClaimKind, itemId: bigint, operatorId: number): Promise<void> {
  if (await repo.take(trx, kind, itemId, operatorId, CLAIM_MINUTES)) return
  const holder = await repo.live(trx, kind, itemId)
  const who = holder ? `${holder.username} until ${holder.expiresAt.toISOString()}` : 'another operator'
  throw new AppError('claimed_by_other', `Held by ${who}`, [{ path: '/claim', message: who }])
}

/**
 * An explicit claim from the queue. `find` reads the item under its lock and answers it only
 * while it waits for a decision; anything outside the caller's brands does not exist for it.
 */
export async function claimItem(
  db: Db,
  principal: Principal,
  find: (trx: Db) => Promise<ClaimTarget | undefined>,
  ip: string,
) {
  const operatorId = operatorIdOf(principal)
  return inTransaction(db, async (trx) => {
    const item = await find(trx)
    if (!item || !canSee(principal, item.merchantId)) throw new AppError('not_found', 'No such item')
    await holdItem(trx, item.kind, item.id, operatorId)
    const claim = await repo.live(trx, item.kind, item.id)
    if (!claim) throw new AppError('internal', 'The claim could not be read back')
    await recordAudit(trx, {
      actorKind: 'operator',
      actorId: String(operatorId),
      merchantId: item.merchantId,
      ip,
      action: 'cashier.claim',
      target: `${item.kind}:${item.id}`,
      before: null,
      after: { expiresAt: claim.expiresAt.toISOString() },
    })
    return claimView(claim)
  })
}

/** Releases the caller's own claim; another operator's claim is never touched. */
export async function releaseItem(
  db: Db,
  principal: Principal,
  find: (trx: Db) => Promise<ClaimTarget | undefined>,
  ip: string,
) {
  const operatorId = operatorIdOf(principal)
  return inTransaction(db, async (trx) => {
    const item = await find(trx)
    if (!item || !canSee(principal, item.merchantId)) throw new AppError('not_found', 'No such item')
    const released = await repo.release(trx, item.kind, item.id, operatorId)
    if (released) {
      await recordAudit(trx, {
        actorKind: 'operator',
        actorId: String(operatorId),
        merchantId: item.merchantId,
        ip,
        action: 'cashier.release',
        target: `${item.kind}:${item.id}`,
        before: null,
        after: null,
      })
    }
    return { released }
  })
}
