import type { KycApproveInput, KycReview } from '@sea/contract'
import { recordAudit } from '../../audit/audit'
import type { Db } from '../../db/database'
import type { OperatorAction, Principal } from '../../http/access'
import { inTransaction } from '../../ledger/ledger'
import { AppError } from '../../lib/app-error'
import { fromMinor } from '../../lib/money'
import { pageOf } from '../../lib/paging'
import { brandsToRead, canSee } from '../operator/operator.service'
import { closeUnderAge, type Closure } from './kyc-closure.service'
import { normaliseIdNumber, underAge } from './kyc-rules'
import { stateOf } from './kyc.service'
import * as repo from './kyc.repository'

/**
 * The operator's side of identity checks (decision 057): the queue, one member's documents, and
 * the decision. A member of a brand outside the operator's scope does not exist for it. Every
 * decision and every document opened leaves an audit row.
 */

export async function kycQueue(
  db: Db,
  principal: Principal,
  query: { merchantId?: number | undefined; pageNum?: number | undefined; pageSize?: number | undefined },
) {
  const pageNum = query.pageNum ?? 1
  const pageSize = query.pageSize ?? 20
  const merchantIds = brandsToRead(principal, query.merchantId)
  const { rows, total } = await repo.pendingQueue(db, merchantIds, pageSize, (pageNum - 1) * pageSize)
  const content = rows.map((r) => ({
    memberId: String(r.memberId),
    merchantId: r.merchantId,
    username: r.username,
    submittedAt: r.submittedAt!.toISOString(),
  }))
  return pageOf(content, pageNum, pageSize, total)
}

async function memberInScope(db: Db, principal: Principal, memberId: bigint) {
  const member = await repo.memberForReview(db, memberId)
  if (!member || !canSee(principal, member.merchantId)) throw new AppError('not_found', 'No such member')
  return member
}

async function reviewOf(db: Db, memberId: bigint): Promise<KycReview> {
  const [member, identity, documents, closure] = await Promise.all([
    repo.memberForReview(db, memberId),
    repo.identityOf(db, memberId),
    repo.documentsOf(db, memberId),
    repo.closureOf(db, memberId),
  ])
  return {
    memberId: String(memberId),
    merchantId: member!.merchantId,
    username: member!.username,
    payeeName: member!.payeeName,
    profileBirthday: member!.birthday,
    state: stateOf(identity, documents),
    idNumber: identity?.idNumber ?? null,
    birthday: identity?.birthday ?? null,
    reviewedBy: identity?.reviewedBy == null ? null : String(identity.reviewedBy),
    closure: closure
      ? {
          refund: fromMinor(closure.refund),
          forfeited: fromMinor(closure.forfeited),
          withdrawalId: closure.withdrawalId === null ? null : String(closure.withdrawalId),
        }
      : null,
  }
}

export async function kycReview(db: Db, principal: Principal, memberId: bigint): Promise<KycReview> {
  await memberInScope(db, principal, memberId)
  return reviewOf(db, memberId)
}

/** A document's bytes for the reviewer; each opening is audited, as the file is personal data. */
export async function kycDocument(db: Db, action: OperatorAction, memberId: bigint, documentId: bigint) {
  await memberInScope(db, action.principal, memberId)
  const file = await repo.documentFile(db, memberId, documentId)
  if (!file) throw new AppError('not_found', 'No such document')
  await recordAudit(db, {
    actorKind: 'operator',
    actorId: String(action.principal.operatorId),
    merchantId: file.merchantId,
    ip: action.ip,
    action: 'kyc.document.view',
    target: `member:${memberId}`,
    before: null,
    after: { documentId: String(documentId), kind: file.kind },
  })
  return file
}

/** The decision on a pending review, under the member's identity row, with its audit row. */
async function decide(
  db: Db,
  action: OperatorAction,
  memberId: bigint,
  work: (
    trx: Db,
    member: NonNullable<Awaited<ReturnType<typeof repo.memberForReview>>>,
    now: Date,
  ) => Promise<Record<string, unknown>>,
): Promise<KycReview> {
  const member = await memberInScope(db, action.principal, memberId)
  await inTransaction(db, async (trx) => {
    const identity = await repo.lockIdentity(trx, memberId, member.merchantId)
    if (identity.status !== 'pending') throw new AppError('identity_state_invalid', 'No documents wait for review')
    const now = new Date()
    const before = { status: identity.status, idNumber: identity.idNumber, birthday: identity.birthday }
    const after = await work(trx, member, now)
    await recordAudit(trx, {
      actorKind: 'operator',
      actorId: String(action.principal.operatorId),
      merchantId: member.merchantId,
      ip: action.ip,
      action: 'kyc.review',
      target: `member:${memberId}`,
      before,
      after,
    })
  })
  return reviewOf(db, memberId)
}

/**
 * Approval with what the document says. A member under the brand's minimum age (by the
 * document's date of birth or the sign-up birthday) is not verified: the review is rejected with
 * that reason and the account closed, its money returned (kyc-closure.service.ts). The ID number
 * is kept either way, so the same person is recognised on another brand.
 */
export function approveIdentity(db: Db, action: OperatorAction, memberId: bigint, input: KycApproveInput) {
  return decide(db, action, memberId, async (trx, member, now) => {
    const idNumber = normaliseIdNumber(input.idNumber)
    const brand = await repo.brandAgeAndCurrency(trx, member.merchantId)
    const reviewed = { idNumber, birthday: input.birthday, reviewedBy: action.principal.operatorId!, reviewedAt: now }
    if (!underAge([input.birthday, member.birthday], brand.minimumAge, now)) {
      await repo.updateIdentity(trx, memberId, { ...reviewed, status: 'verified', reason: null })
      return { status: 'verified', idNumber, birthday: input.birthday }
    }
    const reason = `Under the minimum age of ${brand.minimumAge}: the account is closed`
    await repo.updateIdentity(trx, memberId, { ...reviewed, status: 'rejected', reason })
    const closure: Closure = await closeUnderAge(trx, {
      merchantId: member.merchantId,
      memberId,
      currency: brand.currency,
    })
    return {
      status: 'rejected',
      reason,
      idNumber,
      birthday: input.birthday,
      closed: true,
      refund: String(closure.refund),
      forfeited: String(closure.forfeited),
      withdrawalId: closure.withdrawalId === null ? null : String(closure.withdrawalId),
    }
  })
}

export function rejectIdentity(db: Db, action: OperatorAction, memberId: bigint, reason: string) {
  return decide(db, action, memberId, async (trx, _member, now) => {
    const trimmed = reason.trim()
    await repo.updateIdentity(trx, memberId, {
      status: 'rejected',
      reason: trimmed,
      reviewedBy: action.principal.operatorId!,
      reviewedAt: now,
    })
    return { status: 'rejected', reason: trimmed }
  })
}
