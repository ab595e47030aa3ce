import { recordAudit } from '../../audit/audit'
import type { Db } from '../../db/database'
import type { Principal } from '../../http/access'
import { AppError } from '../../lib/app-error'
import { freezeMember, unfreezeMember } from '../member/member.service'
import * as repo from './operator.repository'

/** The operator behind a request; anyone else is refused. */
export function operatorIdOf(principal: Principal): number {
  if (principal.role !== 'operator' || principal.operatorId === undefined)
    throw new AppError('forbidden', 'Operators only')
  return principal.operatorId
}

/**
 * The brands an operator may see (decision 052): null for an installation-wide operator, else the
 * list it serves. A query narrows to `merchantId in brands` when not null.
 */
export function brandsOf(principal: Principal): readonly number[] | null {
  operatorIdOf(principal)
  return principal.operatorMerchantIds ?? null
}

/** Whether one brand lies within the operator's scope; outside it answers not found, never forbidden. */
export function canSee(principal: Principal, merchantId: number): boolean {
  const brands = brandsOf(principal)
  return brands === null || brands.includes(merchantId)
}

/**
 * The brand a list filtered by `requested` reads: the requested one when in scope (else not
 * found), or without a request every brand in scope (null: all of the installation's).
 */
export function brandsToRead(principal: Principal, requested: number | undefined): readonly number[] | null {
  if (requested === undefined) return brandsOf(principal)
  if (!canSee(principal, requested)) throw new AppError('not_found', 'No such merchant')
  return [requested]
}

/**
 * The merchant an operator's write goes to: it must lie in the operator's scope (naming another
 * answers not found, as for anything outside the scope). An operator of exactly one brand may
 * leave it out; any other names it.
 */
export async function merchantToWrite(db: Db, principal: Principal, requested: number | undefined): Promise<number> {
  const brands = brandsOf(principal)
  if (requested === undefined) {
    if (brands?.length === 1 && brands[0] !== undefined) return brands[0]
    throw new AppError('validation_failed', 'Name the merchant', [
      { path: '/body/merchantId', message: 'required of an operator serving more than one brand' },
    ])
  }
  if (!canSee(principal, requested) || !(await repo.merchantExists(db, requested))) {
    throw new AppError('not_found', 'No such merchant')
  }
  return requested
}

/**
 * The outbox as staff see it. Where it is the only channel its messages hold live codes and reset
 * links, so every read is audited with the messages it showed (docs/decisions/039).
 */
export async function readOutbox(
  db: Db,
  principal: Principal,
  query: { destination?: string | undefined; limit: number },
  ip: string,
) {
  const brands = brandsOf(principal)
  const rows = await repo.listOutbox(db, brands, query.destination, query.limit)
  await recordAudit(db, {
    actorKind: 'operator',
    actorId: String(principal.operatorId),
    merchantId: brands?.length === 1 ? (brands[0] ?? null) : null,
    ip,
    action: 'outbox.read',
    target: query.destination === undefined ? 'outbox' : `outbox:${query.destination}`,
    before: null,
    after: {
      messages: rows.map((row) => String(row.id)),
      readable: rows.filter((row) => row.status === 'kept').map((row) => String(row.id)),
    },
  })
  return rows.map((row) => ({ ...row, id: String(row.id), createdAt: row.createdAt.toISOString() }))
}

export async function setMemberFrozen(
  db: Db,
  principal: Principal,
  memberId: bigint,
  frozen: boolean,
  ip: string,
): Promise<void> {
  const member = await repo.findMemberStatus(db, memberId)
  if (!member || !canSee(principal, member.merchantId)) throw new AppError('not_found', 'No such member')
  // The change and its audit row commit together: a crash never leaves a freeze nobody recorded.
  await db.transaction().execute(async (trx) => {
    if (frozen) await freezeMember(trx, memberId)
    else await unfreezeMember(trx, memberId)
    await recordAudit(trx, {
      actorKind: 'operator',
      actorId: String(principal.operatorId),
      merchantId: member.merchantId,
      ip,
      action: frozen ? 'member.freeze' : 'member.unfreeze',
      target: `member:${memberId}`,
      before: { status: member.status },
      after: { status: frozen ? 'frozen' : 'active' },
    })
  })
}
