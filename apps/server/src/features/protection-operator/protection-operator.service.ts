import type { MemberProtection } from '@sea/contract'
import type { Db } from '../../db/database'
import type { Principal } from '../../http/access'
import { AppError } from '../../lib/app-error'
import { canSee } from '../operator/operator.service'
import { linkedMembers } from '../protection/protection-links.service'
import { sessionProtection } from '../protection/protection-session.service'
import { protectionView } from '../protection/protection.service'
import { memberInterventions } from '../reports/interventions.service'
import * as repo from './protection-operator.repository'

/**
 * A member's player protection as operators read it (decision 060). A member of a brand outside
 * the operator's scope does not exist for it, and neither do the same person's accounts there.
 */

async function memberInScope(db: Db, principal: Principal, memberId: bigint) {
  const member = await repo.memberWithBrand(db, memberId)
  if (!member || !canSee(principal, member.merchantId)) throw new AppError('not_found', 'No such member')
  return member
}

export async function memberProtection(db: Db, principal: Principal, memberId: bigint): Promise<MemberProtection> {
  const member = await memberInScope(db, principal, memberId)
  const brand = { id: member.merchantId, brand: { currency: member.currency, timezone: member.timezone } }
  const [protection, session, linked] = await Promise.all([
    protectionView(db, brand, memberId),
    sessionProtection(db, memberId),
    linkedMembers(db, memberId),
  ])
  const visible = linked.filter((l) => canSee(principal, l.merchantId))
  const names = new Map(
    (
      await repo.usernames(
        db,
        visible.map((l) => l.memberId),
      )
    ).map((r) => [r.id, r.username]),
  )
  return {
    memberId: String(memberId),
    merchantId: member.merchantId,
    protection,
    session,
    linked: visible.map((l) => ({
      memberId: String(l.memberId),
      merchantId: l.merchantId,
      username: names.get(l.memberId) ?? '',
      via: l.via,
    })),
  }
}

export async function memberHistory(
  db: Db,
  principal: Principal,
  memberId: bigint,
  query: { pageNum?: number | undefined; pageSize?: number | undefined },
) {
  await memberInScope(db, principal, memberId)
  return memberInterventions(db, memberId, { pageNum: query.pageNum ?? 1, pageSize: query.pageSize ?? 20 })
}
