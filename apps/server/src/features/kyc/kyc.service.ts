import { createHash } from 'node:crypto'
import { KYC_MAX_BYTES, type KycDocumentKind, type KycState } from '@sea/contract'
import type { Db } from '../../db/database'
import { inTransaction } from '../../ledger/ledger'
import { AppError } from '../../lib/app-error'
import { documentType, missingKinds } from './kyc-rules'
import * as repo from './kyc.repository'

/**
 * The member's side of identity checks (decision 057): the state with the documents (never their
 * bytes), and uploads. The documents go to review once each kind has been uploaded since the last
 * decision; after a rejection the member uploads again, and a verified identity takes no more.
 */

export function stateOf(identity: repo.IdentityRow | undefined, documents: readonly repo.DocumentRow[]): KycState {
  const status = identity?.status ?? 'none'
  const lastDecision = identity?.reviewedAt ?? null
  return {
    status,
    reason: status === 'rejected' ? (identity?.reason ?? null) : null,
    reviewedAt: lastDecision?.toISOString() ?? null,
    missing: status === 'pending' || status === 'verified' ? [] : missingKinds(documents, lastDecision),
    documents: documents.map((d) => ({
      id: String(d.id),
      kind: d.kind,
      contentType: d.contentType,
      size: d.size,
      uploadedAt: d.createdAt.toISOString(),
      current: !lastDecision || d.createdAt > lastDecision,
    })),
  }
}

export async function kycState(db: Db, memberId: bigint): Promise<KycState> {
  const [identity, documents] = await Promise.all([repo.identityOf(db, memberId), repo.documentsOf(db, memberId)])
  return stateOf(identity, documents)
}

/**
 * One document, typed by its bytes (JPEG, PNG or PDF) within 5 MB, stored with the state change
 * it causes in one transaction under the member's identity row.
 */
export async function uploadDocument(
  db: Db,
  member: { merchantId: number; memberId: bigint },
  kind: KycDocumentKind,
  data: unknown,
): Promise<KycState> {
  if (!Buffer.isBuffer(data))
    throw new AppError('unsupported_media_type', 'Send the file as the body: image/jpeg, image/png or application/pdf')
  if (data.length > KYC_MAX_BYTES) throw new AppError('payload_too_large', 'The file is larger than 5 MB')
  const contentType = documentType(data)
  if (!contentType) throw new AppError('unsupported_media_type', 'The file must be a JPEG, PNG or PDF')
  await inTransaction(db, async (trx) => {
    const identity = await repo.lockIdentity(trx, member.memberId, member.merchantId)
    if (identity.status === 'verified') throw new AppError('identity_state_invalid', 'The identity is verified already')
    const now = new Date()
    await repo.insertDocument(trx, {
      memberId: member.memberId,
      merchantId: member.merchantId,
      kind,
      contentType,
      size: data.length,
      sha256: createHash('sha256').update(data).digest('hex'),
      data,
      createdAt: now,
    })
    // A document replaced while waiting keeps the member's place in the queue.
    if (identity.status === 'pending') return
    if (missingKinds(await repo.documentsOf(trx, member.memberId), identity.reviewedAt).length === 0)
      await repo.updateIdentity(trx, member.memberId, { status: 'pending', submittedAt: now })
  })
  return kycState(db, member.memberId)
}
